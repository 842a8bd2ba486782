import { useState } from 'react';
import type { FailedPhoneMessage } from '@sukoon/contract/phones';
import { Loader } from '../../components/loader.tsx';
import { PageMeta } from '../../components/page-meta.tsx';
import { StatusMessage } from '../../components/status-message.tsx';
import { m } from '../../paraglide/messages.js';
import { useFailedPhoneMessages } from './api/get-failed-phone-messages.ts';
import { useRetryPhoneMessage } from './api/retry-phone-message.ts';
import { FailedMessageList } from './components/failed-message-list.tsx';
import { retryNoticeOf, type RetryNotice } from './lib/failed-message-words.ts';

/** `/admin/phone-messages`: SMS and WhatsApp messages that gave up after every try (issue 30). */
export default function AdminFailedMessagesPage() {
  const messages = useFailedPhoneMessages();
  const retry = useRetryPhoneMessage();
  // Kept on the page, not the row: a message sent again leaves the list, and what happened stays said.
  const [notice, setNotice] = useState<RetryNotice | null>(null);

  const tryAgain = (message: FailedPhoneMessage) => {
    setNotice(null);
    retry.mutate(message, {
      onSuccess: () => setNotice(retryNoticeOf(message, null)),
      onError: (error) => setNotice(retryNoticeOf(message, error)),
    });
  };

  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6">
      <PageMeta title={m.phones_admin_title()} />
      <h1 className="font-serif text-3xl text-brand-800">{m.phones_admin_title()}</h1>
      <p className="mt-2 max-w-3xl text-slate-700">{m.phones_admin_intro()}</p>
      <div className="mt-6 space-y-4">
        {notice ? <StatusMessage kind={notice.kind}>{notice.text}</StatusMessage> : null}
        {messages.isPending ? (
          <Loader label={m.phones_admin_loading()} />
        ) : messages.isError ? (
          <StatusMessage kind="error">{m.phones_admin_load_failed()}</StatusMessage>
        ) : messages.data.length === 0 ? (
          <p className="rounded-2xl bg-white p-6 text-slate-700 ring-1 ring-sand-200">
            {m.phones_admin_empty()}
          </p>
        ) : (
          <FailedMessageList
            messages={messages.data}
            retryingId={retry.isPending ? retry.variables._id : undefined}
            onRetry={tryAgain}
          />
        )}
      </div>
    </div>
  );
}
