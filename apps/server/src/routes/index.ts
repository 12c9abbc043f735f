import { type OperationId, operations } from '@cambio/contract';
import type { AppConfig } from '../config.ts';
import type { App } from '../http/context.ts';
import { type Operation, notImplemented } from './define.ts';
import { completeSandboxVerificationOperation } from './sandbox/complete-sandbox-verification.ts';
import { createSandboxBrokerOperation } from './sandbox/create-sandbox-broker.ts';
import { createSandboxKeyOperation } from './sandbox/create-sandbox-key.ts';
import { acceptTermsOperation } from './users/accept-terms.ts';
import { addAdditionalInformationOperation } from './users/add-additional-information.ts';
import { createUserOperation } from './users/create-user.ts';
import { getOnboardingLinkOperation } from './users/get-onboarding-link.ts';
import { listUsersOperation } from './users/list-users.ts';
import { updateCurrentUserOperation } from './users/update-current-user.ts';
import { uploadDocumentOperation } from './users/upload-document.ts';

const implemented: Operation[] = [
  listUsersOperation,
  createUserOperation,
  updateCurrentUserOperation,
  addAdditionalInformationOperation,
  uploadDocumentOperation,
  acceptTermsOperation,
  getOnboardingLinkOperation,
  completeSandboxVerificationOperation,
  createSandboxBrokerOperation,
  createSandboxKeyOperation,
];

/**
 * Registers every operation of the document: the implemented ones with their handlers, the rest as
 * "not available yet". Sandbox-only operations do not exist in production mode. Returns what is served.
 */
export function registerRoutes(app: App, config: AppConfig): OperationId[] {
  const byId = new Map(implemented.map((entry) => [entry.id, entry]));
  const served: OperationId[] = [];
  for (const id of Object.keys(operations) as OperationId[]) {
    if (operations[id].sandboxOnly && config.mode !== 'sandbox') continue;
    (byId.get(id) ?? notImplemented(id)).register(app);
    served.push(id);
  }
  return served;
}
