import { Loader } from '../../../components/loader.tsx';
import { StatusMessage } from '../../../components/status-message.tsx';
import { useAvailability } from '../api/get-availability.ts';
import { AvailabilityEditor } from './availability-editor.tsx';

/** Loads a calendar, then hands it to the editor as its starting draft. */
export function AvailabilityPanel({ counsellorId }: { counsellorId: string | null }) {
  const availability = useAvailability(counsellorId);
  if (availability.isPending) return <Loader label="Loading the hours" />;
  if (availability.isError) {
    return <StatusMessage kind="error">Could not load the hours. Please reload the page.</StatusMessage>;
  }
  return (
    <AvailabilityEditor
      key={counsellorId ?? 'mine'}
      counsellorId={counsellorId}
      initial={availability.data}
    />
  );
}
