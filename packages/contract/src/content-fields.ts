import { z } from 'zod';
import { CATEGORIES } from './categories.ts';
import {
  CONTENT_LIMITS,
  MAX_PRICE_RUPEES,
  isHttpUrl,
  isSiteImagePath,
  normaliseCategory,
  parseRupees,
} from './content-rules.ts';
import { toYouTubeEmbedUrl } from './youtube.ts';

// Field schemas shared by the course, blog and webinar payloads. Messages follow the field name in
// the API's 400 answer: "price: must be a whole number of rupees from 0 to 100000".

export const missingOr = (message: string) => (issue: { input: unknown }) =>
  issue.input === undefined || issue.input === null ? 'is required' : message;

const tooLong = (max: number) => `must be at most ${max} characters`;

export const requiredText = (max: number) =>
  z
    .string({ error: missingOr('must be text') })
    .trim()
    .min(1, 'is required')
    .max(max, tooLong(max));

/** Optional text: absent or null means "not given"; '' is kept (it clears the field on update). */
export const optionalText = (max: number) =>
  z
    .string({ error: 'must be text' })
    .trim()
    .max(max, tooLong(max))
    .nullish()
    .transform((value) => value ?? undefined);

export const categoryField = z.string({ error: missingOr('must be text') }).transform((value, ctx) => {
  const category = normaliseCategory(value);
  if (category) return category;
  ctx.issues.push({ code: 'custom', input: value, message: `must be one of ${CATEGORIES.join(', ')}` });
  return z.NEVER;
});

export const imageField = requiredText(CONTENT_LIMITS.link).refine(
  (value) => isHttpUrl(value) || isSiteImagePath(value),
  'must be an http(s) link or an /images/ path',
);

export const httpLinkField = requiredText(CONTENT_LIMITS.link).refine(isHttpUrl, 'must be an http(s) link');

/** Whole rupees as a number or a digits-only string; the API stores an integer. */
export const rupeesField = z
  .union([z.number(), z.string()], { error: missingOr('must be a whole number of rupees') })
  .transform((value, ctx) => {
    const rupees = parseRupees(value);
    if (rupees !== null) return rupees;
    ctx.issues.push({
      code: 'custom',
      input: value,
      message: `must be a whole number of rupees from 0 to ${MAX_PRICE_RUPEES}`,
    });
    return z.NEVER;
  });

/** A YouTube video link of any common form, stored as its embed link; '' means no video. */
export const youTubeLinkField = z
  .string({ error: 'must be text' })
  .trim()
  .max(CONTENT_LIMITS.link, tooLong(CONTENT_LIMITS.link))
  .nullish()
  .transform((value, ctx) => {
    if (value === undefined || value === null) return undefined;
    if (value === '') return '';
    const embed = toYouTubeEmbedUrl(value);
    if (embed) return embed;
    ctx.issues.push({ code: 'custom', input: value, message: 'must be a YouTube video link' });
    return z.NEVER;
  });

export const BODY_MUST_BE_OBJECT = 'the request body must be a JSON object';
