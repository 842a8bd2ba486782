import type { RevenueMonth } from '@sukoon/contract/invoices';
import { m } from '../../../paraglide/messages.js';

/**
 * The three purposes, in the order they are stacked, with colours that hold 3:1 against white.
 * Labels are message functions, called at render in the page's language.
 */
export const SERIES = [
  { key: 'coursesPaise', label: m.staff_reports_courses, colour: '#174844' },
  { key: 'webinarsPaise', label: m.staff_reports_webinars, colour: '#b4532a' },
  { key: 'appointmentsPaise', label: m.staff_reports_appointments, colour: '#2f7f78' },
] as const satisfies readonly { key: keyof RevenueMonth; label: () => string; colour: string }[];
