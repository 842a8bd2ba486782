import {
  pageWindow,
  type CreateWebinar,
  type Page,
  type PageQuery,
  type PublicWebinar,
  type UpdateWebinar,
  type WebinarDetail,
} from '@sukoon/contract';
import type { DbOrTx } from '../../db/client.ts';
import type { AuthenticatedUser } from '../../plugins/auth.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { istInstant } from '../../lib/ist.ts';
import type { WebinarSeats } from './webinar-access.ts';
import {
  archiveWebinar,
  countLiveWebinars,
  findKeptWebinar,
  insertWebinar,
  listLiveWebinars,
  listLiveWebinarsPage,
  lockLiveWebinar,
  softDeleteWebinar,
  updateLiveWebinar,
  type WebinarRow,
} from './webinars-repository.ts';
import { createCachedCount, uncachedCount } from '../../lib/cached-count.ts';
import type { TableVersions } from '../../db/table-versions.ts';
import { replyText } from '../../lib/server-texts.ts';

const WEBINAR_NOT_FOUND = 'errors_webinar_not_found';

/** The public shape: built field by field, so meeting details cannot slip in. */
export function toPublicWebinar(row: WebinarRow): PublicWebinar {
  return {
    _id: row.id,
    title: row.title,
    presenter: row.presenter,
    description: row.description,
    date: row.date,
    time: row.time,
    platform: row.platform,
    price: String(row.priceRupees),
    startsAt: row.startsAt.toISOString(),
  };
}

export function toWebinarDetail(row: WebinarRow): WebinarDetail {
  return {
    ...toPublicWebinar(row),
    meetingLink: row.meetingLink,
    meetingId: row.meetingId,
    meetingPass: row.meetingPass,
  };
}

export interface WebinarsServiceDeps {
  seats: WebinarSeats;
}

export type WebinarsService = ReturnType<typeof createWebinarsService>;

export function createWebinarsService(
  { db, now, tables }: { db: DbOrTx; now: () => Date; tables?: TableVersions },
  { seats }: WebinarsServiceDeps,
) {
  const countOf = tables ? createCachedCount(tables, 'webinars') : uncachedCount;
  /** One page of live webinars in the shape `toAnswer` gives, with how many match in all. */
  async function webinarsPage<Answer>(query: PageQuery, toAnswer: (row: WebinarRow) => Answer) {
    const { page, limit, offset } = pageWindow(query);
    const [rows, total] = await Promise.all([
      listLiveWebinarsPage(db, { q: query.q, offset, limit }),
      countOf(query.q ?? '', () => countLiveWebinars(db, query.q)),
    ]);
    return { items: rows.map(toAnswer), total, page, limit };
  }

  return {
    listWebinarsPage: (query: PageQuery): Promise<Page<PublicWebinar>> =>
      webinarsPage(query, toPublicWebinar),

    listWebinarsWithDetailsPage: (query: PageQuery): Promise<Page<WebinarDetail>> =>
      webinarsPage(query, toWebinarDetail),

    async listWebinars(): Promise<PublicWebinar[]> {
      return (await listLiveWebinars(db)).map(toPublicWebinar);
    },

    async listWebinarsWithDetails(): Promise<WebinarDetail[]> {
      return (await listLiveWebinars(db)).map(toWebinarDetail);
    },

    /**
     * Admins and free webinars: always; paid webinars: only with a paid seat. An archived webinar
     * is only for admins and its seat holders, who keep what they paid for.
     */
    async getWebinarForViewer(id: string, viewer: AuthenticatedUser): Promise<WebinarDetail> {
      const row = await findKeptWebinar(db, id);
      if (!row) throw notFound(WEBINAR_NOT_FOUND);
      const isOpen = row.archivedAt === null && row.priceRupees === 0;
      if (isOpen || viewer.role === 'admin' || (await seats.hasSeat(viewer.id, row.id))) {
        return toWebinarDetail(row);
      }
      throw row.archivedAt
        ? notFound(WEBINAR_NOT_FOUND)
        : new AppError('PAYMENT_REQUIRED', 'errors_webinar_payment_required');
    },

    async createWebinar(input: CreateWebinar): Promise<WebinarDetail> {
      const at = now();
      const row = await insertWebinar(db, {
        title: input.title,
        presenter: input.presenter,
        description: input.description,
        date: input.date,
        time: input.time,
        startsAt: istInstant(input.date, input.time),
        platform: input.platform,
        priceRupees: input.price,
        meetingLink: input.meetingLink,
        meetingId: input.meetingId ?? '',
        meetingPass: input.meetingPass ?? '',
        createdAt: at,
        updatedAt: at,
      });
      return toWebinarDetail(row);
    },

    async updateWebinar(id: string, input: UpdateWebinar): Promise<WebinarDetail> {
      const row = await db.transaction(async (tx) => {
        const current = await lockLiveWebinar(tx, id);
        if (!current) return undefined;
        const date = input.date ?? current.date;
        const time = input.time ?? current.time;
        return updateLiveWebinar(tx, id, {
          title: input.title,
          presenter: input.presenter,
          description: input.description,
          date,
          time,
          startsAt: istInstant(date, time),
          platform: input.platform,
          priceRupees: input.price,
          meetingLink: input.meetingLink,
          meetingId: input.meetingId,
          meetingPass: input.meetingPass,
          updatedAt: now(),
        });
      });
      if (!row) throw notFound(WEBINAR_NOT_FOUND);
      return toWebinarDetail(row);
    },

    /** A webinar with seat holders (paid or free) is archived, not deleted: they keep it. */
    async deleteWebinar(id: string): Promise<{ message: string }> {
      const found = await db.transaction(async (tx) => {
        const row = await lockLiveWebinar(tx, id);
        if (!row) return false;
        const remove = (await seats.hasBuyers(tx, row.id)) ? archiveWebinar : softDeleteWebinar;
        await remove(tx, row.id, now());
        return true;
      });
      if (!found) throw notFound(WEBINAR_NOT_FOUND);
      return { message: replyText('replies_webinar_deleted') };
    },
  };
}
