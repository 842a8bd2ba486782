import type { FastifyInstance } from 'fastify';
import cors from '@fastify/cors';
import compress from '@fastify/compress';
import type { AppConfig } from '../config/env.ts';

const RAZORPAY_CHECKOUT = 'https://checkout.razorpay.com';
const RAZORPAY_API = 'https://api.razorpay.com';

/** Exactly what the pages need: our own files, YouTube embeds, and Razorpay only when it is on. */
export function contentSecurityPolicy(config: AppConfig): Record<string, string[]> {
  const razorpay = config.payment.provider === 'razorpay';
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", ...(razorpay ? [RAZORPAY_CHECKOUT] : [])],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'https:'],
    fontSrc: ["'self'"],
    connectSrc: ["'self'", ...(razorpay ? [RAZORPAY_API, 'https://lumberjack.razorpay.com'] : [])],
    frameSrc: [
      'https://www.youtube-nocookie.com',
      'https://www.youtube.com',
      ...(razorpay ? [RAZORPAY_API, RAZORPAY_CHECKOUT] : []),
    ],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
    upgradeInsecureRequests: [],
  };
}

/** The Jitsi server whose `external_api.js` and room the session page embeds, when that is the provider. */
function jitsiOrigin(config: AppConfig): string | null {
  const { meeting } = config.sessions;
  return meeting.provider === 'jitsi' && meeting.jitsi ? `https://${meeting.jitsi.domain}` : null;
}

/**
 * The session room's page (`/session/{id}`) is the only one that may use the camera and the
 * microphone, and, with the `jitsi` provider, the only one that loads and frames that server. Its
 * signal WebSocket is same-origin, which `connect-src 'self'` covers (ws: and wss: included).
 */
export function sessionRoomContentSecurityPolicy(config: AppConfig): Record<string, string[]> {
  const directives = contentSecurityPolicy(config);
  const jitsi = jitsiOrigin(config);
  if (!jitsi) return directives;
  return {
    ...directives,
    scriptSrc: [...(directives.scriptSrc ?? []), jitsi],
    frameSrc: [...(directives.frameSrc ?? []), jitsi],
  };
}

/** Camera and microphone: nowhere but the session room (and the Jitsi frame it embeds). */
export function permissionsPolicy(config: AppConfig, isSessionRoom: boolean): string {
  if (!isSessionRoom) return 'camera=(), microphone=(), display-capture=()';
  const jitsi = jitsiOrigin(config);
  const allowed = jitsi ? `(self "${jitsi}")` : '(self)';
  return `camera=${allowed}, microphone=${allowed}, display-capture=${jitsi ? allowed : '()'}`;
}

const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/** The policy as one header value: `name source source;name source`. */
export function renderContentSecurityPolicy(directives: Record<string, string[]>): string {
  return Object.entries(directives)
    .map(([name, sources]) => [kebab(name), ...sources].join(' '))
    .join(';');
}

/**
 * Every answer's protective headers (helmet's defaults with our policy), rendered once at start:
 * they never vary by request, and building them per request cost more than the health check.
 */
export function securityHeaders(config: AppConfig, isSessionRoom = false): Record<string, string> {
  const https = config.appUrl.startsWith('https:');
  const directives = isSessionRoom ? sessionRoomContentSecurityPolicy(config) : contentSecurityPolicy(config);
  // Plain-HTTP local runs would be broken by an upgrade directive.
  if (!https) delete directives.upgradeInsecureRequests;
  return {
    'content-security-policy': renderContentSecurityPolicy(directives),
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    'origin-agent-cluster': '?1',
    'permissions-policy': permissionsPolicy(config, isSessionRoom),
    'referrer-policy': 'strict-origin-when-cross-origin',
    ...(https ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' } : {}),
    'x-content-type-options': 'nosniff',
    'x-dns-prefetch-control': 'off',
    'x-download-options': 'noopen',
    // Older browsers read X-Frame-Options; say what frame-ancestors 'none' says.
    'x-frame-options': 'DENY',
    'x-permitted-cross-domain-policies': 'none',
    'x-xss-protection': '0',
  };
}

/**
 * The headers of an API answer (JSON, a PDF, a CSV): what protects a response that is not a page,
 * as OWASP's REST Security Cheat Sheet lists them. Its CSP allows nothing at all, so an answer
 * opened as a document runs nothing and is framed by no one; the headers helmet adds for pages
 * (cross-origin opener, origin-agent clustering, DNS prefetch, IE's download and XSS switches,
 * Flash's cross-domain policies) govern documents only, and Node checks every header's value on
 * every answer: the page set cost the health check 2 of its 25 µs (decision 006).
 */
export function apiSecurityHeaders(config: AppConfig): Record<string, string> {
  const pageHeaders = securityHeaders(config);
  const kept = [
    'cross-origin-resource-policy',
    'referrer-policy',
    'strict-transport-security',
    'x-content-type-options',
    'x-frame-options',
  ];
  return {
    'content-security-policy': "default-src 'none';frame-ancestors 'none';object-src 'none';base-uri 'none'",
    ...Object.fromEntries(Object.entries(pageHeaders).filter(([name]) => kept.includes(name))),
  };
}

/** Answers under /api/ other than the API docs (a page, with Swagger UI's scripts). */
const isApiAnswer = (url: string) => url.startsWith('/api/') && !url.startsWith('/api/docs');
/** The session room's page: the only one with the camera and microphone. */
const isSessionRoomPage = (url: string) => /^\/session\/[^/?#]+\/?(?:[?#]|$)/i.test(url);

export async function registerSecurity(app: FastifyInstance, config: AppConfig): Promise<void> {
  const headers = securityHeaders(config);
  const roomHeaders = securityHeaders(config, true);
  const apiHeaders = apiSecurityHeaders(config);
  app.addHook('onRequest', (request, reply, done) => {
    const url = request.url;
    reply.headers(isApiAnswer(url) ? apiHeaders : isSessionRoomPage(url) ? roomHeaders : headers);
    done();
  });
  // Same origin needs no CORS. Without listed origins the plugin is not loaded at all, so it costs
  // nothing per request, and a cross-origin preflight gets a plain 404 with no CORS headers.
  if (config.corsOrigins.length > 0) {
    await app.register(cors, {
      origin: config.corsOrigins,
      allowedHeaders: ['Authorization', 'Content-Type'],
      methods: ['GET', 'POST', 'PUT', 'DELETE'],
    });
  }
  await app.register(compress, { global: true, encodings: ['br', 'gzip'], threshold: 1024 });
}
