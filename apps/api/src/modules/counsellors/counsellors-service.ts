import type { z } from 'zod';
import {
  pageWindow,
  type AdminCounsellor,
  type AdminCounsellorName,
  type CounsellorProfile,
  type Page,
  type PageQuery,
  type PublicCounsellor,
  type TakenSlot,
  type updateCounsellorBody,
} from '@sukoon/contract';
import type { AppLocale } from '@sukoon/contract/languages';
import type { AppContext } from '../../app-context.ts';
import { AppError, fieldError, notFound } from '../../lib/app-error.ts';
import { createCachedCount } from '../../lib/cached-count.ts';
import type { StaffAccounts } from '../auth/staff-accounts.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { addCounsellorAccount, orNull, type CreateCounsellorInput } from './counsellor-accounts.ts';
import {
  bySoonestFree,
  toAdminCounsellor,
  toCounsellorProfile,
  toPublicCounsellor,
} from './counsellor-views.ts';
import {
  countCounsellors,
  findActiveCounsellor,
  findCounsellor,
  findOpenInvitationExpiries,
  listCounsellorNames,
  listCounsellors,
  listCounsellorsPage,
  updateAccountNames,
  updateCounsellorRow,
  type CounsellorWithAccount,
} from './counsellors-repository.ts';
import type { AvailabilityReader } from './availability.ts';
import { freeSlotsOf, nextFreeOf } from '../../lib/free-slots.ts';
import { issueInvitation, type InvitationsService } from './invitations-service.ts';
import { replyText } from '../../lib/server-texts.ts';

export type UpdateCounsellorInput = z.output<typeof updateCounsellorBody>;

export interface AdminAnswer {
  message: string;
  counsellor: AdminCounsellor;
}

const counsellorNotFound = () => notFound('errors_counsellor_not_found');

/**
 * Counsellors as admins manage them and as everyone else finds them. Nothing here is cached
 * across requests: the public list carries who is free soonest, which every booking changes
 * (`availability` shares one read between requests that arrive together, and no more).
 */
