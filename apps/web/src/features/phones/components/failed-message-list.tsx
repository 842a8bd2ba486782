import type { FailedPhoneMessage } from '@sukoon/contract/phones';
import { RotateCw } from 'lucide-react';
import { Button } from '../../../components/button.tsx';
import { formatDateTime } from '../../../lib/dates.ts';
import { m } from '../../../paraglide/messages.js';
import { PHONE_CHANNEL_WORDS, PHONE_EVENT_WORDS } from '../lib/failed-message-words.ts';

const CHANNEL_BADGE: Record<FailedPhoneMessage['channel'], string> = {
  sms: 'bg-sky-50 text-sky-900 ring-sky-200',
  whatsapp: 'bg-emerald-50 text-emerald-900 ring-emerald-200',
};

/**
 * One message that gave up per row: what it was about, to whom, how often it was tried, the
 * provider's last answer and when the tries stopped, with its own "Try again".
 */
export function FailedMessageList({
  messages,
  retryingId,
  onRetry,
}: {
  messages: FailedPhoneMessage[];
  /** The message whose "Try again" is on its way, if any. */
  retryingId: string | undefined;
  onRetry: (message: FailedPhoneMessage) => void;
}) {
  return (
    <ul
      aria-label={m.phones_admin_title()}
      className="divide-y divide-sand-200 rounded-2xl bg-white ring-1 ring-sand-200"
    >
      {messages.map((message) => {
        const event = PHONE_EVENT_WORDS[message.event]();
        const channel = PHONE_CHANNEL_WORDS[message.channel]();
        const isRetrying = retryingId === message._id;
        return (
          <li key={message._id} className="grid gap-3 p-4 text-sm sm:grid-cols-[1fr_auto] sm:gap-6">
            <div className="min-w-0 space-y-2">
              <p className="flex flex-wrap items-center gap-2">
                <span
                  className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ${CHANNEL_BADGE[message.channel]}`}
                >
                  {channel}
                </span>
                <span className="font-medium text-slate-900">{event}</span>
              </p>
              <dl className="grid max-w-xl grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-slate-700 sm:grid-cols-[auto_1fr_auto_1fr]">
                <dt className="text-slate-600">{m.phones_admin_to()}</dt>
                <dd>{m.phones_admin_number_ending({ digits: message.toLastDigits })}</dd>
                <dt className="text-slate-600">{m.phones_admin_tries()}</dt>
                <dd>{message.attempts}</dd>
                <dt className="text-slate-600">{m.phones_admin_gave_up()}</dt>
                <dd className="sm:col-span-3">
                  <time dateTime={message.failedAt}>{formatDateTime(message.failedAt)}</time>
                </dd>
              </dl>
              <div>
                <p className="text-slate-600">{m.phones_admin_last_error()}</p>
                {/* The provider's own words, in its language whatever the page's: data, not a text of ours. */}
                {message.lastError ? (
                  <p
                    data-user-content
                    className="mt-1 rounded-lg bg-sand-50 px-3 py-2 font-mono text-xs break-words text-slate-800"
                  >
                    {message.lastError}
                  </p>
                ) : (
                  <p className="mt-1 text-slate-700">{m.phones_admin_no_error()}</p>
                )}
              </div>
            </div>
            <div className="sm:self-start">
              <Button
                variant="secondary"
                className="w-full sm:w-auto"
                disabled={retryingId !== undefined}
                onClick={() => onRetry(message)}
              >
                <RotateCw aria-hidden="true" className={`size-4 ${isRetrying ? 'animate-spin' : ''}`} />
                {isRetrying ? m.phones_admin_retrying() : m.phones_admin_retry()}
                <span className="sr-only">
                  {' '}
                  {m.phones_admin_retry_which({ event, channel, digits: message.toLastDigits })}
                </span>
              </Button>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
