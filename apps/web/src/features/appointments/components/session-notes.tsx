import { useState } from 'react';
import { SESSION_NOTES_MAX_LENGTH } from '@sukoon/contract/counsellors';
import { Button } from '../../../components/button.tsx';
import { TextAreaField } from '../../../components/form-field.tsx';
import { Loader } from '../../../components/loader.tsx';
import { StatusMessage } from '../../../components/status-message.tsx';
import { m } from '../../../paraglide/messages.js';
import { useSaveSessionNotes, useSessionNotes } from '../api/session-notes.ts';

/** The counsellor's private notes on one session: read when opened, saved on request. */
export function SessionNotes({ appointmentId, label }: { appointmentId: string; label: string }) {
  const saved = useSessionNotes(appointmentId);
  if (saved.isPending) return <Loader label={m.staff_notes_loading()} className="py-4" />;
  if (saved.isError) {
    return <StatusMessage kind="error">{m.staff_notes_load_failed()}</StatusMessage>;
  }
  return <NotesEditor appointmentId={appointmentId} label={label} initial={saved.data.notes} />;
}

function NotesEditor({
  appointmentId,
  label,
  initial,
}: {
  appointmentId: string;
  label: string;
  initial: string;
}) {
  const [notes, setNotes] = useState(initial);
  const [result, setResult] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);
  const save = useSaveSessionNotes();

  function saveNotes() {
    setResult(null);
    save.mutate(
      { appointmentId, notes },
      {
        onSuccess: () => setResult({ kind: 'success', text: m.staff_notes_saved() }),
        // What was typed stays in the box.
        onError: (error) => setResult({ kind: 'error', text: error.message }),
      },
    );
  }

  return (
    <div className="flex flex-col gap-3">
      <TextAreaField
        label={label}
        hint={m.staff_notes_hint()}
        rows={5}
        maxLength={SESSION_NOTES_MAX_LENGTH}
        value={notes}
        onChange={(event) => {
          setNotes(event.target.value);
          setResult(null);
        }}
      />
      <div className="flex flex-wrap items-center gap-3">
        <Button variant="secondary" onClick={saveNotes} disabled={save.isPending} aria-busy={save.isPending}>
          {save.isPending ? m.staff_saving() : m.staff_notes_save()}
        </Button>
      </div>
      <StatusMessage kind={result?.kind ?? 'info'}>{result?.text}</StatusMessage>
    </div>
  );
}
