import { useState, type FormEvent } from 'react';
import { APPOINTMENT_FEE_PAISE } from '@sukoon/contract/fees';
import { SLOT_HOURS, bookingWindowDays, isPastSlot } from '@sukoon/contract/slots';
import { Button } from '../../../components/button.tsx';
import { TextAreaField } from '../../../components/form-field.tsx';
import { Loader } from '../../../components/loader.tsx';
import { StatusMessage } from '../../../components/status-message.tsx';
import { formatPaise } from '@sukoon/contract/fees';
import { useTakenSlots } from '../api/get-taken-slots.ts';
import { useBookAppointment } from '../hooks/use-book-appointment.ts';
import { useNow } from '../hooks/use-now.ts';
import { BookingCalendar } from './booking-calendar.tsx';
import { SlotPicker } from './slot-picker.tsx';

const REASON_MAX_LENGTH = 1000;
const SELECT_SLOT = 'Please select a time slot';

/** Per day, the hours that have not begun and nobody holds. */
function countFreeSlots(
  days: readonly string[],
  taken: readonly { date: string; slot: number }[],
  now: Date,
): Map<string, number> {
  const takenKeys = new Set(taken.map((t) => `${t.date} ${t.slot}`));
  return new Map(
    days.map((day) => [
      day,
      SLOT_HOURS.filter((hour) => !isPastSlot(day, hour, now) && !takenKeys.has(`${day} ${hour}`)).length,
    ]),
  );
}

/** Reason, day and hour; submitting pays for the slot and asks for the booking. */
export function BookingForm() {
  const now = useNow();
  const days = bookingWindowDays(now);
  const taken = useTakenSlots();
  const { book, isBusy, isBooked, outcome, checkoutDialog } = useBookAppointment();
  const [reason, setReason] = useState('');
  const [chosenDate, setChosenDate] = useState<string | null>(null);
  const [chosenSlot, setChosenSlot] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const firstOpenDay = days.find((day) => SLOT_HOURS.some((hour) => !isPastSlot(day, hour, now))) ?? days[1];
  const date = chosenDate && days.includes(chosenDate) ? chosenDate : (firstOpenDay ?? '');
  const takenHours = new Set((taken.data ?? []).filter((t) => t.date === date).map((t) => t.slot));
  const freeSlots = taken.data ? countFreeSlots(days, taken.data, now) : undefined;
  const slot =
    chosenSlot !== null && !takenHours.has(chosenSlot) && !isPastSlot(date, chosenSlot, now)
      ? chosenSlot
      : null;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (reason.trim() === '') return setProblem('Please tell us briefly why you would like an appointment.');
    if (slot === null) return setProblem(SELECT_SLOT);
    setProblem(null);
    void book({ date, slot, reason: reason.trim() });
  }

  return (
    <>
      <form onSubmit={submit} noValidate className="mt-8 flex flex-col gap-8">
        <section aria-labelledby="tell-us" className="flex max-w-2xl flex-col gap-3">
          <h2 id="tell-us" className="font-serif text-xl text-brand-800">
            1. What would you like to talk about?
          </h2>
          <TextAreaField
            label="Reason for the appointment"
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
              2. Choose a day
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
              3. Choose a time
            </h2>
            {taken.isPending ? (
              <Loader label="Loading free times" className="py-6" />
            ) : taken.isError ? (
              <StatusMessage kind="error">
                Could not load the free times. Please reload the page.
              </StatusMessage>
            ) : (
              <SlotPicker
                date={date}
                now={now}
                takenSlots={takenHours}
                selected={slot}
                onSelect={setChosenSlot}
              />
            )}
          </section>
        </div>
        <div className="flex max-w-2xl flex-col gap-3">
          <StatusMessage kind="error">{problem}</StatusMessage>
          {outcome ? <StatusMessage kind={outcome.kind}>{outcome.text}</StatusMessage> : null}
          <Button type="submit" disabled={isBusy || isBooked} aria-busy={isBusy} className="self-start">
            {isBusy ? 'Please wait...' : `Pay ${formatPaise(APPOINTMENT_FEE_PAISE)} and book`}
          </Button>
        </div>
      </form>
      {checkoutDialog}
    </>
  );
}
