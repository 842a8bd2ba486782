import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createUserWithToken, type TestUser } from '../../test/users-fixture.ts';

// POST /api/create is limited per client address (60 a minute, counted after the log-in check);
// the remaining allowance in the answer's headers shows which address a request was counted
// against.
const PROXY = '203.0.113.50';

describe('TRUSTED_PROXIES', () => {
  let t: TestApp;
  let user: TestUser;
  beforeAll(async () => {
    t = await createTestApp({ TRUSTED_PROXIES: `${PROXY}, 10.0.0.0/8` });
    user = await createUserWithToken(t);
  });
  afterAll(async () => {
    await t.close();
  });

  const remainingFor = async (remoteAddress: string, forwardedFor: string) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/create',
      payload: {},
      remoteAddress,
      headers: { ...user.headers, 'x-forwarded-for': forwardedFor },
    });
    return Number(response.headers['x-ratelimit-remaining']);
  };

  it('counts the forwarded client address when the request comes from a configured public proxy', async () => {
    const first = await remainingFor(PROXY, '198.51.100.1');
    expect(first).toBe(59);
    expect(await remainingFor(PROXY, '198.51.100.2')).toBe(first);
    expect(await remainingFor(PROXY, '198.51.100.1')).toBe(first - 1);
  });

  it('counts the peer itself when it is not a trusted proxy, whatever it forwards', async () => {
    const first = await remainingFor('192.0.2.9', '198.51.100.3');
    expect(first).toBe(59);
    expect(await remainingFor('192.0.2.9', '198.51.100.4')).toBe(first - 1);
  });
});
