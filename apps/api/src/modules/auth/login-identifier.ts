import { normalizeIndianMobile } from '@sukoon/contract/auth-messages';

export type LoginIdentifier = { kind: 'email'; email: string } | { kind: 'phone'; phone: string };

/** `emailorphone` as the account it names: an e-mail (lower-case) or ten mobile digits. */
export function parseLoginIdentifier(value: string): LoginIdentifier | null {
  const trimmed = value.trim();
  if (trimmed.includes('@')) return { kind: 'email', email: trimmed.toLowerCase() };
  const phone = normalizeIndianMobile(trimmed);
  return phone ? { kind: 'phone', phone } : null;
}
