import { CONSENT_VERSIONS } from '@sukoon/contract/consents';
import { appointmentPurchaseRequest, type AppointmentPurchaseRequest } from '@sukoon/contract/payments';
import { isPastSlot } from '@sukoon/contract/slots';
import { useContractForm } from '../../../components/form/use-contract-form.ts';
import { m } from '../../../paraglide/messages.js';
import { useMyConsents } from '../api/get-my-consents.ts';
import { emptyIntake, readIntake, type IntakeDraft } from '../lib/intake-form.ts';
import { useBookAppointment } from './use-book-appointment.ts';
import type { BookingSlots } from './use-booking-slots.ts';

interface BookingDraft {
  reason: string;
  /** The day clicked; the first open day until then, or when it leaves the window. */
  date: string | null;
  /** The hour clicked; none once it is taken or past. */
  slot: number | null;
  intake: IntakeDraft;
  isConsentAgreed: boolean;
}

/** Where a refusal is said, one at a time, in the order the page reads. */
const PROBLEM_ORDER = ['reason', 'date', 'slot', 'counsellingConsent', 'intake'];

/**
 * /booknow's form: the reason, the day and hour among `slots`, the optional intake and, before the
 * first booking, the consent. Checked against the contract's appointment purchase before paying.
 */
export function useBookingForm(slots: BookingSlots) {
  const booking = useBookAppointment();
  const consents = useMyConsents();
  // Asked once, before the first booking; while the list loads nothing is shown (the server checks).
  const needsConsent = consents.isSuccess
    ? !consents.data.consents.some(
        (entry) => entry.document === 'counselling' && entry.version === CONSENT_VERSIONS.counselling,
      )
    : consents.isError;

  /** The day and hour as they stand: a day outside the window, or an hour taken or past, is let go. */
  function chosenOf(draft: BookingDraft) {
    const date = draft.date && slots.days.includes(draft.date) ? draft.date : slots.firstOpenDay;
    const unavailable = slots.unavailableOn(date);
    const isOpen = (hour: number) => !unavailable.has(hour) && !isPastSlot(date, hour, slots.now);
    return { date, unavailable, slot: draft.slot !== null && isOpen(draft.slot) ? draft.slot : null };
  }

  const form = useContractForm({
    schema: appointmentPurchaseRequest,
    initial: (): BookingDraft => ({
      reason: '',
      date: null,
      slot: null,
      intake: emptyIntake(),
      isConsentAgreed: false,
    }),
    toInput: (draft) => {
      const answers = readIntake(draft.intake);
      const { date, slot } = chosenOf(draft);
      return {
        purpose: 'appointment',
        date,
        slot: slot ?? undefined,
        reason: draft.reason,
        counsellorId: slots.counsellor?._id,
        counsellingConsent: needsConsent ? true : undefined,
        intake: 'intake' in answers ? answers.intake : undefined,
      };
    },
    // The page's own words for what is missing.
    check: (draft) => {
      const answers = readIntake(draft.intake);
      return {
        reason: draft.reason.trim() === '' ? m.booking_form_reason_missing() : undefined,
        slot: chosenOf(draft).slot === null ? m.booking_form_select_slot() : undefined,
        counsellingConsent:
          needsConsent && !draft.isConsentAgreed ? m.booking_form_consent_required() : undefined,
        intake: 'problem' in answers ? answers.problem : undefined,
      };
    },
  });

  const { date, slot, unavailable } = chosenOf(form.values);
  const problemField = PROBLEM_ORDER.find((field) => form.errors[field]) ?? Object.keys(form.errors)[0];

  function book(request: AppointmentPurchaseRequest) {
    const { counsellor } = slots;
    void booking.book({
      date: request.date,
      slot: request.slot,
      reason: request.reason,
      counsellor: counsellor ? { _id: counsellor._id, name: counsellor.name } : undefined,
      counsellingConsent: request.counsellingConsent,
      intake: request.intake,
    });
  }

  return {
    isBusy: booking.isBusy,
    isBooked: booking.isBooked,
    outcome: booking.outcome,
    checkoutDialog: booking.checkoutDialog,
    form,
    date,
    slot,
    unavailable,
    needsConsent,
    /** The one thing to mend first, shown above the button. */
    problem: problemField ? form.errors[problemField] : undefined,
    /** Pays and books what the contract accepted. */
    book,
    chooseDay: (day: string) => form.setValues((draft) => ({ ...draft, date: day, slot: null })),
    chooseSlot: (hour: number) => form.setValue('slot', hour),
    /** Another counsellor has other hours: the hour chosen and what was said about it go. */
    forgetSlot: () => {
      form.setValue('slot', null);
      form.setErrors({});
    },
  };
}
