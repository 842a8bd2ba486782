import { useState, type FormEvent } from 'react';
import { Send } from 'lucide-react';
import { Button } from '../../../components/button.tsx';
import { TextAreaField, TextField } from '../../../components/form-field.tsx';
import { supportMailbox, useContactDetails } from '../../../lib/public-config.ts';
import { buildContactMailto } from '../build-contact-mailto.ts';
import { m } from '../../../paraglide/messages.js';
import { messageParts } from '../../../lib/message-parts.tsx';

const readField = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value.trim() : '';
};

/**
 * Writes the message into the visitor's own mail app instead of sending it through our server,
 * so nothing they type is stored by us before they choose to send it. Without a configured
 * mailbox there is nowhere to write to, and no form.
 */
export function ContactForm() {
  const [mailtoHref, setMailtoHref] = useState<string | null>(null);
  const mailbox = supportMailbox(useContactDetails());
  if (!mailbox) return null;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const href = buildContactMailto(mailbox, {
      name: readField(form, 'name'),
      email: readField(form, 'email'),
      phone: readField(form, 'phone'),
      message: readField(form, 'message'),
    });
    setMailtoHref(href);
    window.location.assign(href);
  };

  return (
    <form
      onSubmit={onSubmit}
      aria-labelledby="contact-form-title"
      className="space-y-5 rounded-3xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8"
    >
      <h2 id="contact-form-title" className="font-serif text-2xl text-brand-900">
        {m.public_contact_form_title()}
      </h2>
      <p className="text-sm text-slate-600">{m.public_contact_form_required()}</p>
      <TextField
        label={m.public_contact_form_name()}
        name="name"
        autoComplete="name"
        required
        maxLength={100}
      />
      <TextField
        label={m.public_contact_form_email()}
        name="email"
        type="email"
        autoComplete="email"
        required
        maxLength={60}
      />
      <TextField
        label={m.public_contact_form_phone()}
        name="phone"
        type="tel"
        autoComplete="tel"
        required
        maxLength={20}
      />
      <TextAreaField
        label={m.public_contact_form_message()}
        name="message"
        rows={5}
        required
        maxLength={2000}
      />
      <Button type="submit" className="w-full sm:w-auto">
        <Send aria-hidden="true" className="size-4" />
        {m.public_contact_form_send()}
      </Button>
      {mailtoHref ? (
        <p
          role="status"
          className="rounded-lg border-l-4 border-brand-700 bg-brand-50 px-4 py-3 text-sm text-brand-900"
        >
          {messageParts((inputs) => m.public_contact_form_opened({ mailbox, ...inputs }), {
            link: (
              <a href={mailtoHref} className="font-semibold underline">
                {m.public_contact_form_open_link()}
              </a>
            ),
          })}
        </p>
      ) : null}
    </form>
  );
}
