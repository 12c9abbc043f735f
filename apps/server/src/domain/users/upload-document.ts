import { insertDocument } from '../../db/documents-queries.ts';
import { onboardingsOfUser, type UserRow } from '../../db/users-queries.ts';
import type { AppDeps } from '../../deps.ts';
import { ApiError } from '../../errors.ts';
import { noFieldsLeft, type Schemas } from '../contract-types.ts';
import { newId, sha256Hex } from '../crypto.ts';
import { allowedDocumentTypes, hasSignatureOf } from './file-signature.ts';
import { userEvent } from './user-events.ts';

/** The multipart form as validated: the document's DocumentUpload, its file part as a File. */
export type DocumentUploadForm = Omit<Schemas['DocumentUpload'], 'document'> & { document: File };

/**
 * Spec 4.5: one file per call, within the size limit and of an allowed type; stored with its hash. Every
 * field of the form is taken here (noFieldsLeft): a field the document adds is a type error here.
 */
export async function uploadDocument(
  deps: AppDeps,
  user: UserRow,
  form: DocumentUploadForm,
  linkBase: string,
): Promise<void> {
  const { document, documentType, ...rest } = form;
  noFieldsLeft(rest);
  const { store, clock, blobs, config } = deps;
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
    insertDocument(store, {
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
    ...(await userEvent(deps, {
      event: 'user.documentUploaded',
      user,
      onboardings,
      at,
      details: { documentId: id, documentType },
      linkBase,
    })),
  ]);
}
