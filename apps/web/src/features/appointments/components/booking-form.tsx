import { useState, type FormEvent } from 'react';
import { CONSENT_VERSIONS } from '@sukoon/contract/consents';
import { Link, useSearchParams } from 'react-router';
import { APPOINTMENT_FEE_PAISE } from '@sukoon/contract/fees';
import { SLOT_HOURS, bookingWindowDays, isPastSlot } from '@sukoon/contract/slots';
import { Button } from '../../../components/button.tsx';
import { TextAreaField } from '../../../components/form-field.tsx';
import { Loader } from '../../../components/loader.tsx';
import { StatusMessage } from '../../../components/status-message.tsx';
import { formatPaise } from '@sukoon/contract/fees';
import { useCounsellorSlots } from '../api/get-counsellor-slots.ts';
import { useTakenSlots } from '../api/get-taken-slots.ts';
import { useMyConsents } from '../api/get-my-consents.ts';
import { emptyIntake, readIntake } from '../lib/intake-form.ts';
import { CounsellingConsent } from './counselling-consent.tsx';
import { IntakeQuestions } from './intake-questions.tsx';
import { useBookAppointment } from '../hooks/use-book-appointment.ts';
import { useNow } from '../../../lib/use-now.ts';
import {
  countFreeSlots,
  unavailableHours,
  type BookableCounsellor,
  type SlotSource,
} from '../lib/booking-choice.ts';
import { BookingCalendar } from './booking-calendar.tsx';
import { CounsellorPicker } from './counsellor-picker.tsx';
import { SlotPicker } from './slot-picker.tsx';
import { m } from '../../../paraglide/messages.js';
import { messageParts } from '../../../lib/message-parts.tsx';

const REASON_MAX_LENGTH = 1000;

/**
 * Reason, day and hour; submitting pays for the slot and asks for the booking. When counsellors
 * are listed, a client may first choose one (`?counsellor=<slug>`); the calendar then offers only
 * that person's free hours. With none listed the page is the spec's, unchanged.
 */
