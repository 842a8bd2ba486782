import { formatSlotHour } from '@sukoon/contract/slots';
import { formatDate } from '../../../lib/dates.ts';
import { m } from '../../../paraglide/messages.js';

/** '10 AM to 11 AM' in the page's language (the contract's `formatSlotRange` is English only). */
export const slotRange = (slot: number): string =>
  m.staff_slot_range({ from: formatSlotHour(slot), to: formatSlotHour(slot + 1) });

/** An appointment's day, 'Mon, 23 Nov 2026', in the page's language. */
export const appointmentDay = (day: string, weekday: 'long' | 'short' = 'long'): string =>
  formatDate(day, { weekday });
