import { findReceiverCheck } from '../../db/receiver-checks-queries.ts';
import type { Schemas } from '../../domain/contract-types.ts';
import { ApiError } from '../../errors.ts';
import { operation } from '../define.ts';

export const getSandboxReceiverCheckOperation = operation('getSandboxReceiverCheck', async (c) => {
  const { store } = c.get('deps');
  const row = await findReceiverCheck(store, c.get('caller').brokerId, c.req.valid('param').id);
  if (!row) throw new ApiError('receiverCheckNotFound');
  return c.json(row.report as Schemas['ReceiverCheck'], 200);
});
