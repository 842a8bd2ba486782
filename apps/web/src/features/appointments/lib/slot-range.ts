import { formatSlotHour } from '@sukoon/contract/slots';
import { m } from '../../../paraglide/messages.js';

/** The contract's formatSlotRange in the page's language: 10 → '10 AM to 11 AM' ('10 AM से 11 AM'). */
export const slotRange = (slot: number): string =>
  m.booking_slot_range({ from: formatSlotHour(slot), to: formatSlotHour(slot + 1) });
