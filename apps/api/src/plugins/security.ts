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
export function securityHeaders(config: AppConfig): Record<string, string> {
  const https = config.appUrl.startsWith('https:');
  const directives = contentSecurityPolicy(config);
  // Plain-HTTP local runs would be broken by an upgrade directive.
  if (!https) delete directives.upgradeInsecureRequests;
  return {
    'content-security-policy': renderContentSecurityPolicy(directives),
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    'origin-agent-cluster': '?1',
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

export async function registerSecurity(app: FastifyInstance, config: AppConfig): Promise<void> {
  const headers = securityHeaders(config);
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
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
