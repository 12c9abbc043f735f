import { describe, expect, it } from 'vitest';
import { errorsOf } from '../src/harness/api.ts';
import { expectError, expectInvalid } from '../src/harness/assertions.ts';
import { pdfBytes } from '../src/harness/fixtures.ts';
import { resolveTarget } from '../src/harness/target.ts';
import { createUser, newTenant } from '../src/harness/tenant.ts';

// Spec 4.4 (additional information, at most 64 KiB) and 4.5 (document upload: PDF, JPEG or PNG, at most 5 MiB).
const tenant = await newTenant(await resolveTarget());
const userId = await createUser(tenant);
const missingUser = 'usr_01JD3Z8Q4W9YB2C6M5N7P8R1ST';

const addInformation = (body: unknown, id = userId) =>
  tenant.call({ method: 'POST', path: `/api/users/${id}/additional-information`, body });

type Part = { name: string; value: string | Blob; fileName?: string };

const upload = (parts: Part[], id = userId) => {
  const form = new FormData();
  for (const part of parts) {
    if (typeof part.value === 'string') form.append(part.name, part.value);
    else form.append(part.name, part.value, part.fileName ?? 'document.bin');
  }
  return tenant.call({ method: 'POST', path: `/api/users/${id}/documents`, rawBody: form });
};
const pdf = (size = 0) => new Blob([pdfBytes(size)], { type: 'application/pdf' });
const png = new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13])], {
  type: 'image/png',
});
const jpeg = new Blob([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46])], {
  type: 'image/jpeg',
});

describe('addAdditionalInformation', () => {
  it('stores free-form values of every JSON shape and answers "OK"', async () => {
    const body = {
      sourceOfFunds: 'salary',
      expectedMonthlyVolumeUSD: 5000,
      politicallyExposed: false,
      occupations: ['engineer', 'consultant'],
      employer: { name: 'Tecnología Azteca', since: '2019-03' },
    };
    const first = await addInformation(body);
    expect(first).toMatchObject({ status: 200, body: 'OK' });
    expect((await addInformation({ sourceOfFunds: 'savings' })).body).toBe('OK');
  });

  it('accepts a body just under 64 KiB and refuses one over it (413 code 11)', async () => {
    expect((await addInformation({ notes: 'x'.repeat(60 * 1024) })).status).toBe(200);
    expectError(await addInformation({ notes: 'x'.repeat(65 * 1024) }), 'payloadTooLarge');
  });

  it('needs a JSON object', async () => {
    expectInvalid(await addInformation(['a', 'b']), 'body');
    expectInvalid(await addInformation('text'), 'body');
    expectInvalid(await addInformation(null), 'body');
  });

  it('answers 404 code 1 for an unknown user', async () => {
    expectError(await addInformation({ a: 1 }, missingUser), 'userNotFound');
  });
});

