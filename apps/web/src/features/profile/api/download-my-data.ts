import { useMutation } from '@tanstack/react-query';
import type { DataExport } from '@sukoon/contract/data-rights';
import { apiRequest } from '../../../lib/api-client.ts';

export const fetchMyData = () => apiRequest<DataExport>('/api/me/export', { auth: true });

/** Hands the browser the export as a file: sukoon-data-YYYY-MM-DD.json. */
function saveAsFile(data: DataExport): void {
  const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `sukoon-data-${data.exportedAt.slice(0, 10)}.json`;
  document.body.append(link);
  link.click();
  link.remove();
  // After the click has handed the file over.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

export const useDownloadMyData = () =>
  useMutation({ mutationFn: async () => saveAsFile(await fetchMyData()) });
