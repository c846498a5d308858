// Every background job kind and its handler.
import type { JobHandler } from './services/job-queue';
import { invoiceJobs } from './services/invoice-jobs';
import { CANCELLED_MAIL_JOB, mailCancellation } from './services/cancellation-mail';
import { imagePreviewsJob } from './services/admin/image-previews.job';
import { mailResetLink, RESET_LINK_JOB } from './services/auth.service';
import { mailVerificationLink, VERIFICATION_LINK_JOB } from './services/email-verification.service';

export const jobHandlers: Record<string, JobHandler> = {
  ...invoiceJobs,
  'image.previews': imagePreviewsJob,
  [RESET_LINK_JOB]: mailResetLink,
  [VERIFICATION_LINK_JOB]: mailVerificationLink,
  [CANCELLED_MAIL_JOB]: mailCancellation,
};