describe('uploadDocument', () => {
  it('stores a PDF, a PNG and a JPEG and answers "OK"', async () => {
    for (const [value, fileName] of [
      [pdf(), 'proof.pdf'],
      [png, 'selfie.png'],
      [jpeg, 'id.jpg'],
    ] as const) {
      const result = await upload([
        { name: 'document', value, fileName },
        { name: 'documentType', value: 'proofOfAddress' },
      ]);
      expect(result, fileName).toMatchObject({ status: 200, body: 'OK' });
    }
  });

  it('refuses other file types, by declared type and by content (415 code 12)', async () => {
    const text = new Blob(['just text'], { type: 'text/plain' });
    expectError(
      await upload([
        { name: 'document', value: text },
        { name: 'documentType', value: 'other' },
      ]),
      'unsupportedMediaType',
    );
    const disguised = new Blob(['just text, not a PDF'], { type: 'application/pdf' });
    expectError(
      await upload([
        { name: 'document', value: disguised },
        { name: 'documentType', value: 'other' },
      ]),
      'unsupportedMediaType',
    );
  });

  it('refuses a file over 5 MiB (413 code 11) and accepts one of exactly 5 MiB', async () => {
    const limit = 5 * 1024 * 1024;
    const exact = await upload([
      { name: 'document', value: pdf(limit) },
      { name: 'documentType', value: 'bankStatement' },
    ]);
    expect(exact.status).toBe(200);
    const over = await upload([
      { name: 'document', value: pdf(limit + 1) },
      { name: 'documentType', value: 'bankStatement' },
    ]);
    expectError(over, 'payloadTooLarge');
  });

  it('needs the file and a known documentType, naming the field', async () => {
    expectInvalid(await upload([{ name: 'documentType', value: 'passport' }]), 'body.document');
    expectInvalid(await upload([{ name: 'document', value: pdf() }]), 'body.documentType');
    expectInvalid(
      await upload([
        { name: 'document', value: pdf() },
        { name: 'documentType', value: 'diploma' },
      ]),
      'body.documentType',
    );
    expectInvalid(
      await upload([
        { name: 'document', value: 'not a file' },
        { name: 'documentType', value: 'passport' },
      ]),
      'body.document',
    );
  });

  it('refuses a whole body over the upload bound (413 code 11)', async () => {
    const huge = await upload([
      { name: 'document', value: pdf(6 * 1024 * 1024) },
      { name: 'documentType', value: 'other' },
    ]);
    expectError(huge, 'payloadTooLarge');
  });

  // RFC 7578 takes unquoted parameters (`name=document`, a token) and does not require `filename`.
  const rawUpload = (parts: string[]) => {
    const boundary = 'cambio-boundary';
    const framed = parts.map((part) => `--${boundary}\r\n${part}\r\n`).join('');
    return tenant.call({
      method: 'POST',
      path: `/api/users/${userId}/documents`,
      rawBody: `${framed}--${boundary}--\r\n`,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
  };
  const pdfPart = (disposition: string) =>
    `Content-Disposition: form-data; ${disposition}\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.7 cambio`;

  it('takes Content-Disposition parameters without quotes (RFC 7578)', async () => {
    const result = await rawUpload([
      pdfPart('name=document; filename=proof.pdf'),
      'Content-Disposition: form-data; name=documentType\r\n\r\nproofOfAddress',
    ]);
    expect(result).toMatchObject({ status: 200, body: 'OK' });
  });

  it('takes a file part without filename', async () => {
    const result = await rawUpload([
      pdfPart('name="document"'),
      'Content-Disposition: form-data; name="documentType"\r\n\r\npassport',
    ]);
    expect(result).toMatchObject({ status: 200, body: 'OK' });
  });

  it('refuses a broken multipart body with 400 code 9 saying it is malformed multipart', async () => {
    const path = `/api/users/${userId}/documents`;
    const noBoundary = await tenant.call({
      method: 'POST',
      path,
      rawBody: 'x',
      headers: { 'content-type': 'multipart/form-data' },
    });
    expectError(noBoundary, 'invalidRequest');
    const garbage = await tenant.call({
      method: 'POST',
      path,
      rawBody: '--abc\r\nnot a part\r\n',
      headers: { 'content-type': 'multipart/form-data; boundary=abc' },
    });
    expectError(garbage, 'invalidRequest');
    for (const result of [noBoundary, garbage]) {
      const [entry] = errorsOf(result);
      expect(entry?.field).toBe('body');
      expect(entry?.message).toMatch(/malformed multipart\/form-data/);
      expect(entry?.message).not.toMatch(/JSON/);
    }
  });

  it('needs multipart/form-data (415 code 12)', async () => {
    const json = await tenant.call({
      method: 'POST',
      path: `/api/users/${userId}/documents`,
      body: { document: 'JVBERi0xLjc=', documentType: 'passport' },
    });
    expectError(json, 'unsupportedMediaType');
  });

  it('answers 404 code 1 for an unknown user', async () => {
    const result = await upload(
      [
        { name: 'document', value: pdf() },
        { name: 'documentType', value: 'passport' },
      ],
      missingUser,
    );
    expectError(result, 'userNotFound');
  });
});
