import { uploadDocument } from '../../domain/users/upload-document.ts';
import { operation } from '../define.ts';
import { userInPath } from './load-user.ts';

export const uploadDocumentOperation = operation('uploadDocument', async (c) => {
  const user = await userInPath(c, c.req.valid('param').id);
  await uploadDocument(c.get('deps'), user, c.req.valid('form'));
  return c.json('OK' as const, 200);
});
