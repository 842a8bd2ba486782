import type { SignalPayload } from '@sukoon/contract/session-room';

/** What the call looks like to the person in it. */
export type CallPhase = 'waiting' | 'connecting' | 'connected' | 'reconnecting';

/** A message over the call's own data channel: chat when voice fails, and a goodbye on leaving. */
export type ChannelMessage =
  { type: 'chat'; text: string } | { type: 'bye' } | { type: 'media'; audioOnly: boolean };

export interface PeerCallEvents {
  onPhase: (phase: CallPhase) => void;
  onRemoteStream: (stream: MediaStream | null) => void;
  onChat: (text: string) => void;
  onChatOpen: (isOpen: boolean) => void;
  onPeerLeft: () => void;
  onPeerAudioOnly: (audioOnly: boolean) => void;
}

export interface PeerCallOptions {
  /** The polite side gives way when both offer at once (perfect negotiation); the client is. */
  isPolite: boolean;
  configuration: RTCConfiguration;
  send: (payload: SignalPayload) => void;
  events: PeerCallEvents;
}

/** How long a 'disconnected' connection may stay so before ICE is restarted. */
const DISCONNECTED_GRACE_MS = 2_000;

/** How often a call that has not connected yet looks for a lost set-up message and tries again. */
const NUDGE_EVERY_MS = 5_000;

/** Each page's call carries an id in its messages, so a peer that reloaded is told from one that reconnected. */
const newInstanceId = () => Math.random().toString(36).slice(2, 12);

/**
 * One 1:1 call with the browser's RTCPeerConnection and the "perfect negotiation" pattern: either
 * side may (re)negotiate at any time, and when both offer at once the polite side rolls back. The
 * connection is rebuilt when the other person comes back as a new page, and its ICE is restarted
 * when the network changes under it. Media goes browser to browser; only set-up messages pass
 * through the server.
 */
export class PeerCall {
  readonly id = newInstanceId();
  private pc: RTCPeerConnection | null = null;
  private channel: RTCDataChannel | null = null;
  private remoteId: string | null = null;
  private makingOffer = false;
  private ignoreOffer = false;
  private isClosed = false;
  private disconnectTimer: number | undefined;
  private nudgeTimer: number | undefined;
  private signalQueue: Promise<void> = Promise.resolve();
  private local: MediaStream | null = null;
  private audioOnly = false;

  constructor(private readonly options: PeerCallOptions) {}

  get connection(): RTCPeerConnection | null {
    return this.pc;
  }

  /** The local camera and microphone (either may be missing), and whether video is to be sent at all. */
  setLocalMedia(stream: MediaStream | null, audioOnly: boolean): void {
    const isModeChanged = audioOnly !== this.audioOnly;
    this.local = stream;
    this.audioOnly = audioOnly;
    if (this.pc) void this.applyMedia(this.pc);
    if (isModeChanged) this.post({ type: 'media', audioOnly });
  }

  /** The other person is in the room: make sure a connection exists (it offers by itself). */
  peerPresent(): void {
    const pc = this.pc;
    if (!pc) {
      this.build();
      return;
    }
    if (pc.connectionState === 'connected') return;
    // What was sent while the other person was away is lost: offer again.
    if (pc.signalingState === 'have-local-offer' && pc.localDescription)
      this.sendDescription(pc.localDescription);
    else pc.restartIce();
  }

  /** The other person's socket went away; a call still flowing is kept (their network may come back). */
  peerAway(): void {
    const state = this.pc?.connectionState;
    if (state !== 'connected') this.reset('waiting');
  }

  /** The signal from the other person, handled in arrival order. */
  receive(payload: SignalPayload): void {
    this.signalQueue = this.signalQueue.then(() => this.handle(payload)).catch(() => undefined);
  }

  /** Try a new network path now (after the browser says it is online again). */
  restartIce(): void {
    if (this.pc && this.pc.connectionState !== 'new') this.pc.restartIce();
  }

  sendChat(text: string): boolean {
    return this.post({ type: 'chat', text });
  }

  /** Leave: the other side is told over the call itself, which is faster than ICE noticing. */
  close(): void {
    this.post({ type: 'bye' });
    this.isClosed = true;
    this.teardown();
  }

  private post(message: ChannelMessage): boolean {
    if (this.channel?.readyState !== 'open') return false;
    this.channel.send(JSON.stringify(message));
    return true;
  }

  private build(): RTCPeerConnection {
    const pc = new RTCPeerConnection(this.options.configuration);
    this.pc = pc;
    this.makingOffer = false;
    this.ignoreOffer = false;
    const remote = new MediaStream();
    this.options.events.onPhase('connecting');
    this.options.events.onRemoteStream(remote);

    // Both sides make the same channel (negotiated, id 0): no side has to wait for the other's.
    const channel = pc.createDataChannel('chat', { negotiated: true, id: 0 });
    this.channel = channel;
    channel.onopen = () => {
      this.options.events.onChatOpen(true);
      this.post({ type: 'media', audioOnly: this.audioOnly });
    };
    channel.onclose = () => this.options.events.onChatOpen(false);
    channel.onmessage = (event) => this.onChannelMessage(event.data);

    pc.ontrack = ({ track }) => {
      remote.addTrack(track);
      this.options.events.onRemoteStream(remote);
      if (track.kind === 'video') void this.applyMedia(pc);
    };
    pc.onnegotiationneeded = async () => {
      try {
        this.makingOffer = true;
        await pc.setLocalDescription();
        if (pc.localDescription) this.sendDescription(pc.localDescription);
      } catch {
        // A newer negotiation took over; it sends its own offer.
      } finally {
        this.makingOffer = false;
      }
    };
    pc.onicecandidate = ({ candidate }) => {
      if (candidate)
        this.options.send({
          candidate: { ...candidate.toJSON(), candidate: candidate.candidate },
          from: this.id,
        });
    };
    pc.onconnectionstatechange = () => this.onConnectionState(pc);
    void this.applyMedia(pc);
    // A set-up message can be lost (the other side's socket was away for a moment): until the call
    // connects, offer again, or restart ICE that never started, every few seconds.
    window.clearInterval(this.nudgeTimer);
    this.nudgeTimer = window.setInterval(() => {
      if (pc !== this.pc || pc.connectionState === 'connected' || this.makingOffer) return;
      if (pc.signalingState === 'have-local-offer' && pc.localDescription)
        this.sendDescription(pc.localDescription);
      else if (pc.signalingState === 'stable' && ['new', 'failed'].includes(pc.connectionState))
        pc.restartIce();
    }, NUDGE_EVERY_MS);
    return pc;
  }

