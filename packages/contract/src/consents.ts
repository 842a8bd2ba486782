import { z } from 'zod';

/**
 * What a person agrees to, and which version of it: the terms and the privacy policy at sign-up,
 * informed consent to counselling before the first booking. A new version means a new agreement.
 */
export const CONSENT_DOCUMENTS = ['terms', 'privacy', 'counselling'] as const;
export type ConsentDocument = (typeof CONSENT_DOCUMENTS)[number];

/** The versions in force; raise one when its text changes in substance. */
export const CONSENT_VERSIONS: Record<ConsentDocument, string> = {
  terms: '2026-11-24',
  privacy: '2026-11-24',
  counselling: '2026-11-24',
};

export const CONSENT_TITLES: Record<ConsentDocument, string> = {
  terms: 'Terms and conditions',
  privacy: 'Privacy policy',
  counselling: 'Consent to counselling',
};

/** Informed consent to counselling: what stays between client and counsellor, and its limits. */
export const COUNSELLING_CONSENT_TEXT = [
  'Counselling is a conversation with a trained counsellor to help you understand and cope with what you are going through. It is not a medical diagnosis, and it is not an emergency service.',
  'What you share stays between you and your counsellor. Your counsellor’s notes are theirs alone, and your answers to the questions at booking are seen only by you and the counsellor of that session.',
  'There are limits. Your counsellor may need to share information, with as little detail as possible, if there is a serious risk of harm to you or to someone else, if a child or vulnerable person may be at risk, or if the law or a court requires it. Where it is safe to, they will talk with you first.',
  'You may stop counselling at any time, and you can ask us what we hold about you.',
] as const;

export const CONSENT_MESSAGES = {
  counsellingRequired: 'Before your first session, please read how counselling works and agree to it.',
  termsRequired: 'Please agree to the terms and conditions and the privacy policy.',
} as const;

export const consentRecord = z.object({
  _id: z.string(),
  document: z.enum(CONSENT_DOCUMENTS),
  version: z.string(),
  acceptedAt: z.string(),
});
export type ConsentRecord = z.infer<typeof consentRecord>;

/** `GET /api/me/consents`: the caller's agreements, oldest first. */
export const myConsentsResponse = z.object({ consents: z.array(consentRecord) });
export type MyConsentsResponse = z.infer<typeof myConsentsResponse>;
