import { z } from 'zod';
import { ISO_DAY_PATTERN } from './field-issues.ts';

/**
 * Every error answer of the API: `message` says what is wrong in the caller's language, `code` is
 * a stable name to branch on (`SLOT_TAKEN`, `VALIDATION_FAILED`), and `fields`, when the answer is
 * about named inputs, has a message for each by its dotted path (`timeOff.0.to`).
 */
export const errorResponse = z.object({
  message: z.string(),
  code: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
});
export type ErrorResponse = z.infer<typeof errorResponse>;

export const messageResponse = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponse>;

/** Entities travel with a string `_id`, as the spec's client expects. */
export const idParam = z.object({ id: z.string().min(1).max(100) });

/** A calendar day in IST, `YYYY-MM-DD`. */
export const isoDay = z.string().regex(ISO_DAY_PATTERN, 'must be a date in the form YYYY-MM-DD');

export const httpUrl = z
  .string()
  .trim()
  .max(2000)
  .refine((value) => /^https?:\/\/[^\s]+$/i.test(value), 'must be an http(s) link');
