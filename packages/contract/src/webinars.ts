import { z } from 'zod';
import {
  BODY_MUST_BE_OBJECT,
  httpLinkField,
  missingOr,
  optionalText,
  requiredText,
  rupeesField,
} from './content-fields.ts';
import {
  CONTENT_LIMITS,
  WEBINAR_PLATFORMS,
  isCalendarDay,
  normalisePlatform,
  normaliseTimeOfDay,
} from './content-rules.ts';

const required = missingOr('must be text');

/** An IST calendar day, YYYY-MM-DD, that exists, in a sane range of years. */
const webinarDate = z
  .string({ error: required })
  .trim()
  .refine(isCalendarDay, 'must be a real date in the form YYYY-MM-DD')
  .refine((day) => day >= '2000-01-01' && day <= '2100-12-31', 'must be between 2000 and 2100');

/** IST wall-clock time, 24-hour HH:mm ('9:30' becomes '09:30'). */
const webinarTime = z.string({ error: required }).transform((value, ctx) => {
  const time = normaliseTimeOfDay(value);
  if (time) return time;
  ctx.issues.push({ code: 'custom', input: value, message: 'must be a time in the form HH:mm (24-hour)' });
  return z.NEVER;
});

/** 'meet' or 'zoom'; 'Google meet' and 'google-meet' read as 'meet'. */
const webinarPlatform = z.string({ error: required }).transform((value, ctx) => {
  const platform = normalisePlatform(value);
  if (platform) return platform;
  ctx.issues.push({ code: 'custom', input: value, message: "must be 'meet' (Google Meet) or 'zoom'" });
  return z.NEVER;
});

const webinarFields = {
  title: requiredText(CONTENT_LIMITS.title),
  presenter: requiredText(CONTENT_LIMITS.author),
  description: requiredText(CONTENT_LIMITS.description),
  date: webinarDate,
  time: webinarTime,
  platform: webinarPlatform,
  /** Whole rupees as a string ("0" is free) or a number. */
  price: rupeesField,
  meetingLink: httpLinkField,
  meetingId: optionalText(CONTENT_LIMITS.meetingId),
  meetingPass: optionalText(CONTENT_LIMITS.meetingPass),
};

/** `POST /api/postwebinar`. */
export const createWebinarBody = z.object(webinarFields, { error: BODY_MUST_BE_OBJECT });
export type CreateWebinarInput = z.input<typeof createWebinarBody>;
export type CreateWebinar = z.output<typeof createWebinarBody>;

/** `PUT /api/webinars/update/:id`: any subset of the fields; the others keep their value. */
export const updateWebinarBody = z.object(webinarFields, { error: BODY_MUST_BE_OBJECT }).partial();
export type UpdateWebinarInput = z.input<typeof updateWebinarBody>;
export type UpdateWebinar = z.output<typeof updateWebinarBody>;

/**
 * A webinar in the public list (`GET /api/getwebinar`). It has no meeting link, ID or password,
 * so they can never be serialised there (DESIGN rule 5).
 */
export const publicWebinarResponse = z.object({
  _id: z.string(),
  title: z.string(),
  presenter: z.string(),
  description: z.string(),
  /** IST calendar day, YYYY-MM-DD. */
  date: z.string(),
  /** IST wall-clock time, HH:mm. */
  time: z.string(),
  platform: z.enum(WEBINAR_PLATFORMS),
  /** Whole rupees as a string; "0" is free. */
  price: z.string(),
  /** date + time (IST) as an instant, ISO 8601: upcoming while it is not before now. */
  startsAt: z.string(),
});
export type PublicWebinar = z.infer<typeof publicWebinarResponse>;

/** `GET /api/getwebinar`: live webinars, newest (latest start) first. */
export const publicWebinarListResponse = z.array(publicWebinarResponse);

/** A webinar with its meeting details: detail reads, admin writes and the admin list. */
export const webinarDetailResponse = publicWebinarResponse.extend({
  meetingLink: z.string(),
  meetingId: z.string(),
  meetingPass: z.string(),
});
export type WebinarDetail = z.infer<typeof webinarDetailResponse>;

/** `GET /api/admin/webinars` (admin): the list with meeting details, for the edit form. */
export const webinarDetailListResponse = z.array(webinarDetailResponse);
