import { BRAND_NAME } from '@sukoon/contract/brand';

/**
 * The brand and fixed facts the pages show (the tagline and credit line are texts: the `common`
 * catalogue's `common_site_tagline` and `common_site_credit_line`). Contact details (phone, e-mail, address, WhatsApp,
 * social links) are not here: they come from the server's configuration, see
 * `useContactDetails` in public-config.ts.
 */
export const SITE = {
  brand: BRAND_NAME,
  organisation: 'Sukoon Wellbeing Trust',
  copyrightYear: 2024,
} as const;

/** A tel: link that dials the number as written (+91 98765 43210). */
export const phoneHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** WhatsApp's click-to-chat link for a number. */
export const whatsappHref = (phone: string) => `https://wa.me/${phone.replace(/\D/g, '')}`;
