// Every background job kind and its handler.
import type { JobHandler } from './services/job-queue';
import { invoiceJobs } from './services/invoice-jobs';

export const jobHandlers: Record<string, JobHandler> = {
  ...invoiceJobs,
};
