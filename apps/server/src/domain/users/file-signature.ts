/** The first bytes each allowed document type starts with (PDF `%PDF-`, JPEG SOI marker, PNG signature). */
const signatures: Record<string, number[]> = {
  'application/pdf': [0x25, 0x50, 0x44, 0x46, 0x2d],
  'image/jpeg': [0xff, 0xd8, 0xff],
  'image/png': [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
};

export const allowedDocumentTypes = new Set(Object.keys(signatures));

/** Whether the bytes really are of the declared type: a declared type alone is the client's word. */
export function hasSignatureOf(contentType: string, bytes: Uint8Array): boolean {
  const signature = signatures[contentType];
  return signature?.every((byte, index) => bytes[index] === byte) ?? false;
}
