import {
  roomStateAt,
  roomWindow,
  sessionEnd,
  sessionStart,
  type RoomRole,
  type SessionAttendance,
  type SessionRoomResponse,
} from '@sukoon/contract';
import type { AppContext } from '../../app-context.ts';
import { notFound } from '../../lib/app-error.ts';
import { isUuid } from '../../lib/uuid.ts';
import type { AuthenticatedUser } from '../../plugins/auth.ts';
import { iceServersFor } from './ice-servers.ts';
import { jitsiRoomName, signJitsiToken } from './jitsi-tokens.ts';
import {
  findRoomAppointment,
  isOtherPresent,
  listAttendance,
  recordJoin,
  recordLeave,
  type RoomAppointment,
} from './session-room-repository.ts';

const NOT_FOUND = 'This session was not found.';

export type RoomRefusal = 'not-found' | 'not-open-yet' | 'closed';

/** Someone admitted to a room: who, as what, and when it closes on them. */
export interface RoomPass {
  appointmentId: string;
  userId: string;
  role: RoomRole;
  closesAt: Date;
}

export type SessionRoomService = ReturnType<typeof createSessionRoomService>;

/** Which of the session's two people this is; anyone else is not told the session exists. */
function roleOf(appointment: RoomAppointment, userId: string): RoomRole | undefined {
  if (appointment.status !== 'accepted') return undefined;
  if (appointment.clientUserId === userId) return 'client';
  if (appointment.counsellorUserId === userId) return 'counsellor';
  return undefined;
}

/** The session room (DESIGN "The session room"): who may enter, what their browser needs, who came. */
export function createSessionRoomService(ctx: Pick<AppContext, 'config' | 'db' | 'now'>) {
  const { meeting } = ctx.config.sessions;

  async function findOwnRoom(userId: string, appointmentId: string) {
    if (!isUuid(appointmentId)) return undefined;
    const appointment = await findRoomAppointment(ctx.db, appointmentId);
    const role = appointment && roleOf(appointment, userId);
    return appointment && role ? { appointment, role } : undefined;
  }

  /** Who joined these sessions, and when, by session. */
  async function attendanceOf(appointmentIds: string[]): Promise<Map<string, SessionAttendance>> {
    const rows = await listAttendance(ctx.db, appointmentIds);
    const byAppointment = new Map<string, SessionAttendance>();
    for (const row of rows) {
      const entry = byAppointment.get(row.appointmentId) ?? {
        clientJoined: false,
        counsellorJoined: false,
        entries: [],
      };
      if (row.role === 'client') entry.clientJoined = true;
      else entry.counsellorJoined = true;
      entry.entries.push({
        role: row.role,
        firstName: row.firstName,
        joinedAt: row.joinedAt.toISOString(),
        leftAt: row.leftAt?.toISOString() ?? null,
      });
      byAppointment.set(row.appointmentId, entry);
    }
    return byAppointment;
  }

  return {
    /** `GET /api/sessions/:id/room`: only the client or counsellor of an accepted session. */
    async describeRoom(userId: string, appointmentId: string): Promise<SessionRoomResponse> {
      const own = await findOwnRoom(userId, appointmentId);
      if (!own) throw notFound(NOT_FOUND);
      const { appointment, role } = own;
      const now = ctx.now();
      const { opensAt, closesAt } = roomWindow(appointment.date, appointment.slot);
      const state = roomStateAt(appointment.date, appointment.slot, now);
      const self = role === 'client' ? appointment.clientFirstName : appointment.counsellorFirstName;
      const peer = role === 'client' ? appointment.counsellorFirstName : appointment.clientFirstName;
      const answer: SessionRoomResponse = {
        provider: meeting.provider,
        state,
        opensAt: opensAt.toISOString(),
        startsAt: sessionStart(appointment.date, appointment.slot).toISOString(),
        endsAt: sessionEnd(appointment.date, appointment.slot).toISOString(),
        role,
        peer: { firstName: peer ?? '' },
      };
      // What lets a browser into the call is handed out only while the room is open.
      if (state !== 'open') return answer;
      if (meeting.provider === 'sukoon') {
        return {
          ...answer,
          iceServers: iceServersFor(meeting, userId, now),
          iceTransportPolicy: meeting.turn?.policy ?? 'all',
        };
      }
      if (meeting.provider === 'jitsi' && meeting.jitsi) {
        const room = `sukoon-${appointment.id}`;
        const jwt = await signJitsiToken(meeting.jitsi, {
          room,
          userId,
          name: self ?? '',
          isModerator: role === 'counsellor',
          notBefore: now,
          expiresAt: closesAt,
        });
        return {
          ...answer,
          jitsi: { domain: meeting.jitsi.domain, roomName: jitsiRoomName(meeting.jitsi, room), jwt },
        };
      }
      return appointment.meetingLink ? { ...answer, link: appointment.meetingLink } : answer;
    },

    /** Whether this person may be in the room now, as the signal socket asks at `hello`. */
    async admit(userId: string, appointmentId: string): Promise<RoomPass | RoomRefusal> {
      const own = await findOwnRoom(userId, appointmentId);
      if (!own) return 'not-found';
      const { appointment, role } = own;
      const state = roomStateAt(appointment.date, appointment.slot, ctx.now());
      if (state === 'waiting') return 'not-open-yet';
      if (state === 'ended') return 'closed';
      const { closesAt } = roomWindow(appointment.date, appointment.slot);
      return { appointmentId, userId, role, closesAt };
    },

    /** The person is in: their attendance row, and whether the other person is already there. */
    async join(pass: RoomPass): Promise<{ attendanceId: string; isPeerPresent: boolean }> {
      const attendanceId = await recordJoin(ctx.db, {
        appointmentId: pass.appointmentId,
        userId: pass.userId,
        role: pass.role,
        joinedAt: ctx.now(),
      });
      return { attendanceId, isPeerPresent: await isOtherPresent(ctx.db, pass.appointmentId, pass.userId) };
    },

    leave: (attendanceId: string) => recordLeave(ctx.db, attendanceId, ctx.now()),

    /**
     * `GET /api/sessions/:id/attendance`: who joined the room and when, for the session's two
     * people and admins; anyone else is not told the session exists.
     */
    async readAttendance(user: AuthenticatedUser, appointmentId: string): Promise<SessionAttendance> {
      const appointment = isUuid(appointmentId)
        ? await findRoomAppointment(ctx.db, appointmentId)
        : undefined;
      const isOwn =
        appointment && (appointment.clientUserId === user.id || appointment.counsellorUserId === user.id);
      if (!appointment || (!isOwn && user.role !== 'admin')) throw notFound(NOT_FOUND);
      const byAppointment = await attendanceOf([appointmentId]);
      return (
        byAppointment.get(appointmentId) ?? { clientJoined: false, counsellorJoined: false, entries: [] }
      );
    },

    attendanceOf,
  };
}
