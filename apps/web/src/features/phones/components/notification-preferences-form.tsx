import { Suspense, lazy, useState } from 'react';
import { Link } from 'react-router';
import {
  notificationPreferencesWrite,
  type NotificationPreferences,
  type NotificationPreferencesResponse,
  type NotificationPreferencesWrite,
} from '@sukoon/contract/phones';
import { Button } from '../../../components/button.tsx';
import { ContractForm } from '../../../components/form/contract-form.tsx';
import { useContractForm } from '../../../components/form/use-contract-form.ts';
import { StatusMessage } from '../../../components/status-message.tsx';
import { useSaveNotificationPreferences } from '../api/save-notification-preferences.ts';
import {
  canChoose,
  channelsOn,
  initialChoices,
  joinWithAnd,
  SWITCHABLE_CHANNELS,
  type SwitchableChannel,
} from '../lib/channels.ts';
import { formatPhone } from '../lib/phone-number.ts';
import { ChannelSwitch } from './channel-switch.tsx';
import { m } from '../../../paraglide/messages.js';

// Push talks to the browser (its permission, the worker): its own chunk, so the critical path of /
// need not name it among this page's.
const PushSwitch = lazy(() => import('./push-switch.tsx').then((module) => ({ default: module.PushSwitch })));

export const VERIFY_PHONE_PATH = '/notifications/phone?next=/notifications/settings';

const TEXT_LINK =
  'font-semibold text-brand-800 underline decoration-brand-200 underline-offset-4 hover:decoration-brand-700';

const CHANNEL_NAMES: Record<SwitchableChannel, () => string> = {
  email: () => m.phones_channel_email(),
  sms: () => m.phones_channel_sms(),
  whatsapp: () => m.phones_channel_whatsapp(),
};

type Notice = { kind: 'success' | 'error'; text: string } | null;

function savedText(choices: NotificationPreferences): string {
  const names = channelsOn(choices).map((channel) => CHANNEL_NAMES[channel]());
  return names.length > 0
    ? m.phones_saved_some({ channels: joinWithAnd(names, m.phones_and()) })
    : m.phones_saved_none();
}

/** E-mail, SMS and WhatsApp on or off, saved together; push on this device acts at once. */
export function NotificationPreferencesForm({
  answer,
  email,
}: {
  answer: NotificationPreferencesResponse;
  /** The account's address, to say where e-mail goes (when the caller knows it). */
  email?: string;
}) {
  const { verifiedPhone } = answer;
  const form = useContractForm({
    schema: notificationPreferencesWrite,
    initial: () => initialChoices(answer),
  });
  const save = useSaveNotificationPreferences();
  const [notice, setNotice] = useState<Notice>(null);

  function submit() {
    setNotice(null);
    const { email: byEmail, sms, whatsapp } = form.values;
    // Without a verified number the phone channels are left as they are: nothing to choose yet.
    const request: NotificationPreferencesWrite = verifiedPhone
      ? { email: byEmail, sms, whatsapp }
      : { email: byEmail };
    save.mutate(request, {
      onSuccess: (saved) => setNotice({ kind: 'success', text: savedText(initialChoices(saved)) }),
      onError: () => setNotice({ kind: 'error', text: m.phones_save_error() }),
    });
  }

  function detailOf(channel: SwitchableChannel) {
    if (channel === 'email') {
      return email ? m.phones_channel_email_detail({ email }) : m.phones_channel_email_detail_plain();
    }
    if (canChoose(channel, verifiedPhone))
      return m.phones_channel_phone_detail({ phone: formatPhone(verifiedPhone) });
    return (
      <>
        {m.phones_needs_number()}{' '}
        <Link to={VERIFY_PHONE_PATH} className={TEXT_LINK}>
          {m.phones_needs_number_link()}
        </Link>
      </>
    );
  }

  return (
    <ContractForm form={form} onValid={submit} className="space-y-6">
      <fieldset>
        <legend className="font-serif text-xl text-brand-800">{m.phones_channels_legend()}</legend>
        <div className="mt-2 divide-y divide-sand-200 border-y border-sand-200">
          {SWITCHABLE_CHANNELS.map((channel) => (
            <ChannelSwitch
              key={channel}
              label={CHANNEL_NAMES[channel]()}
              detail={detailOf(channel)}
              checked={form.values[channel]}
              disabled={!canChoose(channel, verifiedPhone)}
              onChange={(checked) => {
                setNotice(null);
                form.setValue(channel, checked);
              }}
            />
          ))}
          <Suspense fallback={null}>
            <PushSwitch isChosen={answer.push} />
          </Suspense>
        </div>
      </fieldset>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
        <Button type="submit" disabled={save.isPending} className="sm:min-w-40">
          {save.isPending ? m.phones_saving() : m.phones_save()}
        </Button>
        <div className="flex-1">
          <StatusMessage kind={notice?.kind ?? 'info'}>{notice?.text}</StatusMessage>
        </div>
      </div>
    </ContractForm>
  );
}
