/**
 * Every kind of job the service schedules, each run by its handler in domain/jobs/handlers.ts (which must
 * name them all). Webhook deliveries (`webhook.deliver`) are jobs too, but the trigger on `events` makes them
 * and their own runner runs them (domain/webhooks/delivery-runner.ts), so they are not among these.
 */
export type JobKind =
  | 'order.advance'
  | 'order.expire'
  | 'order.fill'
  | 'order.paymentNotFound'
  | 'order.limitCheck'
  | 'maintenance.purge'
  | 'bulkBankPayment.expire'
  | 'export.send';
