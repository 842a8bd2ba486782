import { useState } from 'react';
import type { ClientAppointment } from '@sukoon/contract/appointments';
import { SLOT_HOURS, bookingWindowDays, isPastSlot } from '@sukoon/contract/slots';
import { Button } from '../../../components/button.tsx';
import { Loader } from '../../../components/loader.tsx';
import { Modal } from '../../../components/modal.tsx';
import { StatusMessage } from '../../../components/status-message.tsx';
import { useCounsellorSlots } from '../api/get-counsellor-slots.ts';
import { useTakenSlots } from '../api/get-taken-slots.ts';
import { useRescheduleAppointment } from '../api/reschedule-appointment.ts';
import { useNow } from '../../../lib/use-now.ts';
import { countFreeSlots, unavailableHours, type SlotSource } from '../lib/booking-choice.ts';
import { BookingCalendar } from './booking-calendar.tsx';
import { SlotPicker } from './slot-picker.tsx';
import { formatDate, formatSlotRange } from '../../../lib/dates.ts';
import { messageParts } from '../../../lib/message-parts.tsx';
import { m } from '../../../paraglide/messages.js';

/**
 * Another free hour of the same counsellor (or of the one calendar), chosen with the booking
 * page's calendar and hours. The server has the last word; its refusal is shown as it says it.
 */
export function RescheduleDialog({
  appointment,
  onClose,
  onMoved,
}: {
  appointment: ClientAppointment;
  onClose: () => void;
  onMoved: (message: string) => void;
}) {
  const now = useNow();
  const days = bookingWindowDays(now);
  const counsellorId = appointment.counsellor?._id ?? null;
  const counsellorSlots = useCounsellorSlots(counsellorId);
  const taken = useTakenSlots();
  const slots = counsellorId ? counsellorSlots : taken;
  const move = useRescheduleAppointment();
  const [chosenDate, setChosenDate] = useState<string | null>(null);
  const [chosenSlot, setChosenSlot] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  let source: SlotSource | null = null;
  if (counsellorId && counsellorSlots.data) source = { free: counsellorSlots.data };
  else if (!counsellorId && taken.data) source = { taken: taken.data };
  const firstOpenDay = days.find((day) => SLOT_HOURS.some((hour) => !isPastSlot(day, hour, now))) ?? days[1];
  const date = chosenDate && days.includes(chosenDate) ? chosenDate : (firstOpenDay ?? '');
  const unavailable = source ? unavailableHours(date, source) : new Set<number>();
  // The session's own hour is not "another" one.
  if (date === appointment.date) unavailable.add(appointment.slot);
  const slot = chosenSlot !== null && !unavailable.has(chosenSlot) ? chosenSlot : null;
  const counsellorName = appointment.counsellor?.firstName;

  function submit() {
    if (slot === null) return setProblem(m.booking_move_choose());
    setProblem(null);
    move.mutate(
      { id: appointment._id, date, slot },
      {
        onSuccess: (answer) => onMoved(answer.message),
        onError: (error) => setProblem(error.message),
      },
    );
  }

  return (
    <Modal open title={m.booking_move_title()} onClose={onClose}>
      <div className="flex flex-col gap-5">
        <p className="text-slate-800">
          {m.booking_move_intro({
            day: formatDate(appointment.date, { weekday: 'long' }),
            range: formatSlotRange(appointment.slot),
          })}
        </p>
        <section aria-labelledby="move-day" className="flex flex-col gap-3">
          <h3 id="move-day" className="font-semibold text-brand-900">
            {m.booking_move_day_heading()}
          </h3>
          <BookingCalendar
            days={days}
            freeSlots={source ? countFreeSlots(days, source, now) : undefined}
            selected={date}
            onSelect={(day) => {
              setChosenDate(day);
              setChosenSlot(null);
            }}
          />
        </section>
        <section aria-labelledby="move-time" className="flex flex-col gap-3">
          <h3 id="move-time" className="font-semibold text-brand-900">
            {counsellorName
              ? messageParts(m.booking_move_time_heading_with, {
                  name: <span data-user-content>{counsellorName}</span>,
                })
              : m.booking_move_time_heading()}
          </h3>
          {slots.isPending ? (
            <Loader label={m.booking_form_loading_times()} className="py-6" />
          ) : slots.isError ? (
            <StatusMessage kind="error">{m.booking_move_error()}</StatusMessage>
          ) : (
            <SlotPicker
              date={date}
              now={now}
              takenSlots={unavailable}
              takenKind={counsellorId ? 'not-free' : 'booked'}
              selected={slot}
              onSelect={setChosenSlot}
            />
          )}
        </section>
        <StatusMessage kind="error">{problem}</StatusMessage>
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="secondary" onClick={onClose}>
            {m.booking_move_keep()}
          </Button>
          <Button onClick={submit} disabled={move.isPending} aria-busy={move.isPending}>
            {move.isPending
              ? m.booking_move_moving()
              : slot === null
                ? m.booking_move_submit()
                : m.booking_move_to({
                    day: formatDate(date, { weekday: 'short' }),
                    range: formatSlotRange(slot),
                  })}
          </Button>
        </div>
      </div>
    </Modal>
  );
}
