import { type OperationId, operations } from '@cambio/contract';
import type { AppConfig } from '../config.ts';
import type { App } from '../http/context.ts';
import { createCryptoAddressOperation } from './addresses/create-crypto-address.ts';
import { getCryptoAddressOperation } from './addresses/get-crypto-address.ts';
import { listCryptoAddressesOperation } from './addresses/list-crypto-addresses.ts';
import { createBankAccountOperation } from './bank-accounts/create-bank-account.ts';
import { deleteBankAccountOperation } from './bank-accounts/delete-bank-account.ts';
import { getBankAccountOperation } from './bank-accounts/get-bank-account.ts';
import { listBankAccountsOperation } from './bank-accounts/list-bank-accounts.ts';
import { notImplemented, type Operation } from './define.ts';
import { getEventOperation } from './events/get-event.ts';
import { listEventsOperation } from './events/list-events.ts';
import { getHealthOperation } from './health/get-health.ts';
import { getSpotPriceOperation } from './market/get-spot-price.ts';
import { cancelOrderOperation } from './orders/cancel-order.ts';
import { createOrderOperation } from './orders/create-order.ts';
import { exportOrdersOperation } from './orders/export-orders.ts';
import { getOrderOperation } from './orders/get-order.ts';
import { getOrderExportOperation } from './orders/get-order-export.ts';
import { listOrdersOperation } from './orders/list-orders.ts';
import { recordPayoutOutcomeOperation } from './orders/record-payout-outcome.ts';
import { recordPayoutTransfersOperation } from './orders/record-payout-transfers.ts';
import { checkBankPaymentOperation } from './payments/check-bank-payment.ts';
import { checkCryptoPaymentOperation } from './payments/check-crypto-payment.ts';
import { createBulkBankPaymentOperation } from './payments/create-bulk-bank-payment.ts';
import { getBulkBankPaymentOperation } from './payments/get-bulk-bank-payment.ts';
import { recordDepositOperation } from './payments/record-deposit.ts';
import { getBulkBankPayoutOperation } from './payouts/get-bulk-bank-payout.ts';
import { createQuoteOperation } from './quotes/create-quote.ts';
import { getQuoteOperation } from './quotes/get-quote.ts';
import { completeSandboxVerificationOperation } from './sandbox/complete-sandbox-verification.ts';
import { createSandboxBrokerOperation } from './sandbox/create-sandbox-broker.ts';
import { createSandboxDepositOperation } from './sandbox/create-sandbox-deposit.ts';
import { createSandboxKeyOperation } from './sandbox/create-sandbox-key.ts';
import { deleteSandboxBrokerOperation } from './sandbox/delete-sandbox-broker.ts';
import { getSandboxOutboxMessageOperation } from './sandbox/get-sandbox-outbox-message.ts';
import { getSandboxReceiverCheckOperation } from './sandbox/get-sandbox-receiver-check.ts';
import { listSandboxOutboxOperation } from './sandbox/list-sandbox-outbox.ts';
import { reachSandboxBulkBankPaymentOutcomeOperation } from './sandbox/reach-bulk-bank-payment-outcome.ts';
import { reachSandboxBulkBankPayoutOutcomeOperation } from './sandbox/reach-bulk-bank-payout-outcome.ts';
import { reachSandboxOnboardingOutcomeOperation } from './sandbox/reach-onboarding-outcome.ts';
import { reachSandboxOrderOutcomeOperation } from './sandbox/reach-order-outcome.ts';
import { runSandboxJobsOperation } from './sandbox/run-sandbox-jobs.ts';
import { runSandboxReceiverCheckOperation } from './sandbox/run-sandbox-receiver-check.ts';
import { advanceSandboxClockOperation, getSandboxClockOperation } from './sandbox/sandbox-clock.ts';
import { acceptTermsOperation } from './users/accept-terms.ts';
import { addAdditionalInformationOperation } from './users/add-additional-information.ts';
import { createUserOperation } from './users/create-user.ts';
import { getOnboardingLinkOperation } from './users/get-onboarding-link.ts';
import { getUserOperation } from './users/get-user.ts';
import { listUsersOperation } from './users/list-users.ts';
import { recordVerificationDecisionOperation } from './users/record-verification-decision.ts';
import { updateCurrentUserOperation } from './users/update-current-user.ts';
import { uploadDocumentOperation } from './users/upload-document.ts';
import { createWebhookOperation } from './webhooks/create-webhook.ts';
import { deleteWebhookOperation } from './webhooks/delete-webhook.ts';
import { getWebhookOperation } from './webhooks/get-webhook.ts';
import { listWebhookAttemptsOperation } from './webhooks/list-webhook-attempts.ts';
import { listWebhooksOperation } from './webhooks/list-webhooks.ts';
import { pingWebhookOperation } from './webhooks/ping-webhook.ts';
import { redeliverWebhookEventOperation } from './webhooks/redeliver-webhook-event.ts';
import { rotateWebhookSecretOperation } from './webhooks/rotate-webhook-secret.ts';
import { updateWebhookOperation } from './webhooks/update-webhook.ts';

const implemented: Operation[] = [
  listUsersOperation,
  getUserOperation,
  createUserOperation,
  updateCurrentUserOperation,
  addAdditionalInformationOperation,
  uploadDocumentOperation,
  acceptTermsOperation,
  getOnboardingLinkOperation,
  recordVerificationDecisionOperation,
  completeSandboxVerificationOperation,
  reachSandboxOnboardingOutcomeOperation,
  createSandboxBrokerOperation,
  deleteSandboxBrokerOperation,
  createSandboxKeyOperation,
  getSandboxClockOperation,
  advanceSandboxClockOperation,
  runSandboxJobsOperation,
  createQuoteOperation,
  getQuoteOperation,
  createOrderOperation,
  getOrderOperation,
  listOrdersOperation,
  cancelOrderOperation,
  recordPayoutTransfersOperation,
  recordPayoutOutcomeOperation,
  exportOrdersOperation,
  getOrderExportOperation,
  listSandboxOutboxOperation,
  getSandboxOutboxMessageOperation,
  runSandboxReceiverCheckOperation,
  getSandboxReceiverCheckOperation,
  checkBankPaymentOperation,
  checkCryptoPaymentOperation,
  createBulkBankPaymentOperation,
  getBulkBankPaymentOperation,
  createSandboxDepositOperation,
  reachSandboxOrderOutcomeOperation,
  reachSandboxBulkBankPaymentOutcomeOperation,
  reachSandboxBulkBankPayoutOutcomeOperation,
  recordDepositOperation,
  getBulkBankPayoutOperation,
  listWebhooksOperation,
  getWebhookOperation,
  createWebhookOperation,
  updateWebhookOperation,
  deleteWebhookOperation,
  rotateWebhookSecretOperation,
  listWebhookAttemptsOperation,
  redeliverWebhookEventOperation,
  pingWebhookOperation,
  listEventsOperation,
  getEventOperation,
  listBankAccountsOperation,
  createBankAccountOperation,
  getBankAccountOperation,
  deleteBankAccountOperation,
  listCryptoAddressesOperation,
  createCryptoAddressOperation,
  getCryptoAddressOperation,
  getSpotPriceOperation,
  getHealthOperation,
];

/** The operations of the document this server version has no handler for: they answer 501 code 10. */
export function unimplementedOperations(): OperationId[] {
  const ids = new Set(implemented.map((entry) => entry.id));
  return (Object.keys(operations) as OperationId[]).filter((id) => !ids.has(id));
}

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
