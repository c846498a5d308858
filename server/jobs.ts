// Every background job kind and its handler.
import type { JobHandler } from './services/job-queue';
import { invoiceJobs } from './services/invoice-jobs';
import { imagePreviewsJob } from './services/admin/image-previews.job';

export const jobHandlers: Record<string, JobHandler> = {
  ...invoiceJobs,
  'image.previews': imagePreviewsJob,
};
