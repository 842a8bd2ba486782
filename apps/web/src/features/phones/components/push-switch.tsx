import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { StatusMessage } from '../../../components/status-message.tsx';
import { usePublicConfig } from '../../../lib/public-config.ts';
import { isPushOnThisDevice, pushAvailability, turnPushOff, turnPushOn } from '../../../lib/web-push.ts';
import { NOTIFICATION_PREFERENCES_KEY } from '../api/get-notification-preferences.ts';
import { ChannelSwitch } from './channel-switch.tsx';
import { m } from '../../../paraglide/messages.js';

type Notice = { kind: 'success' | 'error'; text: string } | null;

/**
 * Push on this device: it acts at once rather than on "Save", since turning it on needs the
 * browser's own permission prompt, which must follow the person's tap.
 */
export function PushSwitch({ isChosen }: { isChosen: boolean }) {
  const queryClient = useQueryClient();
  const vapidPublicKey = usePublicConfig().data?.vapidPublicKey;
  const availability = pushAvailability();
  const [isOnDevice, setIsOnDevice] = useState<boolean | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  const [notice, setNotice] = useState<Notice>(null);

  useEffect(() => {
    void isPushOnThisDevice().then(setIsOnDevice);
  }, []);

  async function change(on: boolean) {
    setIsBusy(true);
    setNotice(null);
    try {
      if (!on) {
        await turnPushOff();
        setIsOnDevice(false);
        setNotice({ kind: 'success', text: m.phones_push_turned_off() });
      } else if (vapidPublicKey && (await turnPushOn(vapidPublicKey))) {
        setIsOnDevice(true);
        setNotice({ kind: 'success', text: m.phones_push_turned_on() });
      } else setNotice({ kind: 'error', text: m.phones_push_refused() });
      await queryClient.invalidateQueries({ queryKey: NOTIFICATION_PREFERENCES_KEY });
    } catch {
      setNotice({ kind: 'error', text: m.phones_save_error() });
    } finally {
      setIsBusy(false);
    }
  }

  const detail =
    availability === 'unsupported'
      ? m.phones_push_unsupported()
      : availability === 'blocked'
        ? m.phones_push_blocked()
        : m.phones_channel_push_detail();
  return (
    <div>
      <ChannelSwitch
        label={m.phones_channel_push()}
        detail={detail}
        checked={isChosen && isOnDevice === true}
        disabled={availability !== 'available' || isBusy || isOnDevice === null || !vapidPublicKey}
        onChange={(checked) => void change(checked)}
      />
      {notice && <StatusMessage kind={notice.kind}>{notice.text}</StatusMessage>}
    </div>
  );
}