export function createCounsellorsService(
  ctx: Pick<AppContext, 'db' | 'now' | 'tables'> & {
    invitations: InvitationsService;
    availability: AvailabilityReader;
    accounts: StaffAccounts;
  },
) {
  // Migration 0019: moves with every counsellor added or removed, and with the names and e-mails
  // a search reads.
  const countOf = createCachedCount(ctx.tables, 'counsellor_totals');
  async function adminView(id: string): Promise<AdminCounsellor> {
    const row = await findCounsellor(ctx.db, id);
    if (!row) throw counsellorNotFound();
    return toAdminCounsellor(row, (await findOpenInvitationExpiries(ctx.db, [id])).get(id));
  }

  async function insertWithFreeSlug(input: CreateCounsellorInput, retry = true) {
    const now = ctx.now();
    try {
      return await ctx.db.transaction(async (tx) => {
        const counsellor = await addCounsellorAccount(ctx.accounts, tx, input, now);
        return { counsellor, invitation: await issueInvitation(tx, counsellor.id, now) };
      });
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      // Another write took the e-mail (say so) or the slug (take the next one) first.
      if (await ctx.accounts.isEmailTaken(ctx.db, input.email))
        throw fieldError('EMAIL_TAKEN', 'email', 'errors_counsellor_email_taken');
      if (retry) return insertWithFreeSlug(input, false);
      throw error;
    }
  }

  async function publicRows(rows: CounsellorWithAccount[]): Promise<Map<string, TakenSlot | null>> {
    const { calendars, booked, now } = await ctx.availability();
    const ids = new Set(rows.map((row) => row.counsellor.id));
    return nextFreeOf(
      calendars.filter((calendar) => ids.has(calendar.id)),
      booked,
      now,
    );
  }

  return {
    /** The invitation is written in `locale`, the inviting admin's language. */
    async addCounsellor(input: CreateCounsellorInput, locale: AppLocale): Promise<AdminAnswer> {
      const { counsellor, invitation } = await insertWithFreeSlug(input);
      await ctx.invitations.sendInvitation(input.email, input.firstName, invitation, locale);
      return { message: replyText('replies_counsellor_invited'), counsellor: await adminView(counsellor.id) };
    },

    async listForAdmin(): Promise<AdminCounsellor[]> {
      const [rows, expiries] = await Promise.all([
        listCounsellors(ctx.db, false),
        findOpenInvitationExpiries(ctx.db),
      ]);
      return rows.map((row) => toAdminCounsellor(row, expiries.get(row.counsellor.id)));
    },

    /** Every counsellor's id and name: the appointment list's counsellor filter, whatever its size. */
    async listNamesForAdmin(): Promise<AdminCounsellorName[]> {
      return (await listCounsellorNames(ctx.db)).map((row) => ({
        _id: row.id,
        name: `${row.firstName} ${row.lastName}`.trim(),
        active: row.active,
      }));
    },

    /** One page of every counsellor, searched by name or e-mail. */
    async listForAdminPage(query: PageQuery): Promise<Page<AdminCounsellor>> {
      const { page, limit, offset } = pageWindow(query);
      const [rows, total] = await Promise.all([
        listCounsellorsPage(ctx.db, { q: query.q, offset, limit }),
        countOf(query.q ?? '', () => countCounsellors(ctx.db, query.q)),
      ]);
      // The page's own invitations: every counsellor who never joined keeps an open one.
      const expiries = await findOpenInvitationExpiries(
        ctx.db,
        rows.map((row) => row.counsellor.id),
      );
      return {
        items: rows.map((row) => toAdminCounsellor(row, expiries.get(row.counsellor.id))),
        total,
        page,
        limit,
      };
    },

    async updateCounsellor(id: string, input: UpdateCounsellorInput): Promise<AdminAnswer> {
      const { firstName, lastName, registrationNumber, photo, ...profile } = input;
      const now = ctx.now();
      await ctx.db.transaction(async (tx) => {
        const row = await updateCounsellorRow(tx, id, {
          ...profile,
          ...(registrationNumber === undefined ? {} : { registrationNumber: orNull(registrationNumber) }),
          ...(photo === undefined ? {} : { photo: orNull(photo) }),
          updatedAt: now,
        });
        if (!row) throw counsellorNotFound();
        await updateAccountNames(tx, row.userId, { firstName, lastName }, now);
      });
      return { message: replyText('replies_counsellor_saved'), counsellor: await adminView(id) };
    },

    /** Inactive counsellors take no new bookings; the sessions they have stay as they are. */
    async setActive(id: string, active: boolean): Promise<AdminAnswer> {
      if (!(await updateCounsellorRow(ctx.db, id, { active, updatedAt: ctx.now() })))
        throw counsellorNotFound();
      const message = replyText(active ? 'replies_counsellor_activated' : 'replies_counsellor_deactivated');
      return { message, counsellor: await adminView(id) };
    },

    /** A new link for a counsellor who has not joined yet; the older ones stop working. */
    async resendInvitation(id: string, locale: AppLocale): Promise<AdminAnswer> {
      const row = await findCounsellor(ctx.db, id);
      if (!row) throw counsellorNotFound();
      if (row.joined) throw new AppError('INVITATION_USED', 'errors_invite_used');
      const invitation = await ctx.db.transaction((tx) => issueInvitation(tx, id, ctx.now()));
      await ctx.invitations.sendInvitation(row.email, row.firstName, invitation, locale);
      return { message: replyText('replies_counsellor_invite_resent'), counsellor: await adminView(id) };
    },

    async listPublic(): Promise<PublicCounsellor[]> {
      const rows = await listCounsellors(ctx.db, true);
      const nextFree = await publicRows(rows);
      return rows
        .map((row) => toPublicCounsellor(row, nextFree.get(row.counsellor.id) ?? null))
        .sort(bySoonestFree);
    },

    async readProfile(idOrSlug: string): Promise<CounsellorProfile> {
      const row = await findActiveCounsellor(ctx.db, idOrSlug);
      if (!row) throw counsellorNotFound();
      return toCounsellorProfile(row, (await publicRows([row])).get(row.counsellor.id) ?? null);
    },

    async freeSlots(idOrSlug: string): Promise<TakenSlot[]> {
      const row = await findActiveCounsellor(ctx.db, idOrSlug);
      if (!row) throw counsellorNotFound();
      const { calendars, booked, now } = await ctx.availability();
      const calendar = calendars.find((candidate) => candidate.id === row.counsellor.id);
      if (!calendar) throw counsellorNotFound();
      return freeSlotsOf(calendar, booked, now);
    },
  };
}

export type CounsellorsService = ReturnType<typeof createCounsellorsService>;
