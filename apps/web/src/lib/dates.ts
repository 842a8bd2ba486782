import { formatIstDate, formatIstDateTime, formatIstTime, type IstDateOptions } from '@sukoon/contract';
import { formatSlotHour } from '@sukoon/contract/slots';
import { m } from '../paraglide/messages.js';
import { currentLocale } from './locale.ts';

/** The contract's IST formats in the page's language: every date the web app shows goes through here. */
export const formatDate = (value: string | number | Date, options: Omit<IstDateOptions, 'locale'> = {}) =>
  formatIstDate(value, { ...options, locale: currentLocale() });

export const formatTime = (value: string | number | Date) => formatIstTime(value, currentLocale());

export const formatDateTime = (value: string | number | Date, options: Omit<IstDateOptions, 'locale'> = {}) =>
  formatIstDateTime(value, { ...options, locale: currentLocale() });

/** An hour slot in the page's language: 10 → '10 AM to 11 AM' ('10 AM से 11 AM'); the contract's `formatSlotRange` is English only. */
export const formatSlotRange = (slot: number) =>
  m.booking_slot_range({ from: formatSlotHour(slot), to: formatSlotHour(slot + 1) });

/** A slot on its day, 'Mon, 23 Nov 2026, 10 AM to 11 AM': the short form a list or a button's name uses. */
export const formatSlotWhen = (day: string, slot: number) =>
  `${formatDate(day, { weekday: 'short' })}, ${formatSlotRange(slot)}`;
