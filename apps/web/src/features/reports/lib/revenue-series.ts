import type { RevenueMonth } from '@sukoon/contract/invoices';

/** The three purposes, in the order they are stacked, with colours that hold 3:1 against white. */
export const SERIES = [
  { key: 'coursesPaise', label: 'Courses', colour: '#174844' },
  { key: 'webinarsPaise', label: 'Webinars', colour: '#b4532a' },
  { key: 'appointmentsPaise', label: 'Appointments', colour: '#2f7f78' },
] as const satisfies readonly { key: keyof RevenueMonth; label: string; colour: string }[];
