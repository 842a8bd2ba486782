import type { FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';
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

export async function registerSecurity(app: FastifyInstance, config: AppConfig): Promise<void> {
  const directives = contentSecurityPolicy(config);
  // Plain-HTTP local runs would be broken by an upgrade directive.
  if (!config.appUrl.startsWith('https:')) delete directives.upgradeInsecureRequests;
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives },
    crossOriginEmbedderPolicy: false,
    // Older browsers read X-Frame-Options; say what frame-ancestors 'none' says.
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    hsts: config.appUrl.startsWith('https:'),
  });
  await app.register(cors, {
    // Same origin needs no CORS; only the listed web apps elsewhere get the headers.
    origin: config.corsOrigins.length > 0 ? config.corsOrigins : false,
    allowedHeaders: ['Authorization', 'Content-Type'],
    methods: ['GET', 'POST', 'PUT', 'DELETE'],
  });
  await app.register(compress, { global: true, encodings: ['br', 'gzip'], threshold: 1024 });
}
