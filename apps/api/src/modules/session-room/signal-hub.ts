import type { SignalServerMessage } from '@sukoon/contract/session-room';
import type { RoomRole } from '@sukoon/contract/session-room';
import type { RoomEvent, SignalBus } from './signal-bus.ts';

/** One person's open socket in one room, on this instance. */
export interface RoomConnection {
  id: string;
  room: string;
  userId: string;
  role: RoomRole;
  send(message: SignalServerMessage): void;
  /** The same person joined again (here or on another instance): this socket gives way. */
  replace(): void;
}

/**
 * The rooms' sockets on this instance, and the bus that joins them to the other instances'.
 * Each event reaches the other person of the room only; a newer join of the same person makes
 * every older socket of theirs give way, so a phone that reconnects takes over.
 */
export function createSignalHub(bus: SignalBus) {
  const rooms = new Map<string, Set<RoomConnection>>();

  function deliver(event: RoomEvent) {
    for (const connection of rooms.get(event.room) ?? []) {
      const isSamePerson = connection.userId === event.userId;
      if (event.kind === 'signal') {
        if (!isSamePerson) connection.send({ type: 'signal', data: event.data as never });
      } else if (event.kind === 'joined') {
        if (!isSamePerson) connection.send({ type: 'peer-joined' });
        else if (connection.id !== event.connectionId) connection.replace();
      } else if (!isSamePerson) {
        connection.send({ type: 'peer-left' });
      }
    }
  }
  bus.subscribe(deliver);

  return {
    /** Adds the socket and tells every instance (older sockets of the same person give way). */
    async enter(connection: RoomConnection): Promise<void> {
      const members = rooms.get(connection.room) ?? new Set();
      members.add(connection);
      rooms.set(connection.room, members);
      await bus.publish({
        kind: 'joined',
        room: connection.room,
        userId: connection.userId,
        connectionId: connection.id,
      });
    },

    /** Removes the socket; the other person hears of it unless a newer socket took its place. */
    async exit(connection: RoomConnection, wasReplaced: boolean): Promise<void> {
      const members = rooms.get(connection.room);
      if (!members?.delete(connection)) return;
      if (members.size === 0) rooms.delete(connection.room);
      if (wasReplaced) return;
      await bus.publish({
        kind: 'left',
        room: connection.room,
        userId: connection.userId,
        connectionId: connection.id,
      });
    },

    relay: (connection: RoomConnection, data: unknown) =>
      bus.publish({ kind: 'signal', room: connection.room, userId: connection.userId, data }),

    /** Every socket on this instance (shutdown closes them). */
    connections: (): RoomConnection[] => [...rooms.values()].flatMap((members) => [...members]),
  };
}

export type SignalHub = ReturnType<typeof createSignalHub>;
