import { z } from 'zod';

/** Every error answer of the API: `{ message }`, the message names what is wrong. */
export const errorResponse = z.object({ message: z.string() });
export type ErrorResponse = z.infer<typeof errorResponse>;

export const messageResponse = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponse>;

/** Entities travel with a string `_id`, as the spec's client expects. */
export const idParam = z.object({ id: z.string().min(1).max(100) });

/** A calendar day in IST, `YYYY-MM-DD`. */
export const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date in the form YYYY-MM-DD');

export const httpUrl = z
  .string()
  .trim()
  .max(2000)
  .refine((value) => /^https?:\/\/[^\s]+$/i.test(value), 'must be an http(s) link');
