import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SignJWT, type JWTPayload } from 'jose';
import { createTestApp, type TestApp } from '../test-app.ts';
import { createUserWithToken, type TestUser } from '../users-fixture.ts';
import { hashPassword } from '../../src/lib/passwords.ts';

// Every way a token can be wrong must end in 401 on a user route and on an admin route.

const base64url = (value: string | Buffer) => Buffer.from(value).toString('base64url');
const hs = (bits: 256 | 384 | 512, secret: string, input: string) =>
  createHmac(`sha${bits}`, secret).update(input).digest('base64url');

/** A JWT assembled by hand, so nothing in a library stops a malformed or unsafe one. */
function handMade(header: object, payload: object, sign: (input: string) => string): string {
  const input = `${base64url(JSON.stringify(header))}.${base64url(JSON.stringify(payload))}`;
  return `${input}.${sign(input)}`;
}

const nowSeconds = () => Math.floor(Date.now() / 1000);

describe('tokens: only our own, current, HS256 tokens get in', () => {
  let t: TestApp;
  let user: TestUser;
  let admin: TestUser;
  let secret: string;
  /** The claims of a valid admin token; each case changes one thing. */
  let adminClaims: JWTPayload & { role: string; ver: number };

  beforeAll(async () => {
    t = await createTestApp();
    user = await createUserWithToken(t, 'user');
    admin = await createUserWithToken(t, 'admin');
    secret = t.config.jwtSecret;
    adminClaims = {
      sub: admin.id,
      role: 'admin',
      ver: 0,
      iss: 'sukoon',
      iat: nowSeconds(),
      exp: nowSeconds() + 3600,
    };
  });
  afterAll(() => t.close());

  const asBearer = (token: string) => ({ authorization: `Bearer ${token}` });
  const userDetails = (headers: Record<string, string>) =>
    t.app.inject({ method: 'GET', url: '/api/userdetails', headers });
  const adminList = (headers: Record<string, string>) =>
    t.app.inject({ method: 'GET', url: '/api/getallenrolledusers', headers });
  const adminWrite = (headers: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/blog/write',
      headers,
      payload: {
        title: 'Forged?',
        content: 'Written with this token.',
        author: 'Nobody',
        image: 'https://x.example/a.png',
        category: 'Depression',
      },
    });

  /** The status of each guarded route for one Authorization header. */
  const statuses = async (headers: Record<string, string>) => [
    (await userDetails(headers)).statusCode,
    (await adminList(headers)).statusCode,
    (await adminWrite(headers)).statusCode,
  ];

  const signedWith = (claims: JWTPayload, key = secret, alg = 'HS256') =>
    new SignJWT(claims).setProtectedHeader({ alg, typ: 'JWT' }).sign(new TextEncoder().encode(key));

  it('lets the genuine tokens through (the cases below are not refused for some other reason)', async () => {
    expect((await userDetails(user.headers)).statusCode).toBe(200);
    expect((await adminList(user.headers)).statusCode).toBe(403);
    expect((await adminList(admin.headers)).statusCode).toBe(200);
    expect((await userDetails(asBearer(await signedWith(adminClaims)))).json()).toMatchObject({
      user: { _id: admin.id, role: 'admin' },
    });
  });

  it('answers 401 to every forged, altered, expired or malformed token', async () => {
    const [userHeader, userPayload, userSignature] = user.token.split('.') as [string, string, string];
    const claims = adminClaims;
    const omit = (key: string) => Object.fromEntries(Object.entries(claims).filter(([name]) => name !== key));
    const cases: Record<string, string | Promise<string>> = {
      'alg none, no signature': handMade({ alg: 'none', typ: 'JWT' }, claims, () => ''),
      'alg None, no signature': handMade({ alg: 'None', typ: 'JWT' }, claims, () => ''),
      'alg NONE with an HS256 signature': handMade({ alg: 'NONE' }, claims, (input) =>
        hs(256, secret, input),
      ),
      'HS512 with the right key': signedWith(claims, secret, 'HS512'),
      'HS384 with the right key': signedWith(claims, secret, 'HS384'),
      'RS256 header over an HMAC of the key (algorithm confusion)': handMade(
        { alg: 'RS256' },
        claims,
        (input) => hs(256, secret, input),
      ),
      'HS256 with another key': signedWith(claims, 'another secret that is at least 32 chars'),
      'HS256 with an empty key': handMade({ alg: 'HS256' }, claims, (input) => hs(256, '', input)),
      "a user's token with the payload changed to role admin": `${userHeader}.${base64url(
        JSON.stringify({ ...JSON.parse(Buffer.from(userPayload, 'base64url').toString()), role: 'admin' }),
      )}.${userSignature}`,
      "a user's token with the payload changed to the admin's id": `${userHeader}.${base64url(
        JSON.stringify({ ...JSON.parse(Buffer.from(userPayload, 'base64url').toString()), sub: admin.id }),
      )}.${userSignature}`,
      "a user's token with its signature removed": `${userHeader}.${userPayload}.`,
      'expired an hour ago': signedWith({ ...claims, iat: nowSeconds() - 7200, exp: nowSeconds() - 3600 }),
      'not valid for another hour (nbf)': signedWith({ ...claims, nbf: nowSeconds() + 3600 }),
      'issued 8 days ago, expiring in a year': signedWith({
        ...claims,
        iat: nowSeconds() - 8 * 86_400,
        exp: nowSeconds() + 365 * 86_400,
      }),
      'issued in the future': signedWith({ ...claims, iat: nowSeconds() + 3600 }),
      'no iat': signedWith(omit('iat')),
      'no sub': signedWith(omit('sub')),
      'no exp': signedWith(omit('exp')),
      'no role': signedWith(omit('role')),
      'a role that does not exist': signedWith({ ...claims, role: 'superadmin' }),
      'no token version': signedWith(omit('ver')),
      'another issuer': signedWith({ ...claims, iss: 'someone-else' }),
      'no issuer': signedWith(omit('iss')),
      'a sub that is no user': signedWith({ ...claims, sub: '00000000-0000-4000-8000-000000000000' }),
      'a sub that is not an id': signedWith({ ...claims, sub: "' or 1=1 --" }),
      'two parts only': `${userHeader}.${userPayload}`,
      garbage: 'not.a.token',
    };
    const refused: string[] = [];
    for (const [name, token] of Object.entries(cases)) {
      expect(await statuses(asBearer(await token)), name).toEqual([401, 401, 401]);
      refused.push(name);
    }
    expect(refused).toHaveLength(Object.keys(cases).length);
  });

  it('answers 401 to a missing token or another kind of Authorization header', async () => {
    const headerSets: Record<string, string>[] = [
      {},
      { authorization: '' },
      { authorization: 'Bearer' },
      { authorization: `Basic ${base64url('admin:admin')}` },
      { authorization: admin.token },
      { authorization: `Bearer ${admin.token} ${admin.token}` },
    ];
    for (const headers of headerSets) {
      expect(await statuses(headers), JSON.stringify(headers)).toEqual([401, 401, 401]);
    }
    // A token in the query string or a cookie is not a credential.
    const inQuery = await t.app.inject({ method: 'GET', url: `/api/userdetails?token=${admin.token}` });
    expect(inQuery.statusCode).toBe(401);
    const inCookie = await t.app.inject({
      method: 'GET',
      url: '/api/userdetails',
      headers: { cookie: `token=${admin.token}` },
    });
    expect(inCookie.statusCode).toBe(401);
  });

  it('ends every older session when the password changes: the old token is 401, the new one works', async () => {
    const password = 'the first password';
    const person = await createUserWithToken(t, 'admin', { passwordHash: await hashPassword(password) });
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { emailorphone: person.email, password },
    });
    expect(login.statusCode).toBe(200);
    const before = login.json<{ token: string }>().token;
    expect(await statuses(asBearer(before))).toEqual([200, 200, 201]);

    const change = await t.app.inject({
      method: 'POST',
      url: '/api/user/change-password',
      headers: asBearer(before),
      payload: {
        currentPassword: password,
        newPassword: 'the second password',
        confirmNewPassword: 'the second password',
      },
    });
    expect(change.statusCode).toBe(200);
    const after = change.json<{ token: string }>().token;

    for (const token of [before, person.token]) {
      expect(await statuses(asBearer(token))).toEqual([401, 401, 401]);
    }
    expect(await statuses(asBearer(after))).toEqual([200, 200, 201]);
    // The old password is gone too.
    const oldLogin = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { emailorphone: person.email, password },
    });
    expect(oldLogin.statusCode).toBe(400);
  });
});
