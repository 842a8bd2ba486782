import { useMutation } from '@tanstack/react-query';
import { saveFile } from '../../../lib/save-file.ts';
import type { MonthRange } from '../lib/report-months.ts';
import { fetchRevenueCsv } from './get-revenue-report.ts';

/**
 * Saves the API's CSV of the range as `revenue-2026-04-to-2026-11.csv`. Its column headers stay
 * English in every language: the file is data for accountants' tools, not a page (issue 20).
 */
export async function exportRevenueCsv(range: MonthRange): Promise<void> {
  saveFile(`revenue-${range.from}-to-${range.to}.csv`, await fetchRevenueCsv(range));
}

export const useExportRevenueCsv = () => useMutation({ mutationFn: exportRevenueCsv });
