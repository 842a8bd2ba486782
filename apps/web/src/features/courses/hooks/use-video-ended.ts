import { useEffect, type RefObject } from 'react';

const PLAYER_ORIGIN = 'https://www.youtube-nocookie.com';
/** The IFrame player's state for "the video played to its end". */
const ENDED = 0;

/** Whether a message from the player says the video ended (both forms the player sends). */
function isEndedMessage(data: unknown): boolean {
  if (typeof data !== 'string') return false;
  try {
    const message = JSON.parse(data) as { event?: string; info?: unknown };
    if (message.event === 'onStateChange') return message.info === ENDED;
    const info = message.info as { playerState?: unknown } | null | undefined;
    return message.event === 'infoDelivery' && info?.playerState === ENDED;
  } catch {
    return false;
  }
}

/**
 * Calls `onEnded` when the embedded YouTube player (src with `enablejsapi=1`) reports that its
 * video ended. The player only reports to a page that said it is listening, after each load.
 */
export function useVideoEnded(frame: RefObject<HTMLIFrameElement | null>, onEnded: (() => void) | undefined) {
  useEffect(() => {
    const iframe = frame.current;
    if (!iframe || !onEnded) return;
    const listen = () =>
      iframe.contentWindow?.postMessage(
        JSON.stringify({ event: 'listening', id: 1, channel: 'widget' }),
        PLAYER_ORIGIN,
      );
    const receive = (event: MessageEvent) => {
      if (
        event.origin === PLAYER_ORIGIN &&
        event.source === iframe.contentWindow &&
        isEndedMessage(event.data)
      ) {
        onEnded();
      }
    };
    iframe.addEventListener('load', listen);
    window.addEventListener('message', receive);
    return () => {
      iframe.removeEventListener('load', listen);
      window.removeEventListener('message', receive);
    };
  }, [frame, onEnded]);
}