  private sendDescription(description: RTCSessionDescription): void {
    this.options.send({ description: { type: description.type, sdp: description.sdp }, from: this.id });
  }

  private onConnectionState(pc: RTCPeerConnection): void {
    if (pc !== this.pc) return;
    window.clearTimeout(this.disconnectTimer);
    switch (pc.connectionState) {
      case 'connected':
        this.options.events.onPhase('connected');
        break;
      case 'disconnected':
        this.options.events.onPhase('reconnecting');
        this.disconnectTimer = window.setTimeout(() => {
          if (pc === this.pc && pc.connectionState === 'disconnected') pc.restartIce();
        }, DISCONNECTED_GRACE_MS);
        break;
      case 'failed':
        this.options.events.onPhase('reconnecting');
        pc.restartIce();
        break;
      default:
        break;
    }
  }

  private onChannelMessage(data: unknown): void {
    if (typeof data !== 'string') return;
    let message: ChannelMessage;
    try {
      message = JSON.parse(data) as ChannelMessage;
    } catch {
      return;
    }
    if (message.type === 'chat' && typeof message.text === 'string') this.options.events.onChat(message.text);
    if (message.type === 'media') this.options.events.onPeerAudioOnly(Boolean(message.audioOnly));
    if (message.type === 'bye') {
      this.reset('waiting');
      this.options.events.onPeerLeft();
    }
  }

  private async handle(payload: SignalPayload): Promise<void> {
    if (this.isClosed) return;
    const from = typeof payload.from === 'string' ? payload.from : null;
    // A new page on the other side: the old connection cannot carry on with it.
    if (from && this.remoteId && from !== this.remoteId && this.pc) this.reset('connecting');
    if (from) this.remoteId = from;
    const pc = this.pc ?? this.build();

    if ('description' in payload) {
      const description = payload.description as RTCSessionDescriptionInit;
      const isCollision =
        description.type === 'offer' && (this.makingOffer || pc.signalingState !== 'stable');
      this.ignoreOffer = !this.options.isPolite && isCollision;
      if (this.ignoreOffer) return;
      await pc.setRemoteDescription(description);
      if (description.type === 'offer') {
        await pc.setLocalDescription();
        if (pc.localDescription) this.sendDescription(pc.localDescription);
      }
      return;
    }
    if ('candidate' in payload && payload.candidate) {
      try {
        await pc.addIceCandidate(payload.candidate);
      } catch (error) {
        if (!this.ignoreOffer) throw error;
      }
    }
  }

  /**
   * Sends what the person chose: audio always (muting only disables the track), video unless
   * "audio only", where the video line goes inactive both ways, so neither side spends data on it.
   */
  private async applyMedia(pc: RTCPeerConnection): Promise<void> {
    const audio = this.local?.getAudioTracks()[0] ?? null;
    const video = this.audioOnly ? null : (this.local?.getVideoTracks()[0] ?? null);
    const audioTransceiver = pc
      .getTransceivers()
      .find(
        (transceiver) =>
          transceiver.receiver.track.kind === 'audio' && transceiver.currentDirection !== 'stopped',
      );
    if (!audioTransceiver) {
      if (audio && this.local) pc.addTrack(audio, this.local);
    } else if (audioTransceiver.sender.track !== audio) {
      await audioTransceiver.sender.replaceTrack(audio);
      if (audio && this.local) audioTransceiver.sender.setStreams(this.local);
      if (audio && audioTransceiver.direction === 'recvonly') audioTransceiver.direction = 'sendrecv';
    }
    const videoTransceiver = pc
      .getTransceivers()
      .find(
        (transceiver) =>
          transceiver.receiver.track.kind === 'video' && transceiver.currentDirection !== 'stopped',
      );
    if (!videoTransceiver) {
      if (video && this.local) pc.addTrack(video, this.local);
      return;
    }
    if (videoTransceiver.sender.track !== video) await videoTransceiver.sender.replaceTrack(video);
    if (video && this.local) videoTransceiver.sender.setStreams(this.local);
    const direction: RTCRtpTransceiverDirection = this.audioOnly
      ? 'inactive'
      : video
        ? 'sendrecv'
        : 'recvonly';
    if (videoTransceiver.direction !== direction) videoTransceiver.direction = direction;
  }

  private reset(phase: CallPhase): void {
    this.teardown();
    this.remoteId = null;
    this.options.events.onPhase(phase);
    if (phase === 'connecting') this.build();
  }

  private teardown(): void {
    window.clearTimeout(this.disconnectTimer);
    window.clearInterval(this.nudgeTimer);
    this.channel?.close();
    this.channel = null;
    this.pc?.close();
    this.pc = null;
    this.options.events.onRemoteStream(null);
    this.options.events.onChatOpen(false);
  }
}
