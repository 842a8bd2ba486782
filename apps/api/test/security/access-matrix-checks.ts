import { expect } from 'vitest';
import type { FastifySchema, LightMyRequestResponse } from 'fastify';
import type { ZodType } from 'zod';
import { errorResponse } from '@sukoon/contract/common';
import type { AppConfig } from '../../src/config/env.ts';
import { ROUTE_POLICY, type RoutePolicy } from './route-policy.ts';

// What the access matrix checks in each answer: whether the caller should have got it, whether it
// leaks anything, and whether it is exactly its schema. Each check returns a list of problems.

export type Caller = 'anonymous' | 'owner' | 'other' | 'counsellor' | 'admin';
/**
 * `owner` is user A, who bought, booked and paid the things the ids name; `other` is user B; the
 * counsellor is a signed-in account with role counsellor, who owns none of A's things.
 */
export const CALLERS: Caller[] = ['anonymous', 'other', 'counsellor', 'owner', 'admin'];

const JWT = /eyJ[\w-]{5,}\.eyJ[\w-]{5,}\.[\w-]+/;
const HEX_64 = /(?<![0-9a-f])[0-9a-f]{64}(?![0-9a-f])/i;
const FORBIDDEN_KEYS = new Set([
  'password',
  'passwordhash',
  'password_hash',
  'otp',
  'otphash',
  'otp_hash',
  'tokenversion',
  'token_version',
  'secret',
  'keysecret',
  'webhooksecret',
  'jwtsecret',
]);

/** Every key of a JSON value, however deep. */
function keysOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(keysOf);
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, inner]) => [key, ...keysOf(inner)]);
  }
  return [];
}

const decodeSub = (token: string): unknown =>
  (JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as { sub?: unknown }).sub;

/** What no answer may carry unless its policy allows it. */
export interface Known {
  config: Pick<AppConfig, 'jwtSecret' | 'payment'>;
  mails: { text: string }[];
  users: Record<Exclude<Caller, 'anonymous'>, { id: string; token: string }>;
  /** Signatures of user A's payments: only the simulated checkout, to A, may hand one out. */
  signatures: string[];
  /** A paid webinar's link and password: only its buyers and the admin may see them. */
  meeting: string[];
  /** A paid course's video ids, its own and its lessons': only its buyer and the admin see them. */
  paidVideos: string[];
  /** The room of A's accepted session: only A and the session's counsellor may see it. */
  sessionRoom: string;
  /** What A wrote in that session's intake: only A and its counsellor, on the intake route. */
  intakeText: string;
}

