import { useEffect, useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import {
  fetchMyAppointments,
  myAppointmentsKey,
} from '../../features/appointments/api/get-my-appointments.ts';
import { ConnectionNote } from '../../features/offline/components/connection-note.tsx';
import { UpdatePrompt } from '../../features/offline/components/update-prompt.tsx';
import { useAppWorker } from '../../features/offline/hooks/use-app-worker.ts';
import { useOnline } from '../../features/offline/hooks/use-online.ts';
import { saveSessionsCopy, toSessionsCopy } from '../../features/offline/lib/sessions-copy.ts';
import { useAuthToken } from '../../lib/auth-token.ts';
import { watchInstallOffer } from '../../lib/install-prompt.ts';
import { forgetThisDevice } from '../../lib/this-device.ts';

/** How fresh the offline copy of a client's sessions is kept: at most one small request this often. */
const COPY_REFRESH_MS = 10 * 60 * 1000;

/**
 * Keeps this phone's offline copy of the signed-in client's upcoming sessions (features/offline),
 * from the same answer the sessions page reads. A counsellor or admin has none to keep.
 */
function useSessionsCopy(isEnabled: boolean): void {
  const { data } = useQuery({
    queryKey: myAppointmentsKey,
    queryFn: ({ signal }) => fetchMyAppointments(signal),
    enabled: isEnabled,
    staleTime: COPY_REFRESH_MS,
    retry: false,
  });
  useEffect(() => {
    if (isEnabled && data) void saveSessionsCopy(toSessionsCopy(data, new Date())).catch(() => undefined);
  }, [isEnabled, data]);
}

/**
 * When the account changes (sign-in, sign-out, here or in another tab), what this device kept for
 * the last person goes: the offline copy of their sessions and the push subscription. Watched
 * here, after load, so the critical path of / carries none of it.
 */
function useForgetOnAccountChange(token: string | null): void {
  const previous = useRef(token);
  useEffect(() => {
    const ending = previous.current;
    previous.current = token;
    if (ending === token) return;
    // At sign-out the server forgets the device with the session being ended.
    void forgetThisDevice(token === null ? ending : null);
  }, [token]);
}

/**
 * The installed app's side of every page, loaded after the page (root-layout.tsx): the service
 * worker registered after load, a gentle prompt when a new version is ready, a quiet note while
 * offline, and the offline copy of the person's sessions, forgotten when the account changes.
 */
export default function AppCompanion() {
  const online = useOnline();
  const token = useAuthToken();
  const { pathname } = useLocation();
  const { updateReady, applyUpdate } = useAppWorker();
  useEffect(watchInstallOffer, []);
  useForgetOnAccountChange(token);
  useSessionsCopy(online && token !== null);
  if (updateReady) return <UpdatePrompt onUpdate={applyUpdate} />;
  // The offline page says it itself.
  if (!online && pathname !== '/offline') return <ConnectionNote />;
  return null;
}
