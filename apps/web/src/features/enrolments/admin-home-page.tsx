import { useMemo, useState, type ReactNode } from 'react';
import { Download } from 'lucide-react';
import { readIstClock } from '@sukoon/contract/ist';
import { Button } from '../../components/button.tsx';
import { Loader } from '../../components/loader.tsx';
import { PageMeta } from '../../components/page-meta.tsx';
import { StatusMessage } from '../../components/status-message.tsx';
import { useAllEnrolments } from './api/get-all-enrolments.ts';
import { ALL_COURSES, CourseNameFilter } from './components/course-name-filter.tsx';
import { EnrolmentCards } from './components/enrolment-cards.tsx';
import { EnrolmentTable } from './components/enrolment-table.tsx';
import { EnrolmentTotals } from './components/enrolment-totals.tsx';
import { downloadTextFile } from './lib/download-file.ts';
import { enrolmentsToCsv } from './lib/enrolments-csv.ts';

/**
 * /admin-home: every course enrolment, filtered by course, with a CSV download; `revenue` is the
 * revenue figure the app's route module brings from the reports (all purposes, not only courses).
 */
export function AdminHomePage({ revenue }: { revenue: ReactNode }) {
  const enrolments = useAllEnrolments();
  const [courseName, setCourseName] = useState(ALL_COURSES);
  const all = useMemo(() => enrolments.data ?? [], [enrolments.data]);
  const names = useMemo(
    () => [...new Set(all.map((enrolment) => enrolment.courseName))].sort((a, b) => a.localeCompare(b)),
    [all],
  );
  const shown =
    courseName === ALL_COURSES ? all : all.filter((enrolment) => enrolment.courseName === courseName);

  function downloadCsv() {
    const day = readIstClock(new Date()).today;
    downloadTextFile(`enrolments-${day}.csv`, enrolmentsToCsv(shown), 'text/csv;charset=utf-8');
  }

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-8 px-4 py-10">
      <PageMeta title="Enrolments" description="Course enrolments, revenue and a CSV export." />
      <div>
        <h1 className="font-serif text-3xl text-brand-800">Enrolments</h1>
        <p className="mt-2 text-slate-700">Every paid course enrolment, newest first.</p>
      </div>
      {enrolments.isPending ? (
        <Loader label="Loading enrolments" />
      ) : enrolments.isError ? (
        <StatusMessage kind="error">We could not load the enrolments. Please try again later.</StatusMessage>
      ) : (
        <>
          <div className="flex flex-wrap items-end justify-between gap-4">
            <CourseNameFilter names={names} value={courseName} onChange={setCourseName} />
            <Button variant="secondary" onClick={downloadCsv} disabled={shown.length === 0}>
              <Download aria-hidden="true" className="size-4" />
              Download CSV
            </Button>
          </div>
          <EnrolmentTotals count={shown.length} revenue={revenue} />
          {shown.length === 0 ? (
            <p className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-10 text-center text-slate-700">
              No enrolments yet.
            </p>
          ) : (
            <>
              <div className="hidden sm:block">
                <EnrolmentTable enrolments={shown} />
              </div>
              <div className="sm:hidden">
                <EnrolmentCards enrolments={shown} />
              </div>
            </>
          )}
        </>
      )}
    </div>
  );
}
