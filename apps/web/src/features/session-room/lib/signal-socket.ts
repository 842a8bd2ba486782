import {
  SIGNAL_CLOSE_CODES,
  sessionSignalPath,
  type SignalPayload,
  type SignalServerMessage,
} from '@sukoon/contract/session-room';
import { API_BASE_URL } from '../../../lib/env.ts';

/** Why the server ended the socket for good: the page shows it instead of reconnecting. */
export type SignalEnd = 'room-closed' | 'unauthorised' | 'not-found' | 'not-open-yet' | 'replaced';

const FINAL_CLOSES: Partial<Record<number, SignalEnd>> = {
  [SIGNAL_CLOSE_CODES.roomClosed]: 'room-closed',
  [SIGNAL_CLOSE_CODES.unauthorised]: 'unauthorised',
  [SIGNAL_CLOSE_CODES.forbidden]: 'not-found',
  [SIGNAL_CLOSE_CODES.notFound]: 'not-found',
  [SIGNAL_CLOSE_CODES.notOpenYet]: 'not-open-yet',
  [SIGNAL_CLOSE_CODES.replaced]: 'replaced',
};

export interface SignalHandlers {
  onMessage: (message: SignalServerMessage) => void;
  /** The socket is open and greeted (true), or lost and being re-opened (false). */
  onConnected: (isConnected: boolean) => void;
  onEnd: (end: SignalEnd) => void;
}

/** ws: or wss: on the API's origin (the page's own, unless the API lives elsewhere). */
function signalUrl(appointmentId: string): string {
  const base = new URL(API_BASE_URL || window.location.origin, window.location.href);
  base.protocol = base.protocol === 'https:' ? 'wss:' : 'ws:';
  base.pathname = sessionSignalPath(encodeURIComponent(appointmentId));
  return base.toString();
}

/**
 * The call's set-up messages to and from the other person, over a WebSocket that says who we are
 * in its first message (the token never goes in an address) and comes back by itself when the
 * network drops, sooner at first and at most every 5 seconds. Messages sent while it is away wait.
 */
export function openSignalSocket(appointmentId: string, token: string, handlers: SignalHandlers) {
  let socket: WebSocket | null = null;
  let isGreeted = false;
  let isStopped = false;
  let attempt = 0;
  let retryTimer: number | undefined;
  const waiting: string[] = [];

  const connect = () => {
    if (isStopped) return;
    const current = new WebSocket(signalUrl(appointmentId));
    socket = current;
    current.onopen = () => current.send(JSON.stringify({ type: 'hello', token }));
    current.onmessage = (event) => {
      if (typeof event.data !== 'string') return;
      let message: SignalServerMessage;
      try {
        message = JSON.parse(event.data) as SignalServerMessage;
      } catch {
        return;
      }
      if (message.type === 'welcome') {
        isGreeted = true;
        attempt = 0;
        handlers.onConnected(true);
        handlers.onMessage(message);
        while (waiting.length > 0 && current.readyState === WebSocket.OPEN)
          current.send(waiting.shift() ?? '');
        return;
      }
      handlers.onMessage(message);
    };
    current.onclose = (event) => {
      if (socket !== current) return;
      socket = null;
      const wasGreeted = isGreeted;
      isGreeted = false;
      if (isStopped) return;
      const end = FINAL_CLOSES[event.code];
      if (end) {
        isStopped = true;
        handlers.onEnd(end);
        return;
      }
      if (wasGreeted) handlers.onConnected(false);
      const delay = Math.min(5_000, 500 * 2 ** attempt);
      attempt += 1;
      retryTimer = window.setTimeout(connect, delay);
    };
  };

  // A network that comes back is worth trying at once rather than at the next back-off.
  const onOnline = () => {
    if (socket || isStopped) return;
    window.clearTimeout(retryTimer);
    connect();
  };
  window.addEventListener('online', onOnline);
  connect();

  return {
    send(data: SignalPayload) {
      const text = JSON.stringify({ type: 'signal', data });
      if (socket && isGreeted && socket.readyState === WebSocket.OPEN) socket.send(text);
      else waiting.push(text);
    },
    close() {
      isStopped = true;
      window.clearTimeout(retryTimer);
      window.removeEventListener('online', onOnline);
      socket?.close(1000);
      socket = null;
    },
  };
}

export type SignalSocket = ReturnType<typeof openSignalSocket>;
