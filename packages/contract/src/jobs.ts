import { z } from 'zod';

/** A background job that gave up after its last try (GET /api/admin/jobs/failed). */
export const failedJob = z.object({
  name: z.string(),
  /** ISO instant of the last try. */
  failedAt: z.string(),
  error: z.string(),
  /** Tries made, the first included. */
  attempts: z.number().int(),
});
export type FailedJob = z.infer<typeof failedJob>;

export const failedJobsResponse = z.array(failedJob);