/** What the policy allows: a list of problems with this answer (empty when it is fine). */
export function accessProblems(policy: RoutePolicy, who: Caller, status: number): string[] {
  const ok = status >= 200 && status < 400;
  const problems: string[] = [];
  if (status >= 500) problems.push(`answered ${status}`);
  switch (policy.access) {
    case 'anonymous':
      if (status === 401 || status === 403) problems.push(`refused a public route with ${status}`);
      break;
    case 'user':
      if (who === 'anonymous' && status !== 401) problems.push(`answered ${status} without a token, not 401`);
      if (who !== 'anonymous' && !ok && !(policy.checksCode && status === 400)) {
        problems.push(`refused a signed-in user with ${status}`);
      }
      break;
    case 'owner':
    case 'simulated':
      if (who === 'anonymous' && status !== 401) problems.push(`answered ${status} without a token, not 401`);
      if (who === 'owner' && !ok) problems.push(`refused the owner with ${status}`);
      if ((who === 'other' || who === 'counsellor') && ![400, 403, 404, 409].includes(status)) {
        problems.push(`answered ${status} to another user, not 400/403/404/409`);
      }
      if (who === 'admin' && policy.adminToo && !ok) problems.push(`refused the admin with ${status}`);
      if (who === 'admin' && !policy.adminToo && ![400, 403, 404, 409].includes(status)) {
        problems.push(`answered ${status} to an admin for another user's thing`);
      }
      break;
    case 'admin':
      if (who === 'anonymous' && status !== 401) problems.push(`answered ${status} without a token, not 401`);
      if ((who === 'owner' || who === 'other') && status !== 403) {
        problems.push(`answered ${status} to a user, not 403`);
      }
      if (who === 'counsellor' && status !== (policy.notTheirs404 ? 404 : 403)) {
        problems.push(`answered ${status} to a counsellor, not ${policy.notTheirs404 ? 404 : 403}`);
      }
      if (who === 'admin' && !ok) problems.push(`refused the admin with ${status}`);
      break;
    case 'counsellor':
      if (who === 'anonymous' && status !== 401) problems.push(`answered ${status} without a token, not 401`);
      if ((who === 'owner' || who === 'other') && status !== 403 && status !== 404) {
        problems.push(`answered ${status} to a user, not 403/404`);
      }
      if (who === 'counsellor' && !ok) problems.push(`refused the counsellor with ${status}`);
      if (who === 'admin' && policy.adminToo && !ok) problems.push(`refused the admin with ${status}`);
      if (who === 'admin' && !policy.adminToo && status !== 403 && status !== 404) {
        problems.push(`answered ${status} to an admin, not 403/404`);
      }
      break;
    case 'session':
      if (who === 'anonymous' && status !== 401) problems.push(`answered ${status} without a token, not 401`);
      if ((who === 'owner' || who === 'counsellor') && !ok)
        problems.push(`refused the ${who} with ${status}`);
      if (who === 'other' && status !== 403 && status !== 404) {
        problems.push(`answered ${status} to another user, not 403/404`);
      }
      if (who === 'admin' && policy.adminToo && !ok) problems.push(`refused the admin with ${status}`);
      if (who === 'admin' && !policy.adminToo && status !== (policy.notTheirs404 ? 404 : 403)) {
        problems.push(`answered ${status} to an admin, not ${policy.notTheirs404 ? 404 : 403}`);
      }
      break;
    case 'socket':
      if (status !== 404) problems.push(`answered ${status} to a plain request, not 404`);
      break;
    case 'client':
      if (who === 'anonymous' && status !== 401) problems.push(`answered ${status} without a token, not 401`);
      if ((who === 'owner' || who === 'other') && !ok) problems.push(`refused a client with ${status}`);
      if ((who === 'counsellor' || who === 'admin') && status !== 403) {
        problems.push(`answered ${status} to ${who === 'admin' ? 'an admin' : 'a counsellor'}, not 403`);
      }
      break;
    case 'staff':
      if (who === 'anonymous' && status !== 401) problems.push(`answered ${status} without a token, not 401`);
      if ((who === 'owner' || who === 'other') && status !== 403) {
        problems.push(`answered ${status} to a client, not 403`);
      }
      if ((who === 'counsellor' || who === 'admin') && (status === 401 || status === 403)) {
        problems.push(`refused the ${who} with ${status}`);
      }
      break;
    case 'metrics':
      if (status !== 401 && status !== 404) problems.push(`answered ${status} without the metrics token`);
      break;
    case 'webhook':
      if (status !== 400) problems.push(`answered ${status} to an unsigned event or handshake, not 400`);
      break;
  }
  return problems;
}

