import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ContactDetails, PublicConfig } from '@sukoon/contract/config';
import { apiRequest } from './api-client.ts';

/** GET /api/config: runtime settings (payment provider, Google sign-in) that change only on restart. */
export const publicConfigQuery = queryOptions({
  queryKey: ['config'],
  queryFn: ({ signal }) => apiRequest<PublicConfig>('/api/config', { signal }),
  staleTime: Infinity,
});

export const usePublicConfig = () => useQuery(publicConfigQuery);

const NO_CONTACT_DETAILS: ContactDetails = { whatsapp: [], supportEmails: [], socialLinks: [] };

/**
 * The organisation's configured contact details. Until the server answers, and for anything it
 * was not given, there are none: pages show nothing rather than a placeholder.
 */
export const useContactDetails = (): ContactDetails => usePublicConfig().data?.contact ?? NO_CONTACT_DETAILS;

/** Where people write to: the first support mailbox, else the organisation's e-mail. */
export const supportMailbox = (contact: ContactDetails): string | undefined =>
  contact.supportEmails[0] ?? contact.email;

/**
 * True once the server has said it was given no way at all to reach the organisation (no phone,
 * mailbox, WhatsApp or address): the help pages then say so instead of promising and listing
 * nothing. False while loading, so nothing flashes.
 */
export function useHasNoContacts(): boolean {
  const contact = usePublicConfig().data?.contact;
  return (
    contact !== undefined &&
    !contact.phone &&
    !supportMailbox(contact) &&
    contact.whatsapp.length === 0 &&
    !contact.address
  );
}

/** The grievance officer the privacy policy names (GRIEVANCE_OFFICER_*), if configured. */
export const useGrievanceOfficer = (): PublicConfig['grievanceOfficer'] =>
  usePublicConfig().data?.grievanceOfficer;
