import { Link } from 'react-router';
import { WifiOff } from 'lucide-react';
import { m } from '../../../paraglide/messages.js';

/** A quiet line at the foot of the screen while the network is gone, pointing to what still works. */
export function ConnectionNote() {
  return (
    <div
      role="status"
      className="fixed inset-x-3 bottom-3 z-40 mx-auto flex max-w-xl items-center gap-3 rounded-2xl bg-brand-900 px-4 py-3 text-sm text-white shadow-lg"
    >
      <WifiOff aria-hidden="true" className="size-5 shrink-0" />
      <p className="min-w-0">
        {m.public_offline_note()}{' '}
        <Link to="/offline" className="font-semibold underline underline-offset-4">
          {m.public_offline_note_link()}
        </Link>
      </p>
    </div>
  );
}
