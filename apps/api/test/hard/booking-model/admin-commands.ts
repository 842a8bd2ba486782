import { expect } from 'vitest';
import { pick, type Cmd } from './cmd.ts';
import type { Real } from './harness.ts';
import { count, decide, type Model } from './model.ts';
import { expectStatus, post } from './requests.ts';

const pending = (m: Readonly<Model>) => m.appts.filter((a) => a.status === 'pending');

/** The admin accepts or rejects an appointment (rejecting refunds it; again retries the refund). */
export class DecideCmd implements Cmd {
  constructor(
    readonly n: number,
    readonly status: 'accepted' | 'rejected',
    /** Only a request still pending (so sessions are accepted often enough to move and cancel). */
    readonly pendingOnly = false,
  ) {}
  check = (m: Readonly<Model>) => (this.pendingOnly ? pending(m) : m.appts).length > 0;
  async run(m: Model, real: Real) {
    const [a] = pick(this.pendingOnly ? pending(m) : m.appts, this.n);
    const res = await post(real, real.h.admin, `/api/appointments/${a.id}`, { status: this.status });
    expectStatus(res, decide(m, a, this.status), `${this.status} a ${a.status} appointment`);
  }
  toString = () => `decide(${this.n}${this.pendingOnly ? ' of the pending' : ''}, ${this.status})`;
}

/** Two admins reject the same pending request at once: one refund, whoever asks the gateway. */
export class RaceRejectCmd implements Cmd {
  constructor(readonly n: number) {}
  // With the gateway down, which of the two reports the failure is a matter of timing.
  check = (m: Readonly<Model>) => !m.gatewayDown && m.appts.some((a) => a.status === 'pending');
  async run(m: Model, real: Real) {
    const [a] = pick(
      m.appts.filter((x) => x.status === 'pending'),
      this.n,
    );
    const answers = await Promise.all(
      [0, 1].map(() => post(real, real.h.admin, `/api/appointments/${a.id}`, { status: 'rejected' })),
    );
    expect(decide(m, a, 'rejected')).toBe(200);
    count(m.stats, 'two admins rejected at once');
    // The later one may see the refund already made ("already rejected") or still under way.
    const statuses = answers.map((res) => res.statusCode).sort();
    expect(
      [
        [200, 200],
        [200, 409],
      ],
      answers.map((res) => res.body).join(' | '),
    ).toContainEqual(statuses);
  }
  toString = () => `race(reject + reject, ${this.n})`;
}
