import { useState } from 'react';
import { Link } from 'react-router';
import { CalendarClock, Video } from 'lucide-react';
import type { ClientAppointment } from '@sukoon/contract/appointments';
import { APPOINTMENT_FEE_PAISE, formatPaise } from '@sukoon/contract/fees';
import { Button, buttonClasses } from '../../../components/button.tsx';
import { StatusMessage } from '../../../components/status-message.tsx';
import { JOIN_OPENS_MINUTES, isJoinOpen } from '@sukoon/contract/sessions';
import { canReschedule, hasEnded, isFeedbackDue } from '../lib/session-window.ts';
import { AppointmentStatusBadge } from './appointment-status-badge.tsx';
import { RescheduleDialog } from './reschedule-dialog.tsx';
import { SessionFeedbackForm } from './session-feedback-form.tsx';
import { formatDate, formatSlotRange } from '../../../lib/dates.ts';
import { sessionRoomPathOf } from '../../../lib/session-room-link.ts';
import { messageParts } from '../../../lib/message-parts.tsx';
import { m } from '../../../paraglide/messages.js';

const FEE = formatPaise(APPOINTMENT_FEE_PAISE);

/** Where the money of a rejected or cancelled request is, in the client's words. */
function RefundNote({ appointment }: { appointment: ClientAppointment }) {
  const refund =
    appointment.refundStatus ??
    (appointment.status === 'refunded'
      ? 'refunded'
      : appointment.status === 'rejected'
        ? 'pending'
        : undefined);
  if (!refund) return null;
  const sorry = appointment.status === 'cancelled' ? `${m.booking_refund_sorry()} ` : '';
  return (
    <p className="mt-3 rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-800">
      {sorry}
      {refund === 'refunded' ? m.booking_refund_done({ fee: FEE }) : m.booking_refund_pending({ fee: FEE })}
    </p>
  );
}

/** Why the session cannot be moved any more, while it is still to come. */
function moveRule(appointment: ClientAppointment, cutoffHours: number): string | null {
  if (appointment.status !== 'pending' && appointment.status !== 'accepted') return null;
  if (appointment.rescheduled) return m.booking_card_moved_once();
  return m.booking_card_cutoff({ hours: cutoffHours });
}

/**
 * One of the client's sessions: when and with whom, its status and refund, and what can be done
 * now: join (10 minutes before until the end), move it (once, until the cutoff), say how it went.
 */
export function AppointmentCard({
  appointment,
  now,
  cutoffHours,
}: {
  appointment: ClientAppointment;
  now: Date;
  /** Undefined until the server's settings are in: no move is offered before. */
  cutoffHours?: number;
}) {
  const [isMoving, setMoving] = useState(false);
  const [moved, setMoved] = useState<string | null>(null);
  const counsellor = appointment.counsellor;
  const isOver = hasEnded(appointment, now);
  const isJoinable = isJoinOpen(appointment, now) && Boolean(appointment.meetingLink);
  const roomPath = sessionRoomPathOf(appointment.meetingLink);
  const isMovable = cutoffHours !== undefined && canReschedule(appointment, now, cutoffHours);
  // While the session is about to begin, the join button is all that matters.
  const rule =
    cutoffHours !== undefined && !isMovable && !isOver && !isJoinable
      ? moveRule(appointment, cutoffHours)
      : null;

  return (
    <li className="flex flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 className="font-semibold text-brand-900">
            {formatDate(appointment.date, { weekday: 'long' })}
          </h3>
          <p className="text-sm text-slate-700">{formatSlotRange(appointment.slot)} IST</p>
          {counsellor ? (
            <p className="mt-1 text-sm text-slate-800">
              {messageParts(m.booking_card_with, {
                name: (
                  <Link
                    to={`/counsellors/${encodeURIComponent(counsellor.slug)}`}
                    data-user-content
                    className="font-semibold text-brand-800 underline-offset-4 hover:underline"
                  >
                    {counsellor.firstName} {counsellor.lastName}
                  </Link>
                ),
                title: <span data-user-content>{counsellor.title}</span>,
              })}
            </p>
          ) : null}
        </div>
        <AppointmentStatusBadge status={appointment.status} ended={isOver} />
      </div>
      <p data-user-content className="mt-3 text-sm break-words whitespace-pre-line text-slate-800">
        {appointment.reason}
      </p>
      <RefundNote appointment={appointment} />
      {moved ? (
        <div className="mt-3">
          <StatusMessage kind="success">{moved}</StatusMessage>
        </div>
      ) : null}
      {isJoinable && roomPath ? (
        <Link to={roomPath} className={`${buttonClasses()} mt-4 self-start`}>
          <Video aria-hidden="true" className="size-4" />
          {m.booking_card_join()}
        </Link>
      ) : isJoinable ? (
        <a
          href={appointment.meetingLink ?? undefined}
          target="_blank"
          rel="noreferrer"
          className={`${buttonClasses()} mt-4 self-start`}
        >
          <Video aria-hidden="true" className="size-4" />
          {m.booking_card_join()}
          <span className="sr-only"> {m.booking_card_new_tab()}</span>
        </a>
      ) : appointment.status === 'accepted' && !isOver ? (
        <p className="mt-3 text-sm text-slate-700">
          {m.booking_card_join_hint({ minutes: JOIN_OPENS_MINUTES })}
        </p>
      ) : null}
      {isMovable ? (
        <Button
          variant="secondary"
          className="mt-4 self-start"
          aria-label={m.booking_card_reschedule_label({
            day: formatDate(appointment.date, { weekday: 'long' }),
          })}
          onClick={() => setMoving(true)}
        >
          <CalendarClock aria-hidden="true" className="size-4" />
          {m.booking_card_reschedule()}
        </Button>
      ) : rule ? (
        <p className="mt-3 text-sm text-slate-600">{rule}</p>
      ) : null}
      {isFeedbackDue(appointment, now) ? (
        <div className="mt-4 border-t border-slate-200 pt-4">
          <SessionFeedbackForm appointmentId={appointment._id} counsellorName={counsellor?.firstName} />
        </div>
      ) : appointment.feedbackGiven ? (
        <p className="mt-4 border-t border-slate-200 pt-4 text-sm text-slate-800">
          {m.booking_card_thanks()}
        </p>
      ) : null}
      {isMoving ? (
        <RescheduleDialog
          appointment={appointment}
          onClose={() => setMoving(false)}
          onMoved={(message) => {
            setMoving(false);
            setMoved(message);
          }}
        />
      ) : null}
    </li>
  );
}
