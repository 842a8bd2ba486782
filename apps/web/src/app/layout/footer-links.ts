/** Footer link groups. Two legal pages carry two labels each, as the spec's footer does. */
export const EXPLORE_LINKS = [
  { to: '/aboutus', label: 'About Us' },
  { to: '/aboutus#advisors', label: 'Our Advisors' },
  { to: '/counsellors', label: 'Our counsellors' },
  { to: '/courses', label: 'Courses' },
  { to: '/Webinar', label: 'Webinars' },
  { to: '/blog', label: 'Blog' },
  { to: '/booknow', label: 'Book an Appointment' },
  { to: '/help', label: 'Help & Support' },
  { to: '/app-info', label: 'Get the App' },
] as const;

export const LEGAL_LINKS = [
  { to: '/cookiepolicy', label: 'Cookie Policy' },
  { to: '/cookiepolicy', label: 'Privacy Policy' },
  { to: '/privacy-policy', label: 'How We Protect Your Data' },
  { to: '/terms-conditions', label: 'Terms & Condition' },
  { to: '/terms-conditions', label: 'Refund and Cancellation' },
  { to: '/refund-cancellation', label: 'Refund Policy' },
  { to: '/disclaimer-policy', label: 'Disclaimer' },
] as const;
