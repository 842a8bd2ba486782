import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { TWO_FACTOR_MESSAGES } from '@sukoon/contract/two-factor';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createUserWithToken, type TestUser } from '../../../test/users-fixture.ts';
import { queryRows } from '../../db/client.ts';
import { ConfigError, loadConfig } from '../../config/env.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { bearer } from './testing/accounts.ts';
import { codeAt, turnOnTwoFactor } from './testing/two-factor.ts';

const PASSWORD = 'the staff password 1';

describe('staff two-step sign-in (STAFF_2FA=optional, the default)', () => {
  let t: TestApp;
  let clock = Date.UTC(2026, 10, 27, 9, 0, 0);
  const now = () => new Date(clock);
  /** Half a minute on: the authenticator shows a new code. */
  const nextCode = () => {
    clock += 30_000;
  };
  beforeAll(async () => {
    t = await createTestApp({}, { now });
  });
  afterAll(() => t.close());

  const staff = (role: 'admin' | 'counsellor' = 'admin') =>
    createUserWithToken(t, role, { passwordHash: hashPasswordOnce });
  let hashPasswordOnce: string;
  beforeAll(async () => {
    hashPasswordOnce = await hashPassword(PASSWORD);
  });

  const login = (who: TestUser, password = PASSWORD) =>
    t.app.inject({ method: 'POST', url: '/api/login', payload: { emailorphone: who.email, password } });
  const secondStep = (mfaToken: string, code: string) =>
    t.app.inject({ method: 'POST', url: '/api/login/mfa', payload: { mfaToken, code } });
  const ticketOf = async (who: TestUser) => {
    const response = await login(who);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ mfaToken: string }>().mfaToken;
  };

  it('sets up with a secret and an otpauth link, turns on with a code, and keeps the secret sealed', async () => {
    const admin = await staff();
    const status = await t.app.inject({ method: 'GET', url: '/api/me/two-factor', headers: admin.headers });
    expect(status.json()).toEqual({ enabled: false, required: false, recoveryCodesLeft: 0 });
    const setup = await t.app.inject({ method: 'POST', url: '/api/me/two-factor', headers: admin.headers });
    expect(setup.statusCode).toBe(200);
    const { secret, otpauthUrl } = setup.json<{ secret: string; otpauthUrl: string }>();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauthUrl).toBe(
      `otpauth://totp/Sukoon:${encodeURIComponent(admin.email)}?secret=${secret}&issuer=Sukoon&algorithm=SHA1&digits=6&period=30`,
    );
    const enable = (code: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/me/two-factor/enable',
        headers: admin.headers,
        payload: { code },
      });
    const wrong = await enable(codeAt(secret, new Date(clock + 5 * 60_000)));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ message: TWO_FACTOR_MESSAGES.setupCodeWrong });
    // Still off: the password alone signs in.
    expect(Object.keys((await login(admin)).json<object>())).toEqual(['token']);

    const enabled = await enable(codeAt(secret, now()));
    expect(enabled.statusCode).toBe(200);
    const { recoveryCodes } = enabled.json<{ recoveryCodes: string[] }>();
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    for (const code of recoveryCodes) expect(code).toMatch(/^[a-z2-7]{4}-[a-z2-7]{4}-[a-z2-7]{4}$/);

    const [stored] = await queryRows<{ secret: string }>(
      t.database.db,
      sql`select secret_sealed as secret from staff_two_factor where user_id = ${admin.id}`,
    );
    expect(stored?.secret).toMatch(/^sealed:v2:/);
    expect(stored?.secret).not.toContain(secret);
    const hashes = await queryRows<{ hash: string }>(
      t.database.db,
      sql`select code_hash as hash from two_factor_recovery_codes where user_id = ${admin.id}`,
    );
    expect(hashes).toHaveLength(10);
    for (const { hash } of hashes) expect(recoveryCodes.join()).not.toContain(hash);
    expect(hashes.map((row) => row.hash).join()).not.toContain(recoveryCodes[0]?.replaceAll('-', ''));

    const after = await t.app.inject({ method: 'GET', url: '/api/me/two-factor', headers: admin.headers });
    expect(after.json()).toEqual({ enabled: true, required: false, recoveryCodesLeft: 10 });
    const again = await t.app.inject({ method: 'POST', url: '/api/me/two-factor', headers: admin.headers });
    expect(again.statusCode).toBe(409);
  });

  it('asks for a code after the password; a wrong code is a 400; the code earns a session token', async () => {
    const counsellor = await staff('counsellor');
    nextCode();
    const { secret } = await turnOnTwoFactor(t.app, counsellor.headers, now());
    const first = await login(counsellor);
    expect(first.statusCode).toBe(200);
    const body = first.json<{ mfaRequired: boolean; mfaToken: string }>();
    expect(Object.keys(body).sort()).toEqual(['mfaRequired', 'mfaToken']);
    expect(body.mfaRequired).toBe(true);
    // The ticket is no session.
    const asSession = await t.app.inject({
      method: 'GET',
      url: '/api/userdetails',
      headers: bearer(body.mfaToken),
    });
    expect(asSession.statusCode).toBe(401);

    const wrong = await secondStep(body.mfaToken, codeAt(secret, new Date(clock - 10 * 60_000)));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ message: TWO_FACTOR_MESSAGES.codeWrong });
    nextCode();
    const right = await secondStep(body.mfaToken, codeAt(secret, now()));
    expect(right.statusCode, right.body).toBe(200);
    const { token } = right.json<{ token: string }>();
    const details = await t.app.inject({ method: 'GET', url: '/api/userdetails', headers: bearer(token) });
    expect(details.json<{ user: { _id: string; role: string } }>().user).toMatchObject({
      _id: counsellor.id,
      role: 'counsellor',
    });
  });

  it('refuses a code already used, even on a new sign-in', async () => {
    const admin = await staff();
    nextCode();
    const { secret } = await turnOnTwoFactor(t.app, admin.headers, now());
    nextCode();
    const code = codeAt(secret, now());
    expect((await secondStep(await ticketOf(admin), code)).statusCode).toBe(200);
    const replay = await secondStep(await ticketOf(admin), code);
    expect(replay.statusCode).toBe(400);
    // Nor the previous step's code, still inside the drift window.
    expect(
      (await secondStep(await ticketOf(admin), codeAt(secret, new Date(clock - 30_000)))).statusCode,
    ).toBe(400);
    nextCode();
    expect((await secondStep(await ticketOf(admin), codeAt(secret, now()))).statusCode).toBe(200);
  });

  it('takes a recovery code instead, once, however it is typed', async () => {
    const admin = await staff();
    nextCode();
    const { recoveryCodes } = await turnOnTwoFactor(t.app, admin.headers, now());
    const code = recoveryCodes[3] ?? '';
    const typed = ` ${code.toUpperCase().replaceAll('-', ' ')} `;
    const used = await secondStep(await ticketOf(admin), typed);
    expect(used.statusCode, used.body).toBe(200);
    expect((await secondStep(await ticketOf(admin), code)).statusCode).toBe(400);
    const status = await t.app.inject({ method: 'GET', url: '/api/me/two-factor', headers: admin.headers });
    expect(status.json()).toMatchObject({ recoveryCodesLeft: 9 });
  });

  it('turns off only with the password and a code; then the password alone signs in', async () => {
    const admin = await staff();
    nextCode();
    const { secret, recoveryCodes } = await turnOnTwoFactor(t.app, admin.headers, now());
    const disable = (password: string, code: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/me/two-factor/disable',
        headers: admin.headers,
        payload: { password, code },
      });
    nextCode();
    expect((await disable('not the password', codeAt(secret, now()))).statusCode).toBe(400);
    expect((await disable(PASSWORD, '000000')).statusCode).toBe(400);
    expect((await disable(PASSWORD, 'aaaa-bbbb-cccc')).statusCode).toBe(400);
    expect((await login(admin)).json()).toHaveProperty('mfaRequired', true);
    const off = await disable(PASSWORD, recoveryCodes[0] ?? '');
    expect(off.statusCode, off.body).toBe(200);
    expect(Object.keys((await login(admin)).json<object>())).toEqual(['token']);
    const rows = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from two_factor_recovery_codes where user_id = ${admin.id}`,
    );
    expect(rows[0]?.n).toBe(0);
  });

  it('refuses a client with 403, and signs a client in with the spec’s { token }', async () => {
    const client = await createUserWithToken(t, 'user', { passwordHash: hashPasswordOnce });
    for (const [method, url, payload] of [
      ['GET', '/api/me/two-factor', undefined],
      ['POST', '/api/me/two-factor', undefined],
      ['POST', '/api/me/two-factor/enable', { code: '123456' }],
      ['POST', '/api/me/two-factor/disable', { password: PASSWORD, code: '123456' }],
    ] as const) {
      const response = await t.app.inject({ method, url, headers: client.headers, payload });
      expect(response.statusCode, url).toBe(403);
      expect(response.json()).toMatchObject({ message: TWO_FACTOR_MESSAGES.staffOnly });
    }
    const signedIn = await login(client);
    expect(Object.keys(signedIn.json())).toEqual(['token']);
  });

  it('lets a second-step ticket expire after 5 minutes', async () => {
    const admin = await staff();
    nextCode();
    const { secret } = await turnOnTwoFactor(t.app, admin.headers, now());
    const ticket = await ticketOf(admin);
    clock += 5 * 60_000 + 1000;
    const late = await secondStep(ticket, codeAt(secret, now()));
    expect(late.statusCode).toBe(400);
    expect(late.json()).toMatchObject({ message: TWO_FACTOR_MESSAGES.mfaExpired });
  });

  it('stops guessing: 5 tries per ticket, 10 wrong codes per account, then 429', async () => {
    const admin = await staff();
    nextCode();
    const { secret } = await turnOnTwoFactor(t.app, admin.headers, now());
    const ticket = await ticketOf(admin);
    for (let i = 0; i < 5; i++) expect((await secondStep(ticket, '000001')).statusCode).toBe(400);
    const sixth = await secondStep(ticket, codeAt(secret, now()));
    expect(sixth.statusCode).toBe(429);
    expect(sixth.headers['retry-after']).toBeDefined();
    // Five more wrong codes on a fresh ticket spend the account's ten; the right code then waits too.
    const another = await ticketOf(admin);
    for (let i = 0; i < 5; i++) expect((await secondStep(another, '000002')).statusCode).toBe(400);
    const third = await ticketOf(admin);
    nextCode();
    expect((await secondStep(third, codeAt(secret, now()))).statusCode).toBe(429);
  });

  it('refuses a STAFF_2FA value it does not know, in one line', () => {
    expect(() => loadConfig({ STAFF_2FA: 'always', DATA_DIR: '/nonexistent-sukoon-test' })).toThrow(
      new ConfigError(['STAFF_2FA: must be optional or required']),
    );
  });
});

describe('STAFF_2FA=required', () => {
  let t: TestApp;
  const clock = Date.UTC(2026, 10, 27, 9, 0, 0);
  const now = () => new Date(clock);
  let passwordHash: string;
  beforeAll(async () => {
    t = await createTestApp({ STAFF_2FA: 'required' }, { now });
    passwordHash = await hashPassword(PASSWORD);
  });
  afterAll(() => t.close());

  const login = (email: string) =>
    t.app.inject({ method: 'POST', url: '/api/login', payload: { emailorphone: email, password: PASSWORD } });

  it('gives staff without it a token that only sets it up, until it is on', async () => {
    const counsellor = await createUserWithToken(t, 'counsellor', { passwordHash });
    const signedIn = await login(counsellor.email);
    const body = signedIn.json<{ token: string; mfaSetupRequired: boolean }>();
    expect(Object.keys(body).sort()).toEqual(['mfaSetupRequired', 'token']);
    expect(body.mfaSetupRequired).toBe(true);
    const headers = bearer(body.token);
    const desk = await t.app.inject({ method: 'GET', url: '/api/counsellor/appointments', headers });
    expect(desk.statusCode).toBe(403);
    expect(desk.json()).toMatchObject({ message: TWO_FACTOR_MESSAGES.setupRequired });
    // A token from before the switch is held back the same way.
    const older = await t.app.inject({
      method: 'GET',
      url: '/api/notifications',
      headers: counsellor.headers,
    });
    expect(older.statusCode).toBe(403);
    const details = await t.app.inject({ method: 'GET', url: '/api/userdetails', headers });
    expect(details.json<{ user: object }>().user).toMatchObject({ mfaSetupRequired: true });
    const status = await t.app.inject({ method: 'GET', url: '/api/me/two-factor', headers });
    expect(status.json()).toEqual({ enabled: false, required: true, recoveryCodesLeft: 0 });

    await turnOnTwoFactor(t.app, headers, now());
    // Now every route is open to them again (this counsellor has no desk profile: notifications).
    const open = await t.app.inject({ method: 'GET', url: '/api/notifications', headers });
    expect(open.statusCode).toBe(200);
    const after = await t.app.inject({ method: 'GET', url: '/api/userdetails', headers });
    expect(after.json<{ user: object }>().user).not.toHaveProperty('mfaSetupRequired');
    expect((await login(counsellor.email)).json()).toHaveProperty('mfaRequired', true);
  });

  it('holds back an admin the same way, and leaves clients alone', async () => {
    const admin = await createUserWithToken(t, 'admin', { passwordHash });
    const refused = await t.app.inject({ method: 'GET', url: '/api/admin/audit', headers: admin.headers });
    expect(refused.statusCode).toBe(403);
    const client = await createUserWithToken(t, 'user', { passwordHash });
    expect(Object.keys((await login(client.email)).json<object>())).toEqual(['token']);
    const mine = await t.app.inject({
      method: 'GET',
      url: '/api/appointments/mine',
      headers: client.headers,
    });
    expect(mine.statusCode).toBe(200);
  });
});
