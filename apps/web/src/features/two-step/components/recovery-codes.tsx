import { useState } from 'react';
import { Copy, Download } from 'lucide-react';
import { Button } from '../../../components/button.tsx';
import { StatusMessage } from '../../../components/status-message.tsx';
import { saveFile } from '../../../lib/save-file.ts';
import { m } from '../../../paraglide/messages.js';

/** The ten recovery codes, shown this once (only their hashes are kept), to copy or download. */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const [copied, setCopied] = useState<string | null>(null);
  const text = `${m.staff_two_step_codes_file_title()}\n\n${codes.join('\n')}\n`;

  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(m.staff_two_step_codes_copied());
    } catch {
      setCopied(m.staff_two_step_codes_copy_failed());
    }
  }

  return (
    <div className="space-y-4">
      <StatusMessage kind="success">{m.staff_two_step_now_on()}</StatusMessage>
      <h3 className="font-serif text-lg text-brand-900">{m.staff_two_step_codes_title()}</h3>
      <p className="text-sm text-slate-700">{m.staff_two_step_codes_intro()}</p>
      <ol
        className="grid grid-cols-1 gap-2 rounded-lg bg-sand-100 p-4 font-mono text-base text-ink min-[360px]:grid-cols-2"
        aria-label={m.staff_two_step_codes_title()}
        data-testid="recovery-codes"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ol>
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" onClick={() => void copy()}>
          <Copy aria-hidden="true" className="size-4" />
          {m.staff_two_step_codes_copy()}
        </Button>
        <Button
          variant="secondary"
          onClick={() => saveFile('sukoon-recovery-codes.txt', new Blob([text], { type: 'text/plain' }))}
        >
          <Download aria-hidden="true" className="size-4" />
          {m.staff_two_step_codes_download()}
        </Button>
        <Button onClick={onDone}>{m.staff_two_step_codes_done()}</Button>
      </div>
      <p role="status" className="text-sm text-slate-700">
        {copied}
      </p>
    </div>
  );
}
