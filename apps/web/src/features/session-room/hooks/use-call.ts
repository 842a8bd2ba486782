import { useCallback, useEffect, useRef, useState } from 'react';
import type { SessionRoomResponse } from '@sukoon/contract/session-room';
import { getToken } from '../../../lib/auth-token.ts';
import { type CallQuality, watchCallQuality } from '../lib/call-quality.ts';
import { PeerCall, type CallPhase } from '../lib/peer-call.ts';
import { openSignalSocket, type SignalEnd } from '../lib/signal-socket.ts';

export interface ChatLine {
  id: number;
  from: 'me' | 'peer';
  text: string;
}

export interface CallState {
  phase: CallPhase;
  /** The set-up socket is greeted; false while it comes back after a drop. */
  isSignalConnected: boolean;
  end: SignalEnd | null;
  remoteStream: MediaStream | null;
  /** Bumped when the remote stream gains a track, so the video element looks again. */
  remoteVersion: number;
  quality: CallQuality | null;
  chat: ChatLine[];
  isChatOpen: boolean;
  isPeerAudioOnly: boolean;
  /** The other person pressed Leave (until they come back). */
  hasPeerLeft: boolean;
}

const INITIAL: CallState = {
  phase: 'waiting',
  isSignalConnected: false,
  end: null,
  remoteStream: null,
  remoteVersion: 0,
  quality: null,
  chat: [],
  isChatOpen: false,
  isPeerAudioOnly: false,
  hasPeerLeft: false,
};

/**
 * The call once the person has joined: the signal socket, the peer connection, the chat lines and
 * the connection's quality, as React state. Leaving (or closing the page) says goodbye to the other
 * side and stops everything.
 */
export function useCall(
  appointmentId: string,
  room: SessionRoomResponse,
  local: MediaStream | null,
  audioOnly: boolean,
) {
  const [state, setState] = useState<CallState>(INITIAL);
  const callRef = useRef<PeerCall | null>(null);
  const media = useRef({ local, audioOnly });
  const chatId = useRef(0);
  const update = useCallback(
    (patch: Partial<CallState>) => setState((previous) => ({ ...previous, ...patch })),
    [],
  );
  const addChat = useCallback((from: ChatLine['from'], text: string) => {
    chatId.current += 1;
    const line = { id: chatId.current, from, text };
    setState((previous) => ({ ...previous, chat: [...previous.chat, line] }));
  }, []);

  // Before the call's own effect, so a new call starts with what the person chose.
  useEffect(() => {
    media.current = { local, audioOnly };
    callRef.current?.setLocalMedia(local, audioOnly);
  }, [local, audioOnly]);

  useEffect(() => {
    const token = getToken() ?? '';
    let stopQuality: (() => void) | null = null;
    let watched: RTCPeerConnection | null = null;
    const watchQuality = () => {
      const pc = callRef.current?.connection ?? null;
      if (pc === watched) return;
      stopQuality?.();
      watched = pc;
      stopQuality = pc ? watchCallQuality(pc, (quality) => update({ quality })) : null;
    };
    const socket = openSignalSocket(appointmentId, token, {
      onConnected: (isSignalConnected) => update({ isSignalConnected }),
      onEnd: (end) => {
        callRef.current?.close();
        update({ end });
      },
      onMessage: (message) => {
        const call = callRef.current;
        if (!call) return;
        if (message.type === 'welcome' && message.peerPresent) call.peerPresent();
        if (message.type === 'peer-joined') {
          update({ hasPeerLeft: false });
          call.peerPresent();
        }
        if (message.type === 'peer-left') call.peerAway();
        if (message.type === 'signal') call.receive(message.data);
        watchQuality();
      },
    });
    const call = new PeerCall({
      isPolite: room.role === 'client',
      configuration: {
        iceServers: room.iceServers ?? [],
        iceTransportPolicy: room.iceTransportPolicy ?? 'all',
      },
      send: (payload) => socket.send(payload),
      events: {
        onPhase: (phase) => {
          update(phase === 'connected' ? { phase, hasPeerLeft: false } : { phase });
          watchQuality();
        },
        onRemoteStream: (remoteStream) =>
          setState((previous) => ({
            ...previous,
            remoteStream,
            remoteVersion: previous.remoteVersion + 1,
            ...(remoteStream ? {} : { quality: null, isPeerAudioOnly: false }),
          })),
        onChat: (text) => addChat('peer', text),
        onChatOpen: (isChatOpen) => update({ isChatOpen }),
        onPeerLeft: () => update({ hasPeerLeft: true }),
        onPeerAudioOnly: (isPeerAudioOnly) => update({ isPeerAudioOnly }),
      },
    });
    callRef.current = call;
    call.setLocalMedia(media.current.local, media.current.audioOnly);
    // A phone moving from Wi-Fi to mobile data: look for a new path at once.
    const onOnline = () => call.restartIce();
    const connection = (navigator as Navigator & { connection?: EventTarget }).connection;
    window.addEventListener('online', onOnline);
    connection?.addEventListener('change', onOnline);
    const onPageHide = () => call.close();
    window.addEventListener('pagehide', onPageHide);
    return () => {
      window.removeEventListener('online', onOnline);
      connection?.removeEventListener('change', onOnline);
      window.removeEventListener('pagehide', onPageHide);
      stopQuality?.();
      call.close();
      socket.close();
      callRef.current = null;
    };
  }, [appointmentId, room, update, addChat]);

  const sendChat = useCallback(
    (text: string) => {
      const isSent = callRef.current?.sendChat(text) ?? false;
      if (isSent) addChat('me', text);
      return isSent;
    },
    [addChat],
  );

  return { state, sendChat };
}
