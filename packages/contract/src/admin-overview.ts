import { z } from 'zod';

/**
 * The admin home's "today": the work waiting, and what is not set up yet (issue 35). Each setup
 * item is one thing an operator configures; `done` says whether this server has it.
 */
export const ADMIN_SETUP_ITEMS = [
  'contacts',
  'grievance_officer',
  'seller',
  'gstin',
  'mail',
  'payments',
  'turn',
] as const;
export type AdminSetupItem = (typeof ADMIN_SETUP_ITEMS)[number];

/** A request whose session starts within this many hours counts as about to expire unanswered. */
export const EXPIRING_SOON_HOURS = 3;

export const adminOverviewResponse = z.object({
  /** Paid requests nobody has accepted or declined yet, sessions still ahead. */
  waitingRequests: z.number().int(),
  /** Of those, the ones starting within EXPIRING_SOON_HOURS: refunded if nobody answers. */
  expiringSoon: z.number().int(),
  /** Counsellors invited but without a password or Google sign-in yet. */
  counsellorsNotJoined: z.number().int(),
  setup: z.array(z.object({ item: z.enum(ADMIN_SETUP_ITEMS), done: z.boolean() })),
});
export type AdminOverview = z.infer<typeof adminOverviewResponse>;
