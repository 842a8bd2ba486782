import { Loader } from '../../../components/loader.tsx';
import { StatusMessage } from '../../../components/status-message.tsx';
import { m } from '../../../paraglide/messages.js';
import { useAvailability } from '../api/get-availability.ts';
import { AvailabilityEditor } from './availability-editor.tsx';

/** Loads a calendar, then hands it to the editor as its starting draft. */
export function AvailabilityPanel({ counsellorId }: { counsellorId: string | null }) {
  const availability = useAvailability(counsellorId);
  if (availability.isPending) return <Loader label={m.staff_hours_loading()} />;
  if (availability.isError) {
    return <StatusMessage kind="error">{m.staff_hours_load_failed()}</StatusMessage>;
  }
  return (
    <AvailabilityEditor
      key={counsellorId ?? 'mine'}
      counsellorId={counsellorId}
      initial={availability.data}
    />
  );
}
