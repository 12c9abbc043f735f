export {
  type CambioClient,
  type CambioClientOptions,
  createCambioClient,
  type Middleware,
} from './client.ts';
export type { components, OperationId, operations, paths } from './contract.ts';
export {
  type ApiErrorBody,
  type ApiErrorEntry,
  type ErrorName,
  errorCatalogue,
  errorNamesOf,
  isError,
} from './errors.ts';
export { type DocumentUpload, documentUpload } from './uploads.ts';
export {
  memoryProcessedWebhookIds,
  type ProcessedWebhookIds,
  receiveWebhookOnce,
  type WebhookIdClaim,
} from './webhook-duplicates.ts';
export {
  type VerifyWebhookOptions,
  verifyWebhook,
  type WebhookEvent,
  type WebhookHeaders,
  WebhookVerificationError,
  type WebhookVerificationReason,
} from './webhooks.ts';

import type { components } from './contract.ts';

type Schemas = components['schemas'];
export type User = Schemas['User'];
export type WebhookRegistration = Schemas['WebhookRegistration'];
export type BankAccount = Schemas['BankAccount'];
export type CryptoAddress = Schemas['CryptoAddress'];
export type SpotPrice = Schemas['SpotPrice'];
