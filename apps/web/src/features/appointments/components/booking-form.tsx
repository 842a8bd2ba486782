import { Link } from 'react-router';
import { APPOINTMENT_FEE_PAISE, formatPaise } from '@sukoon/contract/fees';
import { APPOINTMENT_REASON_MAX_LENGTH } from '@sukoon/contract/payments';
import { Button } from '../../../components/button.tsx';
import { ContractForm } from '../../../components/form/contract-form.tsx';
import { TextAreaField } from '../../../components/form-field.tsx';
import { Loader } from '../../../components/loader.tsx';
import { StatusMessage } from '../../../components/status-message.tsx';
import { messageParts } from '../../../lib/message-parts.tsx';
import { m } from '../../../paraglide/messages.js';
import { useBookingForm } from '../hooks/use-booking-form.ts';
import { useBookingSlots } from '../hooks/use-booking-slots.ts';
import type { BookableCounsellor } from '../lib/booking-choice.ts';
import { BookingCalendar } from './booking-calendar.tsx';
import { CounsellingConsent } from './counselling-consent.tsx';
import { CounsellorPicker } from './counsellor-picker.tsx';
import { IntakeQuestions } from './intake-questions.tsx';
import { SlotPicker } from './slot-picker.tsx';

/**
 * Reason, day and hour; submitting pays for the slot and asks for the booking. When counsellors
 * are listed, a client may first choose one (`?counsellor=<slug>`); the calendar then offers only
 * that person's free hours. With none listed the page is the spec's, unchanged. The hours come
 * from `useBookingSlots`, the draft and its checks from `useBookingForm`; this is only the view.
 */
export function BookingForm({
  counsellors: listed,
}: {
  /** Undefined while the list is on its way. */
  counsellors?: readonly BookableCounsellor[];
}) {
  const slots = useBookingSlots(listed);
  const booking = useBookingForm(slots);
  const { counsellor, counsellors } = slots;
  const { form } = booking;

  return (
    <>
      <ContractForm form={form} onValid={booking.book} noValidate className="mt-8 flex flex-col gap-8">
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
            {slots.isUnknownCounsellor ? (
              <StatusMessage kind="info">{m.booking_form_not_bookable()}</StatusMessage>
            ) : null}
            <CounsellorPicker
              counsellors={counsellors}
              chosen={counsellor?.slug ?? null}
              onChoose={(slug) => {
                slots.chooseCounsellor(slug);
                booking.forgetSlot();
              }}
            />
          </section>
        ) : null}
        <section aria-labelledby="tell-us" className="flex max-w-2xl flex-col gap-3">
          <h2 id="tell-us" className="font-serif text-xl text-brand-800">
            {m.booking_form_reason_heading()}
          </h2>
          <TextAreaField
            label={m.booking_form_reason_label()}
            rows={4}
            required
            maxLength={APPOINTMENT_REASON_MAX_LENGTH}
            name="reason"
            value={form.values.reason}
            onChange={(event) => form.setValue('reason', event.target.value)}
          />
        </section>
        <div className="grid gap-8 md:grid-cols-[auto_1fr]">
          <section aria-labelledby="choose-day" className="flex flex-col gap-3">
            <h2 id="choose-day" className="font-serif text-xl text-brand-800">
              {m.booking_form_day_heading()}
            </h2>
            <BookingCalendar
              days={slots.days}
              freeSlots={slots.freeSlots}
              selected={booking.date}
              onSelect={booking.chooseDay}
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
            {slots.isWaiting ? (
              <Loader label={m.booking_form_loading_times()} className="py-6" />
            ) : slots.isError ? (
              <StatusMessage kind="error">{m.booking_form_times_error()}</StatusMessage>
            ) : (
              <SlotPicker
                date={booking.date}
                now={slots.now}
                takenSlots={booking.unavailable}
                takenKind={counsellor ? 'not-free' : 'booked'}
                selected={booking.slot}
                onSelect={booking.chooseSlot}
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
            <IntakeQuestions
              draft={form.values.intake}
              onChange={(intake) => form.setValue('intake', intake)}
            />
          </div>
        </details>
        {booking.needsConsent ? (
          <CounsellingConsent
            isAgreed={form.values.isConsentAgreed}
            onChange={(isAgreed) => form.setValue('isConsentAgreed', isAgreed)}
          />
        ) : null}
        <div className="flex max-w-2xl flex-col gap-3">
          <StatusMessage kind="error">{booking.problem}</StatusMessage>
          {booking.outcome ? (
            <StatusMessage kind={booking.outcome.kind}>
              {/* The seconds before the home page say what comes next, not only what happened. */}
              {booking.outcome.kind === 'success'
                ? `${booking.outcome.text} ${m.booking_form_next_step()}`
                : booking.outcome.text}
            </StatusMessage>
          ) : null}
          <Button
            type="submit"
            disabled={booking.isBusy || booking.isBooked}
            aria-busy={booking.isBusy}
            className="self-start"
          >
            {booking.isBusy
              ? m.booking_form_wait()
              : m.booking_form_pay({ fee: formatPaise(APPOINTMENT_FEE_PAISE) })}
          </Button>
        </div>
      </ContractForm>
      {booking.checkoutDialog}
    </>
  );
}
