import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createUserWithToken, type TestUser } from '../../../test/users-fixture.ts';
import { createWebinarsService } from './webinars-service.ts';

// The paid-seat check is a dependency: the payments module plugs its own in through services.ts.
describe('the paid webinar access hook', () => {
  let t: TestApp;
  let buyer: TestUser;
  let other: TestUser;
  const asked: [string, string][] = [];

  beforeAll(async () => {
    t = await createTestApp();
    buyer = await createUserWithToken(t, 'user');
    other = await createUserWithToken(t, 'user');
  });
  afterAll(() => t.close());

  const createService = () =>
    createWebinarsService({
      db: t.database.db,
      now: () => new Date(),
      seats: {
        hasSeat: async (userId, webinarId) => {
          asked.push([userId, webinarId]);
          return userId === buyer.id;
        },
        hasBuyers: async () => false,
      },
    });
  const paidWebinar = {
    title: 'Paid session',
    presenter: 'Rohan Kulkarni',
    description: 'A paid session.',
    date: '2026-06-01',
    time: '17:00',
    platform: 'zoom' as const,
    price: 499,
    meetingLink: 'https://zoom.us/j/123456789',
    meetingId: '123 456 789',
    meetingPass: 'secret',
  };

  it('shows a paid webinar to a user the check lets in, and refuses others', async () => {
    const service = createService();
    const webinar = await service.addWebinar(paidWebinar);
    await expect(service.getWebinarForViewer(webinar._id, { id: buyer.id, role: 'user' })).resolves.toEqual(
      webinar,
    );
    await expect(
      service.getWebinarForViewer(webinar._id, { id: other.id, role: 'user' }),
    ).rejects.toMatchObject({
      code: 'PAYMENT_REQUIRED',
      status: 403,
      message: 'Payment required to access this webinar.',
    });
    expect(asked).toEqual([
      [buyer.id, webinar._id],
      [other.id, webinar._id],
    ]);
  });

  it('does not ask for free webinars or for admins', async () => {
    const service = createService();
    asked.length = 0;
    const free = await service.addWebinar({ ...paidWebinar, price: 0 });
    const paid = await service.addWebinar(paidWebinar);
    await expect(service.getWebinarForViewer(free._id, { id: other.id, role: 'user' })).resolves.toEqual(
      free,
    );
    await expect(service.getWebinarForViewer(paid._id, { id: other.id, role: 'admin' })).resolves.toEqual(
      paid,
    );
    expect(asked).toEqual([]);
  });
});
