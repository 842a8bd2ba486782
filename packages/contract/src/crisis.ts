// Where to turn in a crisis: the one place these numbers live (footer, static shell, booking, /help).

/** India's national mental-health helpline (Government of India), free and open day and night. */
export const CRISIS_HELPLINE = { name: 'Tele-MANAS', number: '14416', hours: '24×7, free' } as const;

/** The national emergency number (police, fire, ambulance). */
export const EMERGENCY_NUMBER = '112';

/** `tel:` address of a number as written. */
export const telHref = (number: string): string => `tel:${number.replace(/[^\d+]/g, '')}`;

/** The one line shown everywhere, split so each number can be a link. */
export const CRISIS_LINE = {
  lead: 'In crisis?',
  call: `Call ${CRISIS_HELPLINE.name}`,
  helplineNote: `(${CRISIS_HELPLINE.hours})`,
  or: 'or',
} as const;

/** The same line as plain text (mails, page text, tests). */
export const CRISIS_LINE_TEXT = `${CRISIS_LINE.lead} ${CRISIS_LINE.call} ${CRISIS_HELPLINE.number} ${CRISIS_LINE.helplineNote} ${CRISIS_LINE.or} ${EMERGENCY_NUMBER}`;

/** On the booking page: online sessions are booked days ahead and cannot help in an emergency. */
export const NOT_FOR_EMERGENCIES =
  'Sessions here are booked ahead and are not an emergency service. If you might act on thoughts of harming yourself, or someone is in danger, please call now.';
