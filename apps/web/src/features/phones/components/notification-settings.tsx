import { Loader } from '../../../components/loader.tsx';
import { StatusMessage } from '../../../components/status-message.tsx';
import { useNotificationPreferences } from '../api/get-notification-preferences.ts';
import { NotificationPreferencesForm } from './notification-preferences-form.tsx';
import { m } from '../../../paraglide/messages.js';

/** The settings page's body: the choices, what the messages carry, and how to stop them. */
export function NotificationSettings({ email }: { email?: string }) {
  const preferences = useNotificationPreferences();
  return (
    <div className="space-y-8">
      {preferences.isPending ? (
        <Loader label={m.phones_settings_loading()} />
      ) : preferences.isError ? (
        <StatusMessage kind="error">{m.phones_settings_load_error()}</StatusMessage>
      ) : (
        // A number verified or removed since the form opened starts it again with what it unlocks.
        <NotificationPreferencesForm
          key={preferences.data.verifiedPhone}
          answer={preferences.data}
          email={email}
        />
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <section aria-labelledby="phones-privacy" className="rounded-xl bg-sand-50 p-4">
          <h2 id="phones-privacy" className="font-semibold text-brand-900">
            {m.phones_privacy_title()}
          </h2>
          <p className="mt-1 text-sm text-slate-800">{m.phones_privacy_body()}</p>
        </section>
        <section aria-labelledby="phones-stop" className="rounded-xl bg-sand-50 p-4">
          <h2 id="phones-stop" className="font-semibold text-brand-900">
            {m.phones_stop_title()}
          </h2>
          <p className="mt-1 text-sm text-slate-800">{m.phones_stop_body()}</p>
        </section>
      </div>
    </div>
  );
}
