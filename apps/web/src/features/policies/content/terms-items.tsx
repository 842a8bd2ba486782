import type { AccordionItem } from '../../../components/accordion.tsx';
import { SITE } from '../../../lib/site-config.ts';
import { m } from '../../../paraglide/messages.js';

/** The terms of use, built at render so every text is in the page's language. */
export const termsItems = (): readonly AccordionItem[] => [
  {
    id: 'acceptance',
    title: m.policies_terms_acceptance_title(),
    content: <p>{m.policies_terms_acceptance_body({ brand: SITE.brand })}</p>,
  },
  {
    id: 'services',
    title: m.policies_terms_services_title(),
    content: <p>{m.policies_terms_services_body({ brand: SITE.brand })}</p>,
  },
  {
    id: 'account',
    title: m.policies_terms_account_title(),
    content: <p>{m.policies_terms_account_body()}</p>,
  },
  {
    id: 'payments',
    title: m.policies_terms_payments_title(),
    content: <p>{m.policies_terms_payments_body()}</p>,
  },
  {
    id: 'conduct',
    title: m.policies_terms_conduct_title(),
    content: <p>{m.policies_terms_conduct_body()}</p>,
  },
  {
    id: 'content',
    title: m.policies_terms_content_title(),
    content: <p>{m.policies_terms_content_body({ brand: SITE.brand })}</p>,
  },
  {
    id: 'changes',
    title: m.policies_terms_changes_title(),
    content: <p>{m.policies_terms_changes_body()}</p>,
  },
];
