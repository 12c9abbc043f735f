import { sendExport } from '../exports/send-export.ts';
import { purgeJob } from '../maintenance/purge-job.ts';
import { advanceOrder } from '../orders/advance-order.ts';
import { expireOrder } from '../orders/end-unpaid-order.ts';
import { fillIncorrectlyPaidOrder, paymentNotFound } from '../orders/fill-order.ts';
import { checkLimitOrder } from '../orders/limit-order.ts';
import { expireBulkPayment } from '../payments/expire-bulk-payment.ts';
import type { JobKind } from './job-kinds.ts';
import type { JobHandler } from './job-queue.ts';

/** Every kind of job the service schedules, and what runs it: a kind without its handler does not compile. */
export const jobHandlers: Record<JobKind, JobHandler> = {
  'order.advance': advanceOrder,
  'order.expire': expireOrder,
  'order.fill': fillIncorrectlyPaidOrder,
  'order.paymentNotFound': paymentNotFound,
  'order.limitCheck': checkLimitOrder,
  'maintenance.purge': purgeJob,
  'bulkBankPayment.expire': expireBulkPayment,
  'export.send': sendExport,
};
