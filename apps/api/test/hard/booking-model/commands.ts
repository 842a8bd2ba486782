import fc from 'fast-check';
import { expect } from 'vitest';
import type { Cmd } from './cmd.ts';
import type { Real } from './harness.ts';
import { checkInvariants } from './invariants.ts';
import type { Model } from './model.ts';
import type { Header } from './requests.ts';
import { BookCmd, CreateCmd, RaceHoldCmd, TakenCmd } from './hold-commands.ts';
import { CheckoutCmd, PayCmd, RaceCmd, VerifyCmd, WebhookCmd, type Caller } from './payment-commands.ts';
import { DecideCmd, RaceRejectCmd } from './admin-commands.ts';
import {
  CancelCmd,
  RaceCancelCmd,
  RaceRescheduleCmd,
  RescheduleCmd,
  type Canceller,
  type Mover,
} from './session-commands.ts';

export class AdvanceCmd implements Cmd {
  constructor(readonly minutes: number) {}
  check = () => true;
  async run(m: Model, real: Real) {
    m.now += this.minutes * 60 * 1000;
    real.h.clock.now = new Date(m.now);
  }
  toString = () => `advance(${this.minutes} min)`;
}

/** The gateway's next answer is a 500 (whatever asks next: an order or a refund). */
export class OutageCmd implements Cmd {
  check = () => true;
  async run(m: Model, real: Real) {
    m.gatewayDown = true;
    real.h.fake.failNext(1);
  }
  toString = () => 'gateway outage';
}

/** Every command after which the invariants are read back from the database. */
export class Checked implements Cmd {
  /** `strict`: a scripted step whose precondition fails is an error, not skipped. */
  constructor(
    readonly inner: Cmd,
    readonly strict = false,
  ) {}
  check = (m: Readonly<Model>) => this.strict || this.inner.check(m);
  async run(m: Model, real: Real) {
    if (this.strict) expect(this.inner.check(m), `precondition of ${this.inner.toString()}`).toBe(true);
    await this.inner.run(m, real);
    // The clock, the outage switch and the gateway's checkout send nothing to the server, so the
    // database is as the last check left it (mails after commit only read).
    if (!(
      this.inner instanceof AdvanceCmd ||
      this.inner instanceof OutageCmd ||
      this.inner instanceof CheckoutCmd
    )) {
      await checkInvariants({ model: m, real });
    }
  }
  toString = () => this.inner.toString();
}

// Client 0 is the busier one, so it reaches the two-hold limit now and then.
const client = fc.constantFrom(0, 0, 1);
// Most traffic on one slot, so holds collide; slot 0 is today's and begins half an hour in. Slots 4
// and 5 are far enough ahead to be moved from.
const slot = fc.constantFrom(1, 1, 1, 1, 0, 0, 2, 3, 4, 5, 5);
// Where a client moves a session: mostly the movable slots and their neighbours, now and then the
// counsellors' hour off (6) or a day past the booking window (7).
const target = fc.constantFrom(5, 4, 4, 1, 2, 0, 6, 7);
const mover = fc.constantFrom<Mover>('owner', 'owner', 'owner', 'owner', 'other');
const by = fc.constantFrom<Canceller>(
  'admin',
  'admin',
  'counsellor',
  'counsellor',
  'other counsellor',
  'client',
);
const n = fc.nat(15);
// With counsellors: "any available counsellor" half the time, else one chosen (modulo how many).
const choice = fc.constantFrom<number | null>(null, null, null, 0, 1, 2);
// 15 is the last minute a hold stands; 5 + 10 renew a hold after its order was handed out.
const minutes = fc.constantFrom(1, 5, 10, 14, 15, 16, 16, 31, 61);

// fc.commands picks among these uniformly, so a command listed twice comes up twice as often.
export const commands: fc.Arbitrary<Cmd>[] = [
  fc.tuple(client, slot, choice).map(([u, s, c]) => new CreateCmd(u, s, c)),
  fc.tuple(client, slot, choice).map(([u, s, c]) => new CreateCmd(u, s, c)),
  fc.tuple(client, slot, choice).map(([u, s, c]) => new CreateCmd(u, s, c)),
  n.map((i) => new CheckoutCmd(i)),
  n.map((i) => new CheckoutCmd(i)),
  n.map((i) => new PayCmd(i)),
  fc
    .tuple(n, fc.constantFrom<Caller>('owner', 'owner', 'owner', 'owner', 'other', 'forged'))
    .map(([i, c]) => new VerifyCmd(i, c)),
  fc
    .tuple(n, fc.constantFrom<Caller>('owner', 'owner', 'owner', 'owner', 'other', 'forged'))
    .map(([i, c]) => new VerifyCmd(i, c)),
  fc
    .tuple(
      n,
      fc.constantFrom('payment.captured' as const, 'order.paid' as const),
      fc.constantFrom<Header>('fresh', 'replay', 'replay', 'none'),
      n,
      fc.constantFrom(false, false, false, false, true),
    )
    .map(([i, e, h, r, w]) => new WebhookCmd(i, e, h, r, w)),
  fc
    .tuple(
      n,
      fc.constantFrom('payment.captured' as const, 'order.paid' as const),
      fc.constantFrom<Header>('fresh', 'replay', 'replay', 'none'),
      n,
      fc.constant(false),
    )
    .map(([i, e, h, r, w]) => new WebhookCmd(i, e, h, r, w)),
  n.map((i) => new RaceCmd(i)),
  n.map((i) => new RaceHoldCmd(i)),
  fc
    .tuple(n, fc.constantFrom<'accepted' | 'rejected'>('accepted', 'rejected', 'rejected'))
    .map(([i, s]) => new DecideCmd(i, s)),
  fc
    .tuple(n, fc.constantFrom<'accepted' | 'rejected'>('accepted', 'accepted', 'rejected'))
    .map(([i, s]) => new DecideCmd(i, s, true)),
  n.map((i) => new RaceRejectCmd(i)),
  minutes.map((minutes) => new AdvanceCmd(minutes)),
  minutes.map((minutes) => new AdvanceCmd(minutes)),
  minutes.map((minutes) => new AdvanceCmd(minutes)),
  fc.constant(new OutageCmd()),
  fc.tuple(client, slot).map(([u, s]) => new BookCmd(u, s)),
  fc.tuple(n, target, mover).map(([i, s, w]) => new RescheduleCmd(i, s, w, false)),
  fc.tuple(n, target, mover).map(([i, s, w]) => new RescheduleCmd(i, s, w, false)),
  fc.tuple(n, target, mover).map(([i, s, w]) => new RescheduleCmd(i, s, w, i % 4 === 0)),
  fc.tuple(n, target).map(([i, s]) => new RaceRescheduleCmd(i, s)),
  fc.tuple(n, by).map(([i, b]) => new CancelCmd(i, b)),
  fc.tuple(n, by).map(([i, b]) => new CancelCmd(i, b, false)),
  n.map((i) => new RaceCancelCmd(i)),
  client.map((u) => new TakenCmd(u)),
].map((arbitrary) => arbitrary.map((cmd): Cmd => new Checked(cmd)));
