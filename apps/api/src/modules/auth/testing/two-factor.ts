import type { FastifyInstance } from 'fastify';
import { totpCode, totpStep } from '../../../lib/totp.ts';

/** The code an authenticator app shows at `at` for `secret`. */
export const codeAt = (secret: string, at: Date): string => totpCode(secret, totpStep(at));

/** Turns two-step sign-in on as a staff member does: set up, confirm a code; the secret and codes. */
export async function turnOnTwoFactor(
  app: FastifyInstance,
  headers: { authorization: string },
  at: Date,
): Promise<{ secret: string; recoveryCodes: string[] }> {
  const setup = await app.inject({ method: 'POST', url: '/api/me/two-factor', headers });
  if (setup.statusCode !== 200) throw new Error(`two-factor setup: ${setup.statusCode} ${setup.body}`);
  const { secret } = setup.json<{ secret: string }>();
  const enable = await app.inject({
    method: 'POST',
    url: '/api/me/two-factor/enable',
    headers,
    payload: { code: codeAt(secret, at) },
  });
  if (enable.statusCode !== 200) throw new Error(`two-factor enable: ${enable.statusCode} ${enable.body}`);
  return { secret, recoveryCodes: enable.json<{ recoveryCodes: string[] }>().recoveryCodes };
}
