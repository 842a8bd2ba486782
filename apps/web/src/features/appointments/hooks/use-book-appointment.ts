import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import type { IntakeAnswers } from '@sukoon/contract/intake';
import { formatDate, formatSlotRange } from '../../../lib/dates.ts';
import { m } from '../../../paraglide/messages.js';
import { ApiError } from '../../../lib/api-client.ts';
import { useCheckout } from '../../../components/checkout/use-checkout.tsx';
import { verifyPayment } from '../../../components/checkout/api/verify-payment.ts';
import {
  CheckoutError,
  checkoutErrorKind,
  checkoutErrorMessage,
  verificationFailed,
} from '../../../components/checkout/checkout-error.ts';
import { bookAppointment } from '../api/book-appointment.ts';
import { takenSlotsKey } from '../api/get-taken-slots.ts';
import { counsellorSlotsKey } from '../api/get-counsellor-slots.ts';
import { myAppointmentsKey } from '../api/get-my-appointments.ts';
import { myConsentsKey } from '../api/get-my-consents.ts';

/** Spec §9: after a successful booking the page returns home after 4 seconds. */
const HOME_AFTER_MS = 4000;

export interface AppointmentChoice {
  /** IST day, YYYY-MM-DD. */
  date: string;
  /** IST hour, 9–20, exactly as sent to the server. */
  slot: number;
  reason: string;
  /** A chosen counsellor; none for any available counsellor. */
  counsellor?: { _id: string; name: string };
  /** Informed consent, given on the first booking. */
  counsellingConsent?: boolean;
  intake?: IntakeAnswers;
}

export interface BookingOutcome {
  kind: 'success' | 'error' | 'info';
  text: string;
}

/** The order carries a refusal reason after 'Error initiating payment.'; a taken slot says so plainly. */
function paymentFailureMessage(error: unknown): string {
  const isTaken = error instanceof CheckoutError && error.code === 'SLOT_TAKEN';
  return isTaken ? m.booking_form_slot_taken() : checkoutErrorMessage(error);
}

/** Pay for the slot (the shared checkout), verify the payment, then ask for the booking (spec §4). */
export function useBookAppointment() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { pay, dialog } = useCheckout();
  const [isBusy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<BookingOutcome | null>(null);

  async function payAndBook({
    date,
    slot,
    reason,
    counsellor,
    counsellingConsent,
    intake,
  }: AppointmentChoice): Promise<BookingOutcome> {
    const counsellorId = counsellor?._id;
    const when = { day: formatDate(date, { weekday: 'short' }), range: formatSlotRange(slot) };
    try {
      const proof = await pay({
        purchase: { purpose: 'appointment', date, slot, reason, counsellorId, counsellingConsent, intake },
        description: counsellor
          ? m.booking_checkout_description_with({ name: counsellor.name, ...when })
          : m.booking_checkout_description(when),
      });
      await verifyPayment(proof).catch((error: unknown) => {
        throw verificationFailed(error);
      });
    } catch (error) {
      return { kind: checkoutErrorKind(error), text: paymentFailureMessage(error) };
    }
    try {
      const booked = await bookAppointment({ date, slot, reason, counsellorId });
      return { kind: 'success', text: booked.message };
    } catch (error) {
      const isTaken = error instanceof ApiError && error.status === 409;
      return { kind: 'error', text: isTaken ? m.booking_form_slot_taken() : m.booking_form_failed() };
    }
  }

  async function book(choice: AppointmentChoice) {
    setBusy(true);
    setOutcome(null);
    const result = await payAndBook(choice);
    setOutcome(result);
    setBusy(false);
    void queryClient.invalidateQueries({ queryKey: takenSlotsKey });
    if (choice.counsellor)
      void queryClient.invalidateQueries({ queryKey: counsellorSlotsKey(choice.counsellor._id) });
    void queryClient.invalidateQueries({ queryKey: myAppointmentsKey });
    if (choice.counsellingConsent) void queryClient.invalidateQueries({ queryKey: myConsentsKey });
  }

  const isBooked = outcome?.kind === 'success';
  useEffect(() => {
    if (!isBooked) return;
    const timer = window.setTimeout(() => void navigate('/'), HOME_AFTER_MS);
    return () => window.clearTimeout(timer);
  }, [isBooked, navigate]);

  return { book, isBusy, outcome, isBooked, checkoutDialog: dialog };
}
