import { Download } from 'lucide-react';
import { Button } from '../../../components/button.tsx';
import { StatusMessage } from '../../../components/status-message.tsx';
import { useDownloadMyData } from '../api/download-my-data.ts';
import { m } from '../../../paraglide/messages.js';

/** "Download my data": everything held about the person, as one JSON file. */
export function DownloadDataSection() {
  const download = useDownloadMyData();
  return (
    <section aria-labelledby="download-data-title" className="space-y-3">
      <h2 id="download-data-title" className="text-lg font-semibold text-brand-800">
        {m.account_download_title()}
      </h2>
      <p className="text-sm text-slate-700">{m.account_download_intro()}</p>
      <StatusMessage kind="error">{download.isError ? m.account_download_error() : null}</StatusMessage>
      <Button
        variant="secondary"
        onClick={() => download.mutate()}
        disabled={download.isPending}
        aria-busy={download.isPending}
      >
        <Download aria-hidden="true" className="size-4" />
        {download.isPending ? m.account_download_preparing() : m.account_download_title()}
      </Button>
    </section>
  );
}