export function BookingForm({
  counsellors: listed,
}: {
  /** Undefined while the list is on its way. */
  counsellors?: readonly BookableCounsellor[];
}) {
  const counsellors = listed ?? [];
  const now = useNow();
  const days = bookingWindowDays(now);
  const [params, setParams] = useSearchParams();
  const askedSlug = params.get('counsellor');
  const counsellor = counsellors.find((item) => item.slug === askedSlug) ?? null;
  const taken = useTakenSlots();
  const counsellorSlots = useCounsellorSlots(counsellor?._id ?? null);
  const slots = counsellor ? counsellorSlots : taken;
  // A link to one counsellor waits for the list before showing anyone's hours.
  const isWaiting = slots.isPending || (askedSlug !== null && listed === undefined);
  const { book, isBusy, isBooked, outcome, checkoutDialog } = useBookAppointment();
  const [reason, setReason] = useState('');
  const [chosenDate, setChosenDate] = useState<string | null>(null);
  const [chosenSlot, setChosenSlot] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [intake, setIntake] = useState(emptyIntake);
  const [isConsentAgreed, setConsentAgreed] = useState(false);
  const consents = useMyConsents();
  // Asked once, before the first booking; while the list loads nothing is shown (the server checks).
  const needsConsent = consents.isSuccess
    ? !consents.data.consents.some(
        (entry) => entry.document === 'counselling' && entry.version === CONSENT_VERSIONS.counselling,
      )
    : consents.isError;

  let source: SlotSource | null = null;
  if (counsellor && counsellorSlots.data) source = { free: counsellorSlots.data };
  else if (!counsellor && taken.data) source = { taken: taken.data };
  const firstOpenDay = days.find((day) => SLOT_HOURS.some((hour) => !isPastSlot(day, hour, now))) ?? days[1];
  const date = chosenDate && days.includes(chosenDate) ? chosenDate : (firstOpenDay ?? '');
  const takenHours = source ? unavailableHours(date, source) : new Set<number>();
  const freeSlots = source ? countFreeSlots(days, source, now) : undefined;
  const slot =
    chosenSlot !== null && !takenHours.has(chosenSlot) && !isPastSlot(date, chosenSlot, now)
      ? chosenSlot
      : null;
  // A slug the list does not know (someone no longer taking bookings) is said once the list is in.
  const isUnknownCounsellor = askedSlug !== null && counsellors.length > 0 && counsellor === null;

  function chooseCounsellor(slug: string | null) {
    const next = new URLSearchParams(params);
    if (slug) next.set('counsellor', slug);
    else next.delete('counsellor');
    setParams(next, { replace: true });
    setChosenSlot(null);
    setProblem(null);
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (reason.trim() === '') return setProblem(m.booking_form_reason_missing());
    if (slot === null) return setProblem(m.booking_form_select_slot());
    if (needsConsent && !isConsentAgreed) return setProblem(m.booking_form_consent_required());
    const answers = readIntake(intake);
    if ('problem' in answers) return setProblem(answers.problem);
    setProblem(null);
    void book({
      date,
      slot,
      reason: reason.trim(),
      counsellor: counsellor ? { _id: counsellor._id, name: counsellor.name } : undefined,
      counsellingConsent: needsConsent ? true : undefined,
      intake: answers.intake,
    });
  }

  return (
    <>
      <form onSubmit={submit} noValidate className="mt-8 flex flex-col gap-8">
        {counsellors.length > 0 ? (
          <section aria-labelledby="choose-counsellor" className="flex flex-col gap-3">
            <h2 id="choose-counsellor" className="font-serif text-xl text-brand-800">
              {m.booking_form_who_heading()}
            </h2>
            <p className="max-w-2xl text-sm text-slate-700">
              {m.booking_form_who_before_link()}{' '}
              <Link to="/counsellors" className="font-semibold text-brand-800 underline underline-offset-4">
                {m.booking_form_who_link()}
              </Link>
              {m.booking_form_who_after_link()}
            </p>
            {isUnknownCounsellor ? (
              <StatusMessage kind="info">{m.booking_form_not_bookable()}</StatusMessage>
            ) : null}
            <CounsellorPicker
              counsellors={counsellors}
              chosen={counsellor?.slug ?? null}
              onChoose={chooseCounsellor}
            />
          </section>
        ) : null}
        <section aria-labelledby="tell-us" className="flex max-w-2xl flex-col gap-3">
          <h2 id="tell-us" className="font-serif text-xl text-brand-800">
            {m.booking_form_reason_heading()}
          </h2>
          <TextAreaField
            label={m.booking_form_reason_label()}
            name="reason"
            rows={4}
            required
            maxLength={REASON_MAX_LENGTH}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
          />
        </section>
        <div className="grid gap-8 md:grid-cols-[auto_1fr]">
          <section aria-labelledby="choose-day" className="flex flex-col gap-3">
            <h2 id="choose-day" className="font-serif text-xl text-brand-800">
              {m.booking_form_day_heading()}
            </h2>
            <BookingCalendar
              days={days}
              freeSlots={freeSlots}
              selected={date}
              onSelect={(day) => {
                setChosenDate(day);
                setChosenSlot(null);
              }}
            />
          </section>
          <section aria-labelledby="choose-time" className="flex min-w-0 flex-col gap-3">
            <h2 id="choose-time" className="font-serif text-xl text-brand-800">
              {counsellor
                ? messageParts(m.booking_form_time_heading_with, {
                    name: <span data-user-content>{counsellor.name}</span>,
                  })
                : m.booking_form_time_heading()}
            </h2>
            {isWaiting ? (
              <Loader label={m.booking_form_loading_times()} className="py-6" />
            ) : slots.isError ? (
              <StatusMessage kind="error">{m.booking_form_times_error()}</StatusMessage>
            ) : (
              <SlotPicker
                date={date}
                now={now}
                takenSlots={takenHours}
                takenKind={counsellor ? 'not-free' : 'booked'}
                selected={slot}
                onSelect={setChosenSlot}
              />
            )}
          </section>
        </div>
        <details className="group max-w-2xl rounded-2xl bg-white p-5 ring-1 ring-slate-200">
          <summary className="cursor-pointer font-serif text-xl text-brand-800">
            {m.booking_form_questions_summary()}{' '}
            <span className="text-base text-slate-600">{m.booking_form_optional()}</span>
          </summary>
          <div className="mt-5">
            <IntakeQuestions draft={intake} onChange={setIntake} />
          </div>
        </details>
        {needsConsent ? <CounsellingConsent isAgreed={isConsentAgreed} onChange={setConsentAgreed} /> : null}
        <div className="flex max-w-2xl flex-col gap-3">
          <StatusMessage kind="error">{problem}</StatusMessage>
          {outcome ? <StatusMessage kind={outcome.kind}>{outcome.text}</StatusMessage> : null}
          <Button type="submit" disabled={isBusy || isBooked} aria-busy={isBusy} className="self-start">
            {isBusy ? m.booking_form_wait() : m.booking_form_pay({ fee: formatPaise(APPOINTMENT_FEE_PAISE) })}
          </Button>
        </div>
      </form>
      {checkoutDialog}
    </>
  );
}
