import { createSandboxDeposit } from '../../domain/sandbox/deposit.ts';
import { operation } from '../define.ts';

export const createSandboxDepositOperation = operation('createSandboxDeposit', async (c) =>
  c.json(await createSandboxDeposit(c.get('deps'), c.get('caller').brokerId, c.req.valid('json')), 200),
);
