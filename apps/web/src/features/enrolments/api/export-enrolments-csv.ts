import { useMutation } from '@tanstack/react-query';
import { readIstClock } from '@sukoon/contract/ist';
import type { AdminEnrolmentFilter } from '@sukoon/contract/list-pages';
import { apiFile } from '../../../lib/api-client.ts';
import { pageSearch } from '../../../lib/page-search.ts';
import { saveFile } from '../../../lib/save-file.ts';

/**
 * GET /api/getallenrolledusers?format=csv[&q&courseId] (admin): every enrolment the filter matches,
 * not only the page on screen, as the API's formula-safe CSV.
 */
export const fetchEnrolmentsCsv = (filter: AdminEnrolmentFilter) =>
  apiFile(`/api/getallenrolledusers?${pageSearch({ ...filter, format: 'csv' })}`, 'text/csv', {
    auth: true,
  });

/** Saves it as `enrolments-2026-11-24.csv` (today in India). */
export async function exportEnrolmentsCsv(filter: AdminEnrolmentFilter): Promise<void> {
  const file = await fetchEnrolmentsCsv(filter);
  saveFile(`enrolments-${readIstClock(new Date()).today}.csv`, file);
}

export const useExportEnrolmentsCsv = () => useMutation({ mutationFn: exportEnrolmentsCsv });
