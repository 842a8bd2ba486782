import { useState } from 'react';
import { AdminContentScreen } from '../../components/admin-content-screen.tsx';
import { MessageWithUserContent } from '../../components/message-with-user-content.tsx';
import { PlatformMark } from '../../components/platform-banner.tsx';
import { useListPaging } from '../../lib/use-list-paging.ts';
import { m } from '../../paraglide/messages.js';
import { useCreateWebinar } from './api/create-webinar.ts';
import { useDeleteWebinar } from './api/delete-webinar.ts';
import { useAdminWebinars } from './api/get-admin-webinars.ts';
import { useUpdateWebinar } from './api/update-webinar.ts';
import { WebinarForm } from './components/webinar-form.tsx';
import {
  formatWebinarDate,
  formatWebinarTime,
  isUpcoming,
  webinarPriceRupees,
} from './lib/webinar-schedule.ts';

const ADMIN_PAGE_SIZE = 20;

export default function AdminWebinarsPage() {
  const paging = useListPaging();
  const webinars = useAdminWebinars({ page: paging.page, limit: ADMIN_PAGE_SIZE, q: paging.q || undefined });
  const [now] = useState(() => Date.now());
  return (
    <AdminContentScreen
      texts={{
        title: m.staff_webinars_title(),
        description: m.staff_webinars_description(),
        add: m.staff_webinars_add(),
        edit: m.staff_webinars_edit(),
        remove: m.staff_webinars_delete(),
        removeText: (name) => m.staff_webinars_delete_text({ name }),
        search: m.staff_webinars_search(),
        loading: m.staff_webinars_loading(),
        loadFailed: m.staff_webinars_load_failed(),
        noun: m.staff_webinars_noun(),
        empty: m.staff_webinars_empty(),
        noneMatch: (
          <MessageWithUserContent
            message={(query) => m.staff_webinars_none_match({ query })}
            content={paging.q}
          />
        ),
      }}
      paging={paging}
      list={webinars}
      editor={{
        create: useCreateWebinar(),
        update: useUpdateWebinar(),
        remove: useDeleteWebinar(),
        nameOf: (webinar) => webinar.title,
        deletedText: m.staff_webinars_deleted(),
        noticeMs: 4000,
      }}
      media={(webinar) => <PlatformMark platform={webinar.platform} className="size-12" />}
      details={(webinar) => {
        const price = webinarPriceRupees(webinar.price);
        return (
          <>
            <p className="text-sm text-slate-700">
              {formatWebinarDate(webinar)}, {formatWebinarTime(webinar)} ·{' '}
              {price > 0 ? `₹${price}` : m.staff_webinars_free()} ·{' '}
              {isUpcoming(webinar, now) ? m.staff_webinars_upcoming() : m.staff_webinars_expired()}
            </p>
            <p data-user-content className="text-sm text-slate-600">
              {webinar.presenter}
            </p>
          </>
        );
      }}
      form={WebinarForm}
    />
  );
}
