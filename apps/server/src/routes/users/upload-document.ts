import { uploadDocument } from '../../domain/users/upload-document.ts';
import { publicBase } from '../../http/public-base.ts';
import { operation } from '../define.ts';
import { userInPath } from './load-user.ts';

export const uploadDocumentOperation = operation('uploadDocument', async (c) => {
  const user = await userInPath(c, c.req.valid('param').id);
  const deps = c.get('deps');
  await uploadDocument(deps, user, c.req.valid('form'), publicBase(c, deps.config));
  return c.json('OK' as const, 200);
});
