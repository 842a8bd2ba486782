import { Fragment } from 'react';
import type { AdminAppointment } from '@sukoon/contract/appointments';
import { m } from '../../../paraglide/messages.js';

/**
 * An e-mail address that may wrap only after its "@" and before its dots, never mid-word:
 * `asha.kumar@<wbr>example<wbr>.com`.
 */
function WrappableEmail({ email }: { email: string }) {
  const parts = email.split(/(?=\.)|(?<=@)/);
  return (
    <>
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 ? <wbr /> : null}
          {part}
        </Fragment>
      ))}
    </>
  );
}

/**
 * The client's name, e-mail and phone (when one was given), each a link where it can be. The phone
 * link is a full 24 px tall: right under the e-mail link it is otherwise too small a target (WCAG 2.5.8).
 */
export function ClientContact({ client }: { client: AdminAppointment['userId'] }) {
  return (
    <div className="min-w-0">
      <p data-user-content className="font-semibold text-ink">
        {client.firstName}
      </p>
      <p data-user-content className="text-sm text-slate-600">
        <a href={`mailto:${client.email}`} className="underline-offset-2 hover:underline">
          <WrappableEmail email={client.email} />
        </a>
      </p>
      {client.phone ? (
        <p className="text-sm whitespace-nowrap text-slate-600">
          <a
            href={`tel:${client.phone.replace(/[^\d+]/g, '')}`}
            className="inline-block min-h-6 underline-offset-2 hover:underline"
          >
            {client.phone}
          </a>
        </p>
      ) : (
        <p className="text-sm text-slate-500">{m.staff_appointments_no_phone()}</p>
      )}
    </div>
  );
}