/** Secrets, hashes, codes and other people's credentials in a body: a list of problems. */
export function leakProblems(
  route: string,
  policy: RoutePolicy,
  who: Caller,
  response: LightMyRequestResponse,
  known: Known,
) {
  const body = response.body;
  const problems: string[] = [];
  const { config, mails, users, signatures } = known;
  const secrets: [string, string][] = [
    ['the JWT secret', config.jwtSecret],
    ['the payment key secret', config.payment.keySecret],
    ['the webhook secret', config.payment.webhookSecret],
  ];
  for (const [name, value] of secrets) if (body.includes(value)) problems.push(`carries ${name}`);
  if (/\$argon2(?:id|i|d)\$/.test(body)) problems.push('carries a password hash');
  for (const mail of mails) {
    for (const code of mail.text.match(/\b\d{6}\b/g) ?? []) {
      if (body.includes(`"${code}"`) || body.includes(`OTP is ${code}`)) problems.push('carries an OTP');
    }
  }
  const credentials = who === 'anonymous' ? 'owner' : who;
  const jwt = JWT.exec(body)?.[0];
  if (jwt) {
    if (!policy.returnsOwnToken) problems.push('carries a token');
    else if (decodeSub(jwt) !== users[credentials].id) problems.push("carries someone else's token");
  }
  for (const [holder, user] of Object.entries(users)) {
    // A token is its claims signed: a fresh login in the same second as the stored one is the
    // same bytes, and that is the caller's own token, which these routes exist to give.
    const ownFreshToken = policy.returnsOwnToken && holder === credentials;
    if (!ownFreshToken && body.includes(user.token)) problems.push("carries a user's token");
  }
  const mayShowSignature = policy.access === 'simulated' && who === 'owner';
  if (!mayShowSignature && (HEX_64.test(body) || signatures.some((s) => body.includes(s)))) {
    problems.push('carries a signature or hash');
  }
  const seesMeeting =
    (route === 'GET /api/getwebinars/:id' && (who === 'owner' || who === 'admin')) ||
    (route === 'GET /api/admin/webinars' && who === 'admin');
  if (!seesMeeting && known.meeting.some((detail) => body.includes(detail))) {
    problems.push("carries a paid webinar's meeting details");
  }
  const seesPaidVideo =
    (route === 'GET /api/courses/read' || route === 'GET /api/courses/read/:id') &&
    (who === 'owner' || who === 'admin');
  if (!seesPaidVideo && known.paidVideos.some((video) => body.includes(video))) {
    problems.push("carries a paid course's video");
  }
  const seesSessionRoom =
    (who === 'owner' &&
      (route === 'GET /api/appointments/mine' ||
        route === 'POST /api/appointments/:id/reschedule' ||
        route === 'GET /api/me/export')) ||
    (who === 'counsellor' && route === 'GET /api/counsellor/appointments') ||
    ((who === 'owner' || who === 'counsellor') && route === 'GET /api/sessions/:id/room');
  if (!seesSessionRoom && body.includes(known.sessionRoom)) problems.push("carries a session's room");
  const seesIntake =
    (route === 'GET /api/appointments/:id/intake' && (who === 'owner' || who === 'counsellor')) ||
    (route === 'GET /api/me/export' && who === 'owner');
  if (!seesIntake && body.includes(known.intakeText)) problems.push("carries a session's intake");
  // The OpenAPI document names the request fields (password, otp); answers must not have them.
  if (!policy.web && response.headers['content-type']?.toString().startsWith('application/json') && body) {
    const forbidden = keysOf(JSON.parse(body))
      .filter((key) => FORBIDDEN_KEYS.has(key.toLowerCase()))
      .filter((key) => !(policy.returnsOwnSecret && key === 'secret'));
    if (forbidden.length > 0) problems.push(`has the fields ${forbidden.join(', ')}`);
  }
  return problems;
}

/** A JSON answer must be exactly what its response schema says; an error is `{ message }`. */
export function shapeProblems(
  route: string,
  response: LightMyRequestResponse,
  schemasByRoute: Map<string, FastifySchema | undefined>,
): string[] {
  const isJson = response.headers['content-type']?.toString().startsWith('application/json');
  if (!isJson || response.body === '') return [];
  const json: unknown = JSON.parse(response.body);
  const schemas = schemasByRoute.get(route)?.response as Record<string, ZodType> | undefined;
  const schema = schemas?.[String(response.statusCode)];
  if (schema && typeof schema.safeParse === 'function') {
    const parsed = schema.safeParse(json);
    if (!parsed.success) return [`does not match its ${response.statusCode} schema`];
    try {
      expect(parsed.data).toEqual(json);
    } catch {
      return [`has fields outside its ${response.statusCode} schema`];
    }
    return [];
  }
  if (response.statusCode >= 400) {
    const isErrorAnswer = errorResponse.strict().safeParse(json).success;
    return isErrorAnswer
      ? []
      : [`error answer is not { message, code, fields? }: ${response.body.slice(0, 200)}`];
  }
  if (!ROUTE_POLICY[route]?.web) return [`${response.statusCode} answer has no response schema`];
  return [];
}
