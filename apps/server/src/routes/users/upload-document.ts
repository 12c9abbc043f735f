import { documents } from '../../db/schema.ts';
import { onboardingsOfUser } from '../../db/users-queries.ts';
import { newId, sha256Hex } from '../../domain/crypto.ts';
import { userEvent } from '../../domain/users/user-events.ts';
import { ApiError } from '../../errors.ts';
import { operation } from '../define.ts';
import { allowedDocumentTypes, hasSignatureOf } from './file-signature.ts';
import { userInPath } from './load-user.ts';

/** Spec 4.5: one file per call, within the size limit and of an allowed type; stored with its hash. */
export const uploadDocumentOperation = operation('uploadDocument', async (c) => {
  const { store, clock, blobs, config } = c.get('deps');
  const user = await userInPath(c, c.req.valid('param').id);
  const { document, documentType } = c.req.valid('form');
  const contentType = document.type.split(';')[0]?.trim().toLowerCase() ?? '';
  if (!allowedDocumentTypes.has(contentType)) {
    throw new ApiError('unsupportedMediaType', {
      message: `Unsupported media type: the document must be a PDF, JPEG or PNG file, not ${contentType || 'untyped'}`,
    });
  }
  if (document.size > config.maxUploadBytes) {
    throw new ApiError('payloadTooLarge', {
      message: `Request body too large: the document is ${document.size} bytes, the limit is ${config.maxUploadBytes}`,
    });
  }
  if (document.size === 0)
    throw new ApiError('invalidRequest', {
      field: 'body.document',
      message: 'Invalid request: body.document is empty',
    });
  const bytes = new Uint8Array(await document.arrayBuffer());
  if (!hasSignatureOf(contentType, bytes)) {
    throw new ApiError('unsupportedMediaType', {
      message: `Unsupported media type: the document's content is not a ${contentType} file`,
    });
  }
  const at = clock.now();
  const id = newId('doc', at);
  const blobKey = `documents/${user.id}/${id}`;
  await blobs.put(blobKey, bytes, contentType);
  // Documents are not part of the user as the API shows it: the user after the upload is the user as read.
  const onboardings = await onboardingsOfUser(store, user.id);
  await store.commit([
    store.db.insert(documents).values({
      id,
      userId: user.id,
      documentType,
      contentType,
      fileName: document.name || null,
      size: bytes.byteLength,
      sha256: await sha256Hex(bytes),
      blobKey,
      createdAt: at.toISOString(),
    }),
    await userEvent(store, {
      event: 'user.documentUploaded',
      user,
      onboardings,
      at,
      details: { documentId: id, documentType },
    }),
  ]);
  return c.json('OK' as const, 200);
});
