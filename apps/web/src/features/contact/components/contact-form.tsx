import { useState } from 'react';
import { Send } from 'lucide-react';
import { MOBILE_INPUT_MAX_LENGTH } from '@sukoon/contract/auth-messages';
import {
  CONTACT_MESSAGE_MAX_LENGTH,
  CONTACT_NAME_MAX_LENGTH,
  contactMessage,
  type ContactMessage,
} from '@sukoon/contract/contact';
import { Button } from '../../../components/button.tsx';
import { ContractForm } from '../../../components/form/contract-form.tsx';
import { useContractForm } from '../../../components/form/use-contract-form.ts';
import { TextAreaField, TextField } from '../../../components/form-field.tsx';
import { EmailField } from '../../../components/account-fields.tsx';
import { supportMailbox, useContactDetails } from '../../../lib/public-config.ts';
import { buildContactMailto } from '../build-contact-mailto.ts';
import { m } from '../../../paraglide/messages.js';
import { messageParts } from '../../../lib/message-parts.tsx';

/**
 * Writes the message into the visitor's own mail app instead of sending it through our server,
 * so nothing they type is stored by us before they choose to send it. Without a configured
 * mailbox there is nowhere to write to, and no form.
 */
export function ContactForm() {
  const form = useContractForm({
    schema: contactMessage,
    initial: { name: '', email: '', phone: '', message: '' },
  });
  const [mailtoHref, setMailtoHref] = useState<string | null>(null);
  const mailbox = supportMailbox(useContactDetails());
  if (!mailbox) return null;

  const openMail = (contact: ContactMessage) => {
    const href = buildContactMailto(mailbox, contact);
    setMailtoHref(href);
    window.location.assign(href);
  };

  return (
    <ContractForm
      form={form}
      onValid={openMail}
      aria-labelledby="contact-form-title"
      className="space-y-5 rounded-3xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8"
    >
      <h2 id="contact-form-title" className="font-serif text-2xl text-brand-900">
        {m.public_contact_form_title()}
      </h2>
      <p className="text-sm text-slate-600">{m.public_contact_form_required()}</p>
      <TextField
        label={m.public_contact_form_name()}
        autoComplete="name"
        required
        maxLength={CONTACT_NAME_MAX_LENGTH}
        {...form.field('name')}
      />
      <EmailField label={m.public_contact_form_email()} required {...form.field('email')} />
      <TextField
        label={m.public_contact_form_phone()}
        type="tel"
        autoComplete="tel"
        required
        maxLength={MOBILE_INPUT_MAX_LENGTH}
        {...form.field('phone')}
      />
      <TextAreaField
        label={m.public_contact_form_message()}
        rows={5}
        required
        maxLength={CONTACT_MESSAGE_MAX_LENGTH}
        {...form.field('message')}
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
    </ContractForm>
  );
}
