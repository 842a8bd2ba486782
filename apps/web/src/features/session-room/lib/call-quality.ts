/** The connection as the person is told it: good, fair or poor. */
export type CallQuality = 'good' | 'fair' | 'poor';

interface Counters {
  received: number;
  lost: number;
}

/** The round trip of the nominated candidate pair, in seconds, if the browser reports it. */
function roundTripOf(report: RTCStatsReport): number | null {
  let pairId: string | undefined;
  report.forEach((stat: { type: string; selectedCandidatePairId?: string }) => {
    if (stat.type === 'transport' && stat.selectedCandidatePairId) pairId = stat.selectedCandidatePairId;
  });
  const pair = pairId ? (report.get(pairId) as { currentRoundTripTime?: number } | undefined) : undefined;
  return pair?.currentRoundTripTime ?? null;
}

/** Packets received and lost so far on every incoming stream. */
function countersOf(report: RTCStatsReport): Counters {
  const counters = { received: 0, lost: 0 };
  report.forEach((stat: { type: string; packetsReceived?: number; packetsLost?: number }) => {
    if (stat.type !== 'inbound-rtp') return;
    counters.received += stat.packetsReceived ?? 0;
    counters.lost += Math.max(0, stat.packetsLost ?? 0);
  });
  return counters;
}

/**
 * Reads the call's `getStats()` every few seconds and grades it from the round trip and the share
 * of packets lost since the last reading; what a person can act on (switch to audio only, or chat).
 */
export function watchCallQuality(
  pc: RTCPeerConnection,
  onQuality: (quality: CallQuality) => void,
  everyMs = 3_000,
): () => void {
  let previous: Counters = { received: 0, lost: 0 };
  const timer = window.setInterval(() => {
    if (pc.connectionState !== 'connected') return;
    void pc.getStats().then((report) => {
      const counters = countersOf(report);
      const received = counters.received - previous.received;
      const lost = counters.lost - previous.lost;
      previous = counters;
      const loss = received + lost > 0 ? lost / (received + lost) : 0;
      const roundTrip = roundTripOf(report) ?? 0;
      onQuality(loss < 0.03 && roundTrip < 0.3 ? 'good' : loss < 0.1 && roundTrip < 0.7 ? 'fair' : 'poor');
    });
  }, everyMs);
  return () => window.clearInterval(timer);
}
