import { CircleCheck, CircleDashed } from 'lucide-react';
import type { AdminOverview, AdminSetupItem } from '@sukoon/contract/admin-overview';
import { m } from '../../../paraglide/messages.js';

/**
 * Each item: what people would miss, in words, and the variables that set it (data, not text).
 * A secret's own variable is not named: the bundle carries no server secret's name (security test).
 */
const ITEMS: Record<AdminSetupItem, { label: () => string; variables: string }> = {
  contacts: { label: m.staff_setup_contacts, variables: 'CONTACT_PHONE, CONTACT_EMAIL' },
  grievance_officer: {
    label: m.staff_setup_grievance_officer,
    variables: 'GRIEVANCE_OFFICER_NAME, GRIEVANCE_OFFICER_EMAIL',
  },
  seller: { label: m.staff_setup_seller, variables: 'SELLER_LEGAL_NAME, SELLER_ADDRESS' },
  gstin: { label: m.staff_setup_gstin, variables: 'SELLER_GSTIN' },
  mail: { label: m.staff_setup_mail, variables: 'SMTP_URL, MAIL_FROM' },
  payments: { label: m.staff_setup_payments, variables: 'RAZORPAY_KEY_ID and the other RAZORPAY_* keys' },
  turn: { label: m.staff_setup_turn, variables: 'TURN_URLS, TURN_SECRET' },
};

/** What this server has been given, and what is still to do before real people rely on it. */
export function SetupChecklist({ setup }: { setup: AdminOverview['setup'] }) {
  const open = setup.filter((entry) => !entry.done).length;
  return (
    <section aria-labelledby="setup-checklist" className="mt-10">
      <h2 id="setup-checklist" className="font-serif text-2xl text-brand-900">
        {m.staff_setup_title()}
      </h2>
      <p className="mt-2 max-w-2xl text-slate-700">
        {open === 0 ? m.staff_setup_all_done() : m.staff_setup_intro()}
      </p>
      <ul className="mt-4 divide-y divide-sand-200 rounded-2xl bg-white ring-1 ring-sand-200">
        {setup.map(({ item, done }) => (
          <li key={item} className="flex items-start gap-3 p-4">
            {done ? (
              <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
            ) : (
              <CircleDashed aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent-700" />
            )}
            <div className="min-w-0">
              <p className="text-slate-900">
                {ITEMS[item].label()}{' '}
                <span className={done ? 'text-brand-800' : 'font-semibold text-accent-700'}>
                  ({done ? m.staff_setup_done() : m.staff_setup_missing()})
                </span>
              </p>
              {done ? null : (
                <p data-user-content className="mt-1 text-xs break-words text-slate-600">
                  {ITEMS[item].variables}
                </p>
              )}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
