import { useState } from 'react';
import { COUNSELLOR_MESSAGES, SESSION_NOTES_MAX_LENGTH } from '@sukoon/contract/counsellors';
import { Button } from '../../../components/button.tsx';
import { TextAreaField } from '../../../components/form-field.tsx';
import { Loader } from '../../../components/loader.tsx';
import { StatusMessage } from '../../../components/status-message.tsx';
import { useSaveSessionNotes, useSessionNotes } from '../api/session-notes.ts';

/** The counsellor's private notes on one session: read when opened, saved on request. */
export function SessionNotes({ appointmentId, label }: { appointmentId: string; label: string }) {
  const saved = useSessionNotes(appointmentId);
  if (saved.isPending) return <Loader label="Loading your notes" className="py-4" />;
  if (saved.isError) {
    return <StatusMessage kind="error">Could not load your notes. Please try again later.</StatusMessage>;
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
        onSuccess: () => setResult({ kind: 'success', text: COUNSELLOR_MESSAGES.notesSaved }),
        // What was typed stays in the box.
        onError: (error) => setResult({ kind: 'error', text: error.message }),
      },
    );
  }

  return (
    <div className="flex flex-col gap-3">
      <TextAreaField
        label={label}
        hint="Only you can read these notes."
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
          {save.isPending ? 'Saving...' : 'Save notes'}
        </Button>
      </div>
      <StatusMessage kind={result?.kind ?? 'info'}>{result?.text}</StatusMessage>
    </div>
  );
}
