import { expect, type Browser, type BrowserContext, type Page } from '@playwright/test';

/**
 * Lets a journey read the page's calls through `getStats()`, as chrome://webrtc-internals would:
 * every RTCPeerConnection the page makes is remembered on `window.__roomCalls`. The page's own code
 * is untouched; this runs before it in the browser.
 */
export async function watchPeerConnections(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const Original = window.RTCPeerConnection;
    const calls: RTCPeerConnection[] = [];
    (window as unknown as { __roomCalls: RTCPeerConnection[] }).__roomCalls = calls;
    window.RTCPeerConnection = class extends Original {
      constructor(configuration?: RTCConfiguration) {
        super(configuration);
        calls.push(this);
      }
    };
  });
}

export interface CallStats {
  connectionState: string;
  framesDecoded: number;
  audioLevel: number;
  videoBytesSent: number;
  audioBytesReceived: number;
  localCandidateType: string | null;
  remoteCandidateType: string | null;
}

/** The newest open call's figures: what a person would notice as "I see them, I hear them". */
export async function callStats(page: Page): Promise<CallStats | null> {
  return page.evaluate(async () => {
    const calls = (window as unknown as { __roomCalls?: RTCPeerConnection[] }).__roomCalls ?? [];
    const pc = [...calls].reverse().find((call) => call.connectionState !== 'closed');
    if (!pc) return null;
    const report = await pc.getStats();
    const result = {
      connectionState: pc.connectionState,
      framesDecoded: 0,
      audioLevel: 0,
      videoBytesSent: 0,
      audioBytesReceived: 0,
      localCandidateType: null as string | null,
      remoteCandidateType: null as string | null,
    };
    let pairId: string | undefined;
    const byId = new Map<string, Record<string, unknown>>();
    report.forEach((stat: Record<string, unknown>) => {
      byId.set(String(stat.id), stat);
      if (stat.type === 'inbound-rtp' && stat.kind === 'video')
        result.framesDecoded += Number(stat.framesDecoded ?? 0);
      if (stat.type === 'inbound-rtp' && stat.kind === 'audio') {
        result.audioLevel = Math.max(result.audioLevel, Number(stat.audioLevel ?? 0));
        result.audioBytesReceived += Number(stat.bytesReceived ?? 0);
      }
      if (stat.type === 'outbound-rtp' && stat.kind === 'video')
        result.videoBytesSent += Number(stat.bytesSent ?? 0);
      if (stat.type === 'transport' && typeof stat.selectedCandidatePairId === 'string')
        pairId = stat.selectedCandidatePairId;
    });
    const pair = pairId ? byId.get(pairId) : undefined;
    if (pair) {
      const local = byId.get(String(pair.localCandidateId));
      const remote = byId.get(String(pair.remoteCandidateId));
      result.localCandidateType = typeof local?.candidateType === 'string' ? local.candidateType : null;
      result.remoteCandidateType = typeof remote?.candidateType === 'string' ? remote.candidateType : null;
    }
    return result;
  });
}

/** Waits until `page` decodes the other person's video and hears their audio. */
export async function expectSeesAndHears(page: Page, who: string): Promise<void> {
  // Both joined to the first frame took 9 s at the median and 12.5 s at worst through coturn on a
  // loaded machine (bench R2), so the assertion's 15 s left no room: the first frames get 30 s.
  await expect
    .poll(async () => (await callStats(page))?.framesDecoded ?? 0, {
      message: `${who} decodes video frames`,
      timeout: 30_000,
    })
    .toBeGreaterThan(10);
  await expect
    .poll(async () => (await callStats(page))?.audioLevel ?? 0, { message: `${who} hears audio` })
    .toBeGreaterThan(0);
}

/** A browser context signed in as `token` that records its calls, with its language chosen. */
export async function personContext(
  browser: Browser,
  baseURL: string,
  token: string,
  options: {
    locale?: 'en' | 'hi' | 'mr';
    viewport?: { width: number; height: number };
    ignoreHTTPSErrors?: boolean;
  } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL,
    permissions: ['camera', 'microphone'],
    ...(options.viewport ? { viewport: options.viewport } : {}),
    ignoreHTTPSErrors: options.ignoreHTTPSErrors ?? false,
  });
  await watchPeerConnections(context);
  await context.addInitScript(
    ({ value, locale }) => {
      localStorage.setItem('token', value);
      if (locale) localStorage.setItem('sukoon-language', locale);
    },
    { value: token, locale: options.locale },
  );
  return { context, page: await context.newPage() };
}

/**
 * The client, then the counsellor, each in their own context on `url` (one server, or one each),
 * open the room and press Join. Their contexts go into `contexts`, for the file to close.
 */
export async function joinBoth(
  browser: Browser,
  appointmentId: string,
  people: readonly (readonly [url: string, token: string])[],
  contexts: BrowserContext[],
): Promise<[client: Page, counsellor: Page]> {
  const pages: Page[] = [];
  for (const [url, token] of people) {
    const { context, page } = await personContext(browser, url, token);
    contexts.push(context);
    pages.push(page);
    await page.goto(`/session/${appointmentId}`);
    await page.getByRole('button', { name: 'Join the session' }).click();
  }
  return pages as [Page, Page];
}
