import { CATEGORIES, CATEGORY_LABELS, type Category } from './categories.ts';

// Zod-free limits and normalisers for courses, blogs and webinars; the web's forms use them too.

/** Longest accepted text of each kind, in characters. */
export const CONTENT_LIMITS = {
  name: 200,
  title: 200,
  author: 100,
  shortDescription: 500,
  description: 10_000,
  blogContent: 50_000,
  topic: 200,
  lessonTitle: 200,
  meetingId: 100,
  meetingPass: 100,
  link: 2000,
} as const;

/** Course topics ("Topics Covered"): at least one, at most this many. */
export const MAX_COURSE_TOPICS = 50;
/** Lessons in one course, and the longest lesson in minutes. */
export const MAX_COURSE_LESSONS = 100;
export const MAX_LESSON_MINUTES = 600;
/** Prices are whole rupees from 0 (free) to this. */
export const MAX_PRICE_RUPEES = 100_000;
/** Derived short descriptions (when none is given) are cut to this many characters. */
export const DERIVED_SHORT_DESCRIPTION_LENGTH = 160;

export const WEBINAR_PLATFORMS = ['meet', 'zoom'] as const;
export type WebinarPlatform = (typeof WEBINAR_PLATFORMS)[number];
export const WEBINAR_PLATFORM_LABELS: Record<WebinarPlatform, string> = { meet: 'Google Meet', zoom: 'Zoom' };

export const BLOG_DELETED_MESSAGE = 'Blog deleted successfully';
export const COURSE_DELETED_MESSAGE = 'Course deleted successfully';
export const WEBINAR_DELETED_MESSAGE = 'Webinar deleted successfully';
export const WEBINAR_PAYMENT_REQUIRED_MESSAGE = 'Payment required to access this webinar.';

const squash = (value: string) => value.toLowerCase().replace(/[^a-z]/g, '');

const CATEGORY_ALIASES: Record<string, Category> = {
  ...Object.fromEntries(CATEGORIES.map((category) => [squash(category), category])),
  ...Object.fromEntries(CATEGORIES.map((category) => [squash(CATEGORY_LABELS[category]), category])),
  anxiety: 'Depression',
  anxietyanddepression: 'Depression',
  couples: 'Couple',
  relationship: 'Couple',
  relationships: 'Couple',
  sexualwellness: 'Sexual',
  sexualhealth: 'Sexual',
};

/** 'parenting', 'Anxiety & Depression', 'Sexual wellness' → the canonical category; null if unknown. */
export function normaliseCategory(value: string): Category | null {
  return CATEGORY_ALIASES[squash(value)] ?? null;
}

/** 'Google meet', 'google-meet', 'Meet', 'ZOOM' → 'meet' | 'zoom'; null if neither. */
export function normalisePlatform(value: string): WebinarPlatform | null {
  const key = squash(value);
  if (key === 'meet' || key === 'googlemeet' || key === 'gmeet') return 'meet';
  if (key === 'zoom') return 'zoom';
  return null;
}

/** Whole rupees from a number or a digits-only string ("499", " 0 "); null for anything else. */
export function parseRupees(value: number | string): number | null {
  const amount = typeof value === 'number' ? value : /^\s*\d{1,9}\s*$/.test(value) ? Number(value) : NaN;
  return Number.isInteger(amount) && amount >= 0 && amount <= MAX_PRICE_RUPEES ? amount : null;
}

/** Course topics from a list or a comma-separated text: trimmed, empty entries dropped. */
export function splitTopics(value: string | readonly string[]): string[] {
  const items = typeof value === 'string' ? value.split(',') : value;
  return items.map((item) => item.trim()).filter((item) => item !== '');
}

/** A short description from a longer text: whitespace collapsed, cut at a word with '…'. */
export function deriveShortDescription(text: string, length = DERIVED_SHORT_DESCRIPTION_LENGTH): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= length) return flat;
  const cut = flat.slice(0, length);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > length / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s.,;:!?-]+$/, '')}…`;
}

/** A real calendar day 'YYYY-MM-DD' (no 2026-02-30). */
export function isCalendarDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00.000Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

/** 'HH:mm' (24-hour) from 'H:mm' or 'HH:mm'; null if not a time of day. */
export function normaliseTimeOfDay(value: string): string | null {
  const match = /^\s*(\d{1,2}):(\d{2})\s*$/.exec(value);
  if (!match) return null;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  if (hours > 23 || minutes > 59) return null;
  return `${String(hours).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`;
}

/** Site-relative image paths of the shipped demo content: '/images/…', no '..'. */
export function isSiteImagePath(value: string): boolean {
  return /^\/images\/[A-Za-z0-9/_.-]+$/.test(value) && !value.includes('..');
}

/** An absolute http(s) link with a host name: 'https://meet.google.com/abc-defg-hij'. */
export function isHttpUrl(value: string): boolean {
  return /^https?:\/\/[a-z0-9-]+(\.[a-z0-9-]+)*(:\d{1,5})?([/?#]\S*)?$/i.test(value);
}
