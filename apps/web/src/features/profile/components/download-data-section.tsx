import { Download } from 'lucide-react';
import { Button } from '../../../components/button.tsx';
import { StatusMessage } from '../../../components/status-message.tsx';
import { useDownloadMyData } from '../api/download-my-data.ts';

/** "Download my data": everything held about the person, as one JSON file. */
export function DownloadDataSection() {
  const download = useDownloadMyData();
  return (
    <section aria-labelledby="download-data-title" className="space-y-3">
      <h2 id="download-data-title" className="text-lg font-semibold text-brand-800">
        Download my data
      </h2>
      <p className="text-sm text-slate-700">
        A copy of everything we hold about you — your profile, appointments and what you wrote when booking,
        payments, courses, webinars, ratings, certificates and notifications — as one JSON file.
      </p>
      <StatusMessage kind="error">
        {download.isError ? 'We could not prepare your data just now. Please try again.' : null}
      </StatusMessage>
      <Button
        variant="secondary"
        onClick={() => download.mutate()}
        disabled={download.isPending}
        aria-busy={download.isPending}
      >
        <Download aria-hidden="true" className="size-4" />
        {download.isPending ? 'Preparing…' : 'Download my data'}
      </Button>
    </section>
  );
}
