import { MessageWithUserContent } from '../../../components/message-with-user-content.tsx';
import { formatDate, formatSlotRange } from '../../../lib/dates.ts';
import type { DecidedAppointment } from '../lib/decided-appointment.ts';

/** A sentence naming the client (their own words, marked as such) and the session's day and hour. */
export function SlotSentence({
  message,
  appointment,
}: {
  message: (words: { name: string; day: string; time: string }) => string;
  appointment: DecidedAppointment;
}) {
  return (
    <p>
      <MessageWithUserContent
        message={(name) =>
          message({
            name,
            day: formatDate(appointment.date, { weekday: 'long' }),
            time: formatSlotRange(appointment.slot),
          })
        }
        content={appointment.userId.firstName}
      />
    </p>
  );
}
