import { UnexpectedAnswer } from './soak-client.mjs';

// What the soak's visitors do, one flow per visit. Each step states the statuses it expects; any
// other answer is an error (soak-client.mjs) and ends the flow.

/**
 * Visits started per second at the reference rate of 60 requests per second; with their steps
 * (a login 1.8 requests, a purchase about 5, the admin's rounds) they come to about 60.
 */
export const MIX = {
  browse: 32,
  signedInRead: 15,
  login: 2.5,
  coursePurchase: 0.8,
  webinarPurchase: 0.3,
  appointment: 0.2,
};
export const REFERENCE_RATE = 60;

/** A distinct client address per user (as bench/load.mjs), and a pool of anonymous visitors. */
const addressOf = (i) => `10.77.${(i >> 8) & 255}.${i & 255}`;
const visitorAddress = (i) => `10.78.${(i >> 8) & 255}.${i & 255}`;
const ADMIN_ADDRESS = '10.79.0.1';
const VISITORS = 5000;
/** The admin decides a paid request this long after it arrives. */
const DECISION_DELAY_MS = 15_000;
/** One paid request in ten is accepted (it keeps its slot); the rest are rejected and refunded. */
const ACCEPT_EVERY = 10;

export function createFlows({ client, fixture, catalogue, slotBook, admin, random, isRunning }) {
  const { users, password } = fixture;
  const busy = new Set();
  const bought = new Set();
  const decisions = [];
  const tally = {
    coursesPaid: 0,
    coursesAlreadyOwned: 0,
    webinarsPaid: 0,
    appointmentsPaid: 0,
    appointmentsAccepted: 0,
    appointmentsRejected: 0,
    holdsAbandoned: 0,
    failedPayments: 0,
    noFreeSlot: 0,
    loginsOk: 0,
    loginsWrong: 0,
    /** Payments and decisions sent but never answered (timed out): the server may have made them. */
    unanswered: {},
  };
  let nextUser = 0;
  let decided = 0;

  const pick = (list) => list[Math.floor(random() * list.length)];
  const weighted = (choices) => {
    let roll = random() * choices.reduce((sum, [weight]) => sum + weight, 0);
    for (const [weight, choice] of choices) {
      roll -= weight;
      if (roll < 0) return choice;
    }
    return choices[choices.length - 1][1];
  };
  const anyUser = () => {
    const i = Math.floor(random() * users.length);
    return { i, token: users[i].token, address: addressOf(i) };
  };
  /** The next user not already in a purchase, so one person's purchases never overlap. */
  const freeUser = () => {
    for (let step = 0; step < users.length; step++) {
      const i = (nextUser + step) % users.length;
      if (!busy.has(i)) {
        nextUser = i + 1;
        busy.add(i);
        return { i, token: users[i].token, address: addressOf(i) };
      }
    }
    return undefined;
  };
  const step = (label, method, path, options) => {
    // Once the run is over no new request starts, so the last minute is not stretched.
    if (!isRunning()) throw new Stopped();
    return client.request(label, method, path, options);
  };

  /** A step that changes what the data check counts under `kind`. */
  async function effect(kind, run) {
    try {
      return await run();
    } catch (error) {
      if (error instanceof UnexpectedAnswer && error.unanswered) {
        tally.unanswered[kind] = (tally.unanswered[kind] ?? 0) + 1;
      }
      throw error;
    }
  }

  /** Order → simulated checkout → proof back to the server. `fail` pays wrongly once first. */
  async function pay(user, purchase, confirm, fail, kind) {
    const as = { token: user.token, address: user.address };
    let order = (await step('create order', 'POST', '/api/create', { ...as, body: purchase })).body;
    if (fail) {
      await step('simulate failure', 'POST', '/api/payments/simulate', {
        ...as,
        body: { orderId: order.orderId, outcome: 'failure' },
        expect: [400],
      });
      tally.failedPayments++;
      // Trying again within 15 minutes hands out the same open order.
      order = (await step('create order', 'POST', '/api/create', { ...as, body: purchase })).body;
    }
    const proof = (
      await step('simulate success', 'POST', '/api/payments/simulate', {
        ...as,
        body: { orderId: order.orderId, outcome: 'success' },
      })
    ).body;
    await effect(kind, () =>
      step(confirm.label, 'POST', confirm.path, { ...as, body: { ...confirm.extra, ...proof } }),
    );
    tally[kind]++;
  }

  const verify = { label: 'verify payment', path: '/api/verify-payment' };

  async function withFreeUser(work) {
    const user = freeUser();
    if (!user) return;
    try {
      await work(user);
    } finally {
      busy.delete(user.i);
    }
  }

  return {
    tally,
    decisionsWaiting: () => decisions.length,

    /**
     * The public API the pages read. There is no blog detail call (the blog page reads the list);
     * webinar details need a sign-in (signedInRead, webinarPurchase). The page shells are left
     * out: they are files on disk, and a build elsewhere on this machine can empty that folder.
     */
    async browse() {
      const address = visitorAddress(Math.floor(random() * VISITORS));
      const course = pick(catalogue.courses);
      const [label, path] = weighted([
        [4, ['course list', '/api/courses/read']],
        [3, ['blog list', '/api/blog/read']],
        [3, ['webinar list', '/api/getwebinar']],
        [5, ['course detail', `/api/courses/read/${course}`]],
        [3, ['config', '/api/config']],
        [2, ['health', '/api/health']],
        [1, ['payment key', '/api/getkey']],
      ]);
      await step(label, 'GET', path, { address });
    },

    async signedInRead() {
      const user = anyUser();
      const [label, path] = weighted([
        [3, ['taken slots', '/api/appointments/get']],
        [2, ['my appointments', '/api/appointments/mine']],
        [2, ['my courses', '/api/enrolled/courses']],
        [2, ['my webinars', '/api/enrolled/webinars']],
        [2, ['profile', '/api/user/profile/read']],
        [2, ['user details', '/api/userdetails']],
        [1, ['free webinar detail', `/api/getwebinars/${pick(catalogue.freeWebinars)}`]],
      ]);
      await step(label, 'GET', path, { token: user.token, address: user.address });
    },

    /** One in five signs in with a wrong password (spread over users, far below the lockout). */
    async login() {
      const user = anyUser();
      const email = users[user.i].email;
      if (random() < 0.2) {
        await step('login (wrong password)', 'POST', '/api/login', {
          address: user.address,
          body: { emailorphone: email, password: `${password}-wrong` },
          expect: [400],
        });
        tally.loginsWrong++;
        return;
      }
      const { token } = (
        await step('login', 'POST', '/api/login', {
          address: user.address,
          body: { emailorphone: email, password },
        })
      ).body;
      tally.loginsOk++;
      await step('user details', 'GET', '/api/userdetails', { token, address: user.address });
    },

    coursePurchase: () =>
      withFreeUser(async (user) => {
        let courseId = pick(catalogue.courses);
        for (let tries = 0; bought.has(`${user.i}|${courseId}`) && tries < 10; tries++) {
          courseId = pick(catalogue.courses);
        }
        if (bought.has(`${user.i}|${courseId}`)) return;
        bought.add(`${user.i}|${courseId}`);
        const as = { token: user.token, address: user.address };
        const path = `/api/checkenrollment?courseId=${courseId}`;
        // The course page asks first; seeded enrolments answer 200 and there is nothing to buy.
        const { status } = await step('check enrolment', 'GET', path, { ...as, expect: [200, 404] });
        if (status === 200) {
          tally.coursesAlreadyOwned++;
          return;
        }
        await pay(user, { purpose: 'course', courseId }, verify, random() < 0.2, 'coursesPaid');
        await step('check enrolment', 'GET', path, as);
      }),

    webinarPurchase: () =>
      withFreeUser(async (user) => {
        const upcoming = catalogue.paidWebinars.filter((w) => w.startsAt > Date.now() + 60_000);
        const webinar = upcoming.find((w) => !bought.has(`${user.i}|${w.id}`));
        if (!webinar) return;
        bought.add(`${user.i}|${webinar.id}`);
        const as = { token: user.token, address: user.address };
        const path = `/api/getwebinars/${webinar.id}`;
        await step('paid webinar detail', 'GET', path, { ...as, expect: [403] });
        const confirm = {
          label: 'confirm payment',
          path: '/api/confirmpayment',
          extra: { webinarId: webinar.id },
        };
        await pay(user, { purpose: 'webinar', webinarId: webinar.id }, confirm, false, 'webinarsPaid');
        await step('paid webinar detail', 'GET', path, as);
      }),

    /** Hold a free slot, pay, confirm; one in ten holds is abandoned (half after a failed payment). */
    appointment: () =>
      withFreeUser(async (user) => {
        const as = { token: user.token, address: user.address };
        await step('taken slots', 'GET', '/api/appointments/get', as);
        const slot = slotBook.take();
        if (!slot) {
          tally.noFreeSlot++;
          return;
        }
        let paid = false;
        try {
          const purchase = {
            purpose: 'appointment',
            counsellingConsent: true,
            ...slot,
            reason: 'Soak test: trouble sleeping.',
          };
          const roll = random();
          if (roll < 0.1) {
            const order = (await step('hold slot', 'POST', '/api/create', { ...as, body: purchase })).body;
            if (roll < 0.05) {
              await step('simulate failure', 'POST', '/api/payments/simulate', {
                ...as,
                body: { orderId: order.orderId, outcome: 'failure' },
                expect: [400],
              });
              tally.failedPayments++;
            }
            tally.holdsAbandoned++;
            return;
          }
          const order = (await step('hold slot', 'POST', '/api/create', { ...as, body: purchase })).body;
          const proof = (
            await step('simulate success', 'POST', '/api/payments/simulate', {
              ...as,
              body: { orderId: order.orderId, outcome: 'success' },
            })
          ).body;
          await effect('appointmentsPaid', () =>
            step('verify payment', 'POST', '/api/verify-payment', { ...as, body: proof }),
          ).catch((error) => {
            // Unanswered, the payment may have booked the slot after all: it is never offered again.
            if (error.unanswered) paid = true;
            throw error;
          });
          paid = true;
          tally.appointmentsPaid++;
          const booked = await step('confirm booking', 'POST', '/api/appointments/book', {
            ...as,
            body: { date: slot.date, slot: slot.slot },
          });
          decisions.push({ id: booked.body.appointment._id, slot, due: Date.now() + DECISION_DELAY_MS });
        } finally {
          // An unpaid hold (or an unknown outcome) keeps the slot until the server lets it go.
          if (!paid) slotBook.abandon(slot);
        }
      }),

    /** The admin's round: the request list, then a decision on each request that is due. */
    async adminRound() {
      if (!admin.token) return;
      const as = { token: admin.token, address: ADMIN_ADDRESS };
      await step('admin appointments', 'GET', '/api/appointments/get', as);
      while (decisions.length && decisions[0].due <= Date.now()) {
        const { id, slot } = decisions.shift();
        const { free, total } = slotBook.counts();
        // Accepted requests keep their slot for good, so accepting stops while half the window is taken.
        const accept = ++decided % ACCEPT_EVERY === 0 && free > total / 2;
        await effect(accept ? 'appointmentsAccepted' : 'appointmentsRejected', () =>
          step(accept ? 'admin accept' : 'admin reject', 'POST', `/api/appointments/${id}`, {
            ...as,
            body: { status: accept ? 'accepted' : 'rejected' },
          }),
        );
        if (accept) {
          tally.appointmentsAccepted++;
        } else {
          tally.appointmentsRejected++;
          slotBook.release(slot);
        }
      }
    },

    async adminLogin(email, adminPassword) {
      const answer = await client.request('admin login', 'POST', '/api/login', {
        address: ADMIN_ADDRESS,
        body: { emailorphone: email, password: adminPassword },
      });
      admin.token = answer.body.token;
    },
  };
}

/** The run ended between two steps of a flow. */
export class Stopped extends Error {}
