import http from 'node:http';
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { signPayment } from '../src/lib/payment-gateways/signatures.ts';

// A local stand-in for Razorpay's REST API (orders, refunds, a payment's refunds) and its checkout, so tests exercise
// the real HTTP gateway: Basic auth, JSON bodies, error answers.

interface FakeOrder {
  id: string;
  amount: number;
  currency: string;
  receipt: string;
  notes: Record<string, string>;
  status: 'created' | 'paid';
}

interface FakePayment {
  id: string;
  orderId: string;
  amount: number;
  refundedAmount: number;
}

export interface FakeRazorpay {
  /** The REST base to pass as RAZORPAY_API_BASE. */
  apiBase: string;
  orders: Map<string, FakeOrder>;
  payments: Map<string, FakePayment>;
  refunds: { id: string; paymentId: string; amount: number }[];
  /** Every request's method and path, in order. */
  requests: string[];
  /** The next `count` requests answer 500 (an outage). */
  failNext(count?: number): void;
  /**
   * The next refund is made but its answer never arrives (the connection drops): what our server
   * sees when it dies between the provider's refund and its own record.
   */
  dropNextRefundAnswer(): void;
  /**
   * The next refund request is held unanswered, and nothing made, until `release()`: an attempt
   * in progress for as long as the test likes. `arrived` resolves with the label of the base it
   * was sent to (see `apiBaseFor`) once the request is here. Released after its sender was killed,
   * it is dropped unmade, as a provider drops a request whose connection went away.
   */
  holdNextRefund(): { arrived: Promise<string>; release(): void };
  /** A REST base that tells which caller a request came from: `/<label>/v1`, e.g. one per server. */
  apiBaseFor(label: string): string;
  /** What the checkout hands the page after a successful payment of the order. */
  pay(orderId: string): {
    razorpay_payment_id: string;
    razorpay_order_id: string;
    razorpay_signature: string;
  };
  close(): Promise<void>;
}

const id = (prefix: string) => prefix + randomBytes(7).toString('hex');

function send(res: http.ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

const badRequest = (description: string) => ({ error: { code: 'BAD_REQUEST_ERROR', description } });

export async function startFakeRazorpay(keyId: string, keySecret: string): Promise<FakeRazorpay> {
  const orders = new Map<string, FakeOrder>();
  const payments = new Map<string, FakePayment>();
  const refunds: FakeRazorpay['refunds'] = [];
  const requests: string[] = [];
  let failures = 0;
  let dropRefundAnswer = false;
  let hold: { arrive(label: string): void; released: Promise<void> } | undefined;
  const expectedAuth = `Basic ${Buffer.from(`${keyId}:${keySecret}`).toString('base64')}`;

  const server = http.createServer((req, res) => {
    let raw = '';
    // A labelled base (`/<label>/v1/...`) is answered as the plain one.
    const [, prefix = '', rest = ''] = /^\/([^/]+)(\/v1\/.*)$/.exec(req.url ?? '') ?? [];
    const label = prefix === 'v1' ? '' : prefix;
    if (label) req.url = rest;
    req.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    req.on('end', () => {
      requests.push(`${label ? `[${label}] ` : ''}${req.method} ${req.url}`);
      if (hold && req.method === 'POST' && /^\/v1\/payments\/[^/]+\/refund$/.test(req.url ?? '')) {
        const held = hold;
        hold = undefined;
        held.arrive(label);
        void held.released.then(() => {
          if (res.socket && !res.socket.destroyed) answer();
        });
        return;
      }
      answer();
    });
    const answer = () => {
      if (failures > 0) {
        failures -= 1;
        return send(res, 500, { error: { code: 'SERVER_ERROR', description: 'The server is down' } });
      }
      if (req.headers.authorization !== expectedAuth) {
        return send(res, 401, badRequest('Authentication failed'));
      }
      const listRefunds = /^\/v1\/payments\/([^/]+)\/refunds$/.exec(req.url ?? '');
      if (req.method === 'GET' && listRefunds) {
        const paymentId = decodeURIComponent(listRefunds[1] ?? '');
        if (!payments.has(paymentId)) return send(res, 400, badRequest('The id provided does not exist'));
        const items = refunds
          .filter((made) => made.paymentId === paymentId)
          .map((made) => ({
            id: made.id,
            entity: 'refund',
            amount: made.amount,
            payment_id: paymentId,
            status: 'processed',
          }));
        return send(res, 200, { entity: 'collection', count: items.length, items });
      }
      let body: Record<string, unknown>;
      try {
        body = JSON.parse(raw) as Record<string, unknown>;
      } catch {
        return send(res, 400, badRequest('The request body is not JSON'));
      }
      if (req.method === 'POST' && req.url === '/v1/orders') {
        const { amount, currency, receipt, notes } = body;
        if (typeof amount !== 'number' || !Number.isInteger(amount) || amount < 100) {
          return send(res, 400, badRequest('The amount must be at least INR 1.00'));
        }
        if (currency !== 'INR') return send(res, 400, badRequest('The currency is invalid'));
        if (typeof receipt !== 'string' || receipt.length > 40) {
          return send(res, 400, badRequest('receipt: the length must be at most 40'));
        }
        const order: FakeOrder = {
          id: id('order_'),
          amount,
          currency,
          receipt,
          notes: (notes ?? {}) as Record<string, string>,
          status: 'created',
        };
        orders.set(order.id, order);
        return send(res, 200, { ...order, entity: 'order', amount_paid: 0, amount_due: amount });
      }
      const refund = /^\/v1\/payments\/([^/]+)\/refund$/.exec(req.url ?? '');
      if (req.method === 'POST' && refund) {
        const payment = payments.get(decodeURIComponent(refund[1] ?? ''));
        if (!payment) return send(res, 400, badRequest('The id provided does not exist'));
        const amount = typeof body.amount === 'number' ? body.amount : payment.amount;
        if (payment.refundedAmount + amount > payment.amount) {
          return send(res, 400, badRequest('The payment has been fully refunded already'));
        }
        payment.refundedAmount += amount;
        const made = { id: id('rfnd_'), paymentId: payment.id, amount };
        refunds.push(made);
        if (dropRefundAnswer) {
          dropRefundAnswer = false;
          return res.destroy();
        }
        return send(res, 200, {
          id: made.id,
          entity: 'refund',
          amount,
          payment_id: payment.id,
          status: 'processed',
        });
      }
      send(res, 404, badRequest('The requested URL was not found on the server.'));
    };
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    apiBase: `http://127.0.0.1:${port}/v1`,
    orders,
    payments,
    refunds,
    requests,
    failNext: (count = 1) => {
      failures = count;
    },
    dropNextRefundAnswer: () => {
      dropRefundAnswer = true;
    },
    holdNextRefund() {
      let arrive: (label: string) => void = () => {};
      const arrived = new Promise<string>((resolve) => (arrive = resolve));
      let release: () => void = () => {};
      const released = new Promise<void>((resolve) => (release = resolve));
      hold = { arrive, released };
      return { arrived, release };
    },
    apiBaseFor: (label) => `http://127.0.0.1:${port}/${label}/v1`,
    pay(orderId) {
      const order = orders.get(orderId);
      if (!order) throw new Error(`fake razorpay: no order ${orderId}`);
      const payment = { id: id('pay_'), orderId, amount: order.amount, refundedAmount: 0 };
      payments.set(payment.id, payment);
      order.status = 'paid';
      return {
        razorpay_payment_id: payment.id,
        razorpay_order_id: orderId,
        razorpay_signature: signPayment(orderId, payment.id, keySecret),
      };
    },
    close: () =>
      new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}
