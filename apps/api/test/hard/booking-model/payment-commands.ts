import { paidAtGateway, pick, type Cmd } from './cmd.ts';
import { CLIENTS, type Real } from './harness.ts';
import { VERIFY_STATUS, WEBHOOK_STATUS, count, settle, type Model } from './model.ts';
import { deliver, expectStatus, post, type Header } from './requests.ts';

/** The client pays at the gateway's checkout; the server hears of it only by verify or webhook. */
export class CheckoutCmd implements Cmd {
  constructor(readonly n: number) {}
  check = (m: Readonly<Model>) => m.orders.some((o) => o.proof === null);
  async run(m: Model, real: Real) {
    const [order] = pick(
      m.orders.filter((o) => o.proof === null),
      this.n,
    );
    order.proof = real.h.fake.pay(order.orderId);
  }
  toString = () => `checkout(${this.n})`;
}

/** The usual path: the client pays at the checkout and the browser verifies at once. */
export class PayCmd implements Cmd {
  constructor(readonly n: number) {}
  check = (m: Readonly<Model>) => m.orders.some((o) => o.proof === null);
  async run(m: Model, real: Real) {
    const [order] = pick(
      m.orders.filter((o) => o.proof === null),
      this.n,
    );
    order.proof = real.h.fake.pay(order.orderId);
    const res = await post(real, real.users[order.user]!, '/api/verify-payment', order.proof);
    expectStatus(res, VERIFY_STATUS[settle(m, m.orders.indexOf(order))], 'pay and verify');
  }
  toString = () => `pay(${this.n})`;
}

export type Caller = 'owner' | 'other' | 'forged';

/** POST /api/verify-payment with what the checkout handed back (or someone else, or forged). */
export class VerifyCmd implements Cmd {
  constructor(
    readonly n: number,
    readonly caller: Caller,
  ) {}
  check = (m: Readonly<Model>) => paidAtGateway(m).length > 0;
  async run(m: Model, real: Real) {
    const [index] = pick(paidAtGateway(m), this.n);
    const order = m.orders[index]!;
    const proof = { ...order.proof! };
    if (this.caller === 'forged') {
      const last = proof.razorpay_signature.slice(-1) === '0' ? '1' : '0';
      proof.razorpay_signature = proof.razorpay_signature.slice(0, -1) + last;
    }
    const caller = this.caller === 'other' ? (order.user + 1) % CLIENTS : order.user;
    const res = await post(real, real.users[caller]!, '/api/verify-payment', proof);
    if (this.caller === 'forged') return expectStatus(res, 400, 'forged signature');
    if (this.caller === 'other') return expectStatus(res, 404, "someone else's order");
    if (order.status !== 'created') count(m.stats, 'verify after the payment was settled');
    expectStatus(res, VERIFY_STATUS[settle(m, index)], 'verify');
  }
  toString = () => `verify(${this.n}, ${this.caller})`;
}

export class WebhookCmd implements Cmd {
  constructor(
    readonly n: number,
    readonly event: 'payment.captured' | 'order.paid',
    readonly header: Header,
    readonly replay: number,
    readonly wrongAmount: boolean,
  ) {}
  check = (m: Readonly<Model>) => paidAtGateway(m).length > 0;
  async run(m: Model, real: Real) {
    const [index] = pick(paidAtGateway(m), this.n);
    const res = await deliver(m, real, index, this.event, this.header, this.replay, this.wrongAmount);
    if (this.wrongAmount) {
      count(m.stats, 'webhook with another amount ignored');
      return expectStatus(res, 200, 'webhook with another amount');
    }
    if (m.orders[index]!.status === 'created') count(m.stats, 'webhook settled first');
    expectStatus(res, WEBHOOK_STATUS[settle(m, index)], 'webhook');
  }
  toString = () =>
    `webhook(${this.n}, ${this.event}, ${this.header}${this.header === 'replay' ? ` ${this.replay}` : ''}${
      this.wrongAmount ? ', wrong amount' : ''
    })`;
}

/** The browser's verify and the webhook at the same moment. */
export class RaceCmd implements Cmd {
  constructor(readonly n: number) {}
  // A gateway failure would make the winner of the refund claim unpredictable.
  check = (m: Readonly<Model>) => !m.gatewayDown && paidAtGateway(m).length > 0;
  async run(m: Model, real: Real) {
    const [index] = pick(paidAtGateway(m), this.n);
    const order = m.orders[index]!;
    const [verified, hooked] = await Promise.all([
      post(real, real.users[order.user]!, '/api/verify-payment', order.proof!),
      deliver(m, real, index, 'payment.captured', 'fresh', 0, false),
    ]);
    count(m.stats, 'verify raced the webhook');
    const settled = settle(m, index);
    expectStatus(verified, VERIFY_STATUS[settled], 'verify racing the webhook');
    expectStatus(hooked, WEBHOOK_STATUS[settled], 'webhook racing verify');
  }
  toString = () => `race(verify + webhook, ${this.n})`;
}
