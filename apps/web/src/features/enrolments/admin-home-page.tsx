import { useState, type ReactNode } from 'react';
import { Download } from 'lucide-react';
import { AdminListPager, AdminListSearch } from '../../components/admin-list-controls.tsx';
import { Button } from '../../components/button.tsx';
import { Loader } from '../../components/loader.tsx';
import { PageMeta } from '../../components/page-meta.tsx';
import { StatusMessage } from '../../components/status-message.tsx';
import { useListPaging } from '../../lib/use-list-paging.ts';
import { m } from '../../paraglide/messages.js';
import { useExportEnrolmentsCsv } from './api/export-enrolments-csv.ts';
import { useEnrolledCourseChoices } from './api/get-enrolled-course-choices.ts';
import { useEnrolmentPage } from './api/get-enrolment-page.ts';
import { ALL_COURSES, CourseNameFilter } from './components/course-name-filter.tsx';
import { EnrolmentCards } from './components/enrolment-cards.tsx';
import { EnrolmentTable } from './components/enrolment-table.tsx';
import { EnrolmentTotals } from './components/enrolment-totals.tsx';

const ADMIN_PAGE_SIZE = 20;
const emptyClass =
  'rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-10 text-center text-slate-700';

/**
 * /admin-home: the course enrolments a page at a time, searched and filtered by course on the
 * server, with a CSV of every match; `revenue` is the revenue figure the app's route module brings
 * from the reports (all purposes, not only courses).
 */
export function AdminHomePage({ revenue }: { revenue: ReactNode }) {
  const paging = useListPaging();
  const [courseId, setCourseId] = useState(ALL_COURSES);
  const filter = { q: paging.q || undefined, courseId: courseId || undefined };
  const enrolments = useEnrolmentPage({ ...filter, page: paging.page, limit: ADMIN_PAGE_SIZE });
  const courses = useEnrolledCourseChoices();
  const exportCsv = useExportEnrolmentsCsv();
  const isFiltered = Boolean(filter.q || filter.courseId);

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-8 px-4 py-10">
      <PageMeta title={m.staff_enrolments_title()} description={m.staff_enrolments_description()} />
      <div>
        <h1 className="font-serif text-3xl text-brand-800">{m.staff_enrolments_title()}</h1>
        <p className="mt-2 text-slate-700">{m.staff_enrolments_intro()}</p>
      </div>
      <div className="flex flex-col gap-4">
        <AdminListSearch label={m.staff_enrolments_search()} paging={paging}>
          <CourseNameFilter
            courses={courses.data ?? []}
            value={courseId}
            onChange={(next) => {
              setCourseId(next);
              paging.setPage(1);
            }}
          />
        </AdminListSearch>
        <div className="flex flex-wrap items-center justify-end gap-4">
          {exportCsv.isError ? <StatusMessage kind="error">{m.staff_export_failed()}</StatusMessage> : null}
          <Button
            variant="secondary"
            onClick={() => exportCsv.mutate(filter)}
            disabled={exportCsv.isPending || !enrolments.data?.total}
          >
            <Download aria-hidden="true" className="size-4" />
            {exportCsv.isPending ? m.staff_preparing() : m.staff_enrolments_download()}
          </Button>
        </div>
      </div>
      {enrolments.isPending ? (
        <Loader label={m.staff_enrolments_loading()} />
      ) : enrolments.isError ? (
        <StatusMessage kind="error">{m.staff_enrolments_load_failed()}</StatusMessage>
      ) : (
        <div className="flex flex-col gap-8" aria-busy={enrolments.isFetching}>
          <EnrolmentTotals count={enrolments.data.total} revenue={revenue} />
          {enrolments.data.items.length === 0 && paging.page === 1 ? (
            <p className={emptyClass}>
              {isFiltered ? m.staff_enrolments_none_match() : m.staff_enrolments_empty()}
            </p>
          ) : (
            <div className={enrolments.isPlaceholderData ? 'opacity-60' : undefined}>
              <div className="hidden sm:block">
                <EnrolmentTable enrolments={enrolments.data.items} />
              </div>
              <div className="sm:hidden">
                <EnrolmentCards enrolments={enrolments.data.items} />
              </div>
              <AdminListPager
                paging={paging}
                total={enrolments.data.total}
                limit={enrolments.data.limit}
                noun={m.staff_enrolments_noun()}
              />
            </div>
          )}
        </div>
      )}
    </div>
  );
}
