import { SITE } from '../../../lib/site-config.ts';
import { m } from '../../../paraglide/messages.js';

type PolicyPath =
  '/privacy-policy' | '/terms-conditions' | '/refund-cancellation' | '/cookiepolicy' | '/disclaimer-policy';
type Locale = Parameters<typeof m.policies_privacy_title>[1];

// The server writes the contract's PAGE_HEADS into the English shell and these texts into the Hindi
// and Marathi ones (lib/page-head-messages.ts); the page draws these, in its language.
// policy-heads.test.ts keeps their English equal.
const HEADS = {
  '/privacy-policy': [m.policies_privacy_title, m.policies_privacy_description],
  '/terms-conditions': [m.policies_terms_title, m.policies_terms_description],
  '/refund-cancellation': [m.policies_refund_title, m.policies_refund_description],
  '/cookiepolicy': [m.policies_cookie_title, m.policies_cookie_description],
  '/disclaimer-policy': [m.policies_disclaimer_title, m.policies_disclaimer_description],
} as const satisfies Record<PolicyPath, unknown>;

/** A policy page's title and description, in the page's language unless `options` names one. */
export function policyHead(path: PolicyPath, options?: Locale) {
  const [title, description] = HEADS[path];
  return { title: title({}, options), description: description({ brand: SITE.brand }, options) };
}

export const POLICY_PATHS = Object.keys(HEADS) as PolicyPath[];
