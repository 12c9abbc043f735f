import type { components } from './contract.ts';

/** The body of POST /api/users/{id}/documents: the file in `document`, its kind in `documentType`. */
export type DocumentUpload = components['schemas']['DocumentUpload'];

/**
 * The multipart/form-data body of a document upload, to pass as `body`: openapi-fetch sends a FormData as it
 * is, with its boundary. Typed as the operation's body (whose `document`, a binary part, the document types
 * as a string) so that the call stays checked.
 */
export function documentUpload(
  documentType: DocumentUpload['documentType'],
  file: Blob,
  filename = 'document',
): DocumentUpload {
  const form = new FormData();
  form.append('documentType', documentType);
  form.append('document', file, filename);
  return form as unknown as DocumentUpload;
}
