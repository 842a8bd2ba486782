import { BRAND_NAME } from '@sukoon/contract/brand';

/**
 * Every brand name and contact detail the pages show. The numbers, addresses and handles are
 * placeholders until the organisation supplies its own.
 */
export const SITE = {
  brand: BRAND_NAME,
  tagline: 'Gentle, expert counselling — whenever you need it',
  phone: '+91 90000 00000',
  email: 'care@sukoon.example',
  supportEmails: ['support@sukoon.example', 'help@sukoon.example'],
  whatsappNumbers: ['+91 90000 00001', '+91 90000 00002', '+91 90000 00003'],
  address: {
    name: 'Sukoon Wellbeing Trust',
    lines: ['Placeholder Building, Civil Lines', 'Akola, Maharashtra 444001', 'India'],
  },
  social: [
    { label: 'Instagram', href: 'https://instagram.com/' },
    { label: 'Facebook', href: 'https://facebook.com/' },
    { label: 'LinkedIn', href: 'https://linkedin.com/' },
    { label: 'YouTube', href: 'https://youtube.com/' },
  ],
  creditLine: 'Made with care in India',
  copyrightYear: 2024,
} as const;
