import {
  WEBINAR_DELETED_MESSAGE,
  WEBINAR_PAYMENT_REQUIRED_MESSAGE,
  type CreateWebinar,
  type PublicWebinar,
  type UpdateWebinar,
  type WebinarDetail,
} from '@sukoon/contract';
import type { DbOrTx } from '../../db/client.ts';
import type { AuthenticatedUser } from '../../plugins/auth.ts';
import { forbidden, notFound } from '../../lib/app-error.ts';
import { istInstant } from '../../lib/ist.ts';
import type { CanAccessPaidWebinar } from './webinar-access.ts';
import {
  findLiveWebinar,
  insertWebinar,
  listLiveWebinars,
  lockLiveWebinar,
  softDeleteWebinar,
  updateLiveWebinar,
  type WebinarRow,
} from './webinars-repository.ts';

const WEBINAR_NOT_FOUND = 'Webinar not found.';

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
  canAccessPaidWebinar: CanAccessPaidWebinar;
}

export type WebinarsService = ReturnType<typeof createWebinarsService>;

export function createWebinarsService(
  { db, now }: { db: DbOrTx; now: () => Date },
  { canAccessPaidWebinar }: WebinarsServiceDeps,
) {
  return {
    async listWebinars(): Promise<PublicWebinar[]> {
      return (await listLiveWebinars(db)).map(toPublicWebinar);
    },

    async listWebinarsWithDetails(): Promise<WebinarDetail[]> {
      return (await listLiveWebinars(db)).map(toWebinarDetail);
    },

    /** Admins and free webinars: always; paid webinars: only with a paid seat. */
    async getWebinarForViewer(id: string, viewer: AuthenticatedUser): Promise<WebinarDetail> {
      const row = await findLiveWebinar(db, id);
      if (!row) throw notFound(WEBINAR_NOT_FOUND);
      const mayView =
        viewer.role === 'admin' || row.priceRupees === 0 || (await canAccessPaidWebinar(viewer.id, row.id));
      if (!mayView) throw forbidden(WEBINAR_PAYMENT_REQUIRED_MESSAGE);
      return toWebinarDetail(row);
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

    async deleteWebinar(id: string): Promise<{ message: string }> {
      if (!(await softDeleteWebinar(db, id, now()))) throw notFound(WEBINAR_NOT_FOUND);
      return { message: WEBINAR_DELETED_MESSAGE };
    },
  };
}
