import { BOOKING_WINDOW_DAYS, SLOT_HOLD_MINUTES, addCalendarDays, readIstClock } from '@sukoon/contract';

// A model of one booking "world" (two clients, four slots, one admin, the gateway) that predicts
// every HTTP answer and every row, driven by fast-check command sequences against the real app.
// Not modelled: a second, different payment of an order already paid (kept and refunded; see
// payments-second-payment.test.ts), so the checkout pays each order at most once.

const HOLD_MS = SLOT_HOLD_MINUTES * 60 * 1000;
/** /api/create reuses an unpaid order for the same hold for this long (orders-service.ts). */
const ORDER_REUSE_MS = 15 * 60 * 1000;
const MAX_OPEN_HOLDS = 2;
/** A client moves a session until this long before it starts (RESCHEDULE_CUTOFF_HOURS' default). */
const RESCHEDULE_CUTOFF_MS = 24 * 60 * 60 * 1000;

export type ApptStatus = 'awaiting_payment' | 'pending' | 'accepted' | 'rejected' | 'cancelled' | 'expired';
export const LIVE: readonly ApptStatus[] = ['awaiting_payment', 'pending', 'accepted'];

interface Slot {
  date: string;
  hour: number;
  /** When the session begins; from then on it can neither be held nor paid for. */
  startsAt: number;
  /** An hour the counsellors do not see clients at: only ever a target of a move, never held. */
  offHours: boolean;
}

export interface Appt {
  id: string;
  user: number;
  slot: number;
  status: ApptStatus;
  holdExpiresAt: number | null;
  /** Index of the order whose payment made it a request. */
  paidBy: number | null;
  /** Index of its counsellor; null in a world without counsellors (the spec's one calendar). */
  counsellor: number | null;
  /** The slot it was moved from by its client (once at most), or null. */
  movedFrom: number | null;
}

export interface Counsellor {
  /** When "any available counsellor" last gave them a hold (model clock), or never. */
  lastAssigned: number | null;
}

interface Proof {
  razorpay_payment_id: string;
  razorpay_order_id: string;
  razorpay_signature: string;
}

export interface Delivery {
  body: string;
  eventId: string | undefined;
}

export interface Order {
  orderId: string;
  user: number;
  appt: number;
  createdAt: number;
  status: 'created' | 'paid' | 'refunded';
  refundOwed: boolean;
  /** What the checkout handed back once the client paid at the gateway. */
  proof: Proof | null;
  deliveries: Delivery[];
}

export interface Model {
  now: number;
  slots: Slot[];
  appts: Appt[];
  orders: Order[];
  /** Orders whose gateway call failed: kept as 'failed' rows. */
  failedOrders: number;
  /** The fake answers its next request with a 500. */
  gatewayDown: boolean;
  /** Active counsellors, in the order they joined; none in the spec's practice. */
  counsellors: Counsellor[];
  stats: Map<string, number>;
}

export const count = (stats: Map<string, number>, key: string) => stats.set(key, (stats.get(key) ?? 0) + 1);

// The model: what the server should do, written from DESIGN and ADR 003/004, not from its code.

const isPast = (m: Model, slot: number) => m.now >= m.slots[slot]!.startsAt;
export const holdsSlot = (m: Model, a: Appt) =>
  a.status === 'pending' ||
  a.status === 'accepted' ||
  (a.status === 'awaiting_payment' && a.holdExpiresAt! >= m.now);
/** The live row on a slot of one calendar: a counsellor's, or the one calendar's (null). */
export const liveRow = (m: Model, slot: number, counsellor: number | null = null) =>
  m.appts.find((a) => a.slot === slot && a.counsellor === counsellor && LIVE.includes(a.status));
/** The client's own live row at this hour, with whichever counsellor (at most one). */
export const ownLiveRow = (m: Model, user: number, slot: number) =>
  m.appts.find((a) => a.slot === slot && a.user === user && LIVE.includes(a.status));

/** A hold whose 15 minutes ran out is marked expired when someone next reaches for its slot. */
function releaseExpired(m: Model, slot: number) {
  for (const a of m.appts) {
    if (a.slot === slot && a.status === 'awaiting_payment' && a.holdExpiresAt! < m.now) {
      a.status = 'expired';
      count(m.stats, 'hold released after 15 minutes');
    }
  }
}

/** The gateway is asked for a refund: false when it is down (the refund stays owed). */
function refund(m: Model, order: Order): boolean {
  if (m.gatewayDown) {
    m.gatewayDown = false;
    count(m.stats, 'refund failed at the gateway (stays owed)');
    return false;
  }
  order.status = 'refunded';
  order.refundOwed = false;
  return true;
}

/** The handler's fulfil: may this payment make its hold a request? */
function fulfil(m: Model, index: number): boolean {
  const order = m.orders[index]!;
  const a = m.appts[order.appt]!;
  if (a.paidBy !== null) {
    count(m.stats, 'refund: second order paid for one hold');
    return false;
  }
  if (isPast(m, a.slot)) {
    count(m.stats, 'refund: paid after the session began');
    return false;
  }
  if (a.status === 'expired') {
    releaseExpired(m, a.slot);
    const holder = liveRow(m, a.slot, a.counsellor) ?? ownLiveRow(m, a.user, a.slot);
    if (holder) {
      count(
        m.stats,
        holder.user === a.user
          ? "refund: late payment, slot now under the payer's newer hold"
          : 'refund: late payment, slot now held by someone else',
      );
      return false;
    }
    count(m.stats, 'late payment re-occupied a free slot');
  } else if (a.status !== 'awaiting_payment') {
    return false;
  } else if (a.holdExpiresAt! < m.now) {
    count(m.stats, 'late payment on an unreleased hold');
  }
  a.status = 'pending';
  a.paidBy = index;
  a.holdExpiresAt = null;
  return true;
}

type Settled = 'fulfilled' | 'refunded' | 'refund-failed';

/** verify-payment and the webhook share one settlement path (ADR 004). */
export function settle(m: Model, index: number): Settled {
  const order = m.orders[index]!;
  if (order.status === 'created') {
    order.status = 'paid';
    if (!fulfil(m, index)) order.refundOwed = true;
  }
  if (order.status === 'refunded') return 'refunded';
  if (order.refundOwed) {
    const hadFailed = m.gatewayDown;
    if (!refund(m, order)) return 'refund-failed';
    if (!hadFailed) count(m.stats, 'unfulfillable payment refunded');
    return 'refunded';
  }
  return 'fulfilled';
}

export const VERIFY_STATUS: Record<Settled, number> = { fulfilled: 200, refunded: 409, 'refund-failed': 502 };
export const WEBHOOK_STATUS: Record<Settled, number> = {
  fulfilled: 200,
  refunded: 200,
  'refund-failed': 502,
};

export interface CreatePlan {
  status: number;
  /** The hold that was placed or renewed (its id is looked up once the answer is in). */
  appt?: Appt;
  /** The open order handed out again. */
  reuse?: Order;
}

/** What POST /api/create should answer, applied to the model (minus the new ids it hands out). */
export function planCreate(
  m: Model,
  user: number,
  slot: number,
  /** A chosen counsellor (taken modulo how many there are), or null for any. */
  choice: number | null = null,
): CreatePlan {
  if (isPast(m, slot)) return { status: 400 };
  const open = m.appts.filter(
    (a) => a.user === user && a.slot !== slot && a.status === 'awaiting_payment' && holdsSlot(m, a),
  );
  if (open.length >= MAX_OPEN_HOLDS) {
    count(m.stats, 'refused a third unpaid hold');
    return { status: 409 };
  }
  const before = m.appts.map((a) => a.status);
  releaseExpired(m, slot);
  const appt =
    m.counsellors.length === 0 ? holdOneCalendar(m, user, slot) : holdWithCounsellor(m, user, slot, choice);
  if (!appt) {
    // A refusal rolls its transaction back, the release of run-out holds included. (With one
    // calendar there is none to undo: a run-out hold on the slot would have been the live row.)
    m.appts.forEach((a, i) => (a.status = before[i]!));
    return { status: 409 };
  }
  const index = m.appts.indexOf(appt);
  const reuse = m.orders
    .filter((o) => o.appt === index && o.status === 'created' && o.createdAt >= m.now - ORDER_REUSE_MS)
    .at(-1);
  if (reuse) return { status: 200, appt, reuse };
  if (m.gatewayDown) {
    // The hold stays placed: only the provider's order failed.
    m.gatewayDown = false;
    m.failedOrders += 1;
    count(m.stats, 'order creation failed at the gateway');
    return { status: 502, appt };
  }
  return { status: 200, appt };
}

const newHold = (m: Model, user: number, slot: number, counsellor: number | null): Appt => {
  // A renewal keeps this: no hold lasts past 15 minutes from when it was first taken.
  const appt: Appt = {
    id: '',
    user,
    slot,
    status: 'awaiting_payment',
    holdExpiresAt: m.now + HOLD_MS,
    paidBy: null,
    counsellor,
    movedFrom: null,
  };
  countRetaken(m, appt);
  m.appts.push(appt);
  return appt;
};

/** The spec's one calendar: one live row per slot. */
function holdOneCalendar(m: Model, user: number, slot: number): Appt | undefined {
  const live = liveRow(m, slot);
  if (!live) return newHold(m, user, slot, null);
  if (live.user !== user || live.status !== 'awaiting_payment') {
    count(m.stats, live.user === user ? 'refused: already yours' : 'refused: held by someone else');
    return undefined;
  }
  count(m.stats, 'renewed own hold');
  return live;
}

/**
 * With counsellors: the client's own hold at this hour is renewed (or moved to the newly chosen
 * counsellor); else the chosen counsellor, or the free one given a hold least recently (never
 * before all others; ties in the order they joined).
 */
function holdWithCounsellor(m: Model, user: number, slot: number, choice: number | null): Appt | undefined {
  const chosen = choice === null ? null : choice % m.counsellors.length;
  const own = ownLiveRow(m, user, slot);
  if (own) {
    if (own.status !== 'awaiting_payment') {
      count(m.stats, 'refused: already yours');
      return undefined;
    }
    if (chosen !== null && own.counsellor !== chosen) {
      if (liveRow(m, slot, chosen)) {
        count(m.stats, 'refused: chosen counsellor taken');
        return undefined;
      }
      own.counsellor = chosen;
      count(m.stats, 'moved own hold to the chosen counsellor');
      return own;
    }
    count(m.stats, 'renewed own hold');
    return own;
  }
  const time = (c: number) => m.counsellors[c]!.lastAssigned ?? -Infinity;
  const free = m.counsellors.map((_, c) => c).filter((c) => !liveRow(m, slot, c));
  const candidates =
    chosen === null ? free.sort((a, b) => time(a) - time(b)) : free.filter((c) => c === chosen);
  const counsellor = candidates[0];
  if (counsellor === undefined) {
    count(m.stats, chosen === null ? 'refused: every counsellor taken' : 'refused: chosen counsellor taken');
    return undefined;
  }
  if (chosen === null) {
    m.counsellors[counsellor]!.lastAssigned = m.now;
    count(m.stats, 'any counsellor assigned');
  } else {
    count(m.stats, 'chosen counsellor held');
  }
  return newHold(m, user, slot, counsellor);
}

/** Counts a new hold on an hour a session was moved away from: the move really freed it. */
function countRetaken(m: Model, appt: Appt) {
  if (m.appts.some((a) => a.movedFrom === appt.slot && a.counsellor === appt.counsellor)) {
    count(m.stats, 'old slot held again after a move');
  }
}

export type Decision = 'accepted' | 'rejected' | 'cancelled';

/**
 * An admin's (or the counsellor's) decision: accept or reject a pending request, cancel an accepted
 * session. Rejecting and cancelling refund in full; the same decision again retries a failed refund.
 */
export function decide(m: Model, a: Appt, status: Decision): number {
  if (a.status === 'awaiting_payment' || a.status === 'expired') return 404;
  const order = m.orders[a.paidBy!]!;
  if (a.status === 'pending' && status === 'accepted') {
    a.status = 'accepted';
    count(m.stats, 'accepted');
    return 200;
  }
  if (
    (a.status === 'pending' && status === 'rejected') ||
    (a.status === 'accepted' && status === 'cancelled')
  ) {
    a.status = status;
    order.refundOwed = true;
    count(m.stats, a.movedFrom === null ? status : `${status} after a move`);
    return refund(m, order) ? 200 : 502;
  }
  if (status !== 'accepted' && a.status === status && order.status === 'paid') {
    count(m.stats, `${status} again to retry the refund`);
    return refund(m, order) ? 200 : 502;
  }
  return 409;
}

export interface ReschedulePlan {
  status: number;
  /** What the refusal's message must name. */
  rule?: RegExp;
}

const isInWindow = (m: Model, slot: number) => {
  const { today } = readIstClock(new Date(m.now));
  const { date } = m.slots[slot]!;
  return date >= today && date <= addCalendarDays(today, BOOKING_WINDOW_DAYS);
};

/**
 * POST /api/appointments/{id}/reschedule by `user`: its client moves a paid request or accepted
 * session once, until 24 hours before it starts, to a free hour of the same calendar in the window.
 */
export function planReschedule(m: Model, user: number, a: Appt, target: number): ReschedulePlan {
  const refused = (status: number, rule: RegExp, path: string): ReschedulePlan => {
    count(m.stats, `move refused: ${path}`);
    return { status, rule };
  };
  // Another person's appointment, or an unpaid hold, is not found: its existence is not confirmed.
  if (a.user !== user || a.status === 'awaiting_payment' || a.status === 'expired') {
    return refused(404, /not found/, a.user !== user ? "another client's" : 'unpaid hold');
  }
  if (a.status !== 'pending' && a.status !== 'accepted') {
    return refused(409, /only a pending or accepted session can be moved/, a.status);
  }
  if (a.movedFrom !== null) return refused(409, /moved only once/, 'moved before');
  if (m.now > m.slots[a.slot]!.startsAt - RESCHEDULE_CUTOFF_MS) {
    return refused(409, /until 24 hours before it starts/, 'too late');
  }
  if (!isInWindow(m, target)) return refused(400, /^date: .*7 days ahead/, 'outside the window');
  if (isPast(m, target)) return refused(400, /^slot: .*already begun/, 'begun');
  if (target === a.slot) return refused(400, /already at this time/, 'same hour');
  if (a.counsellor !== null && m.slots[target]!.offHours) {
    return refused(409, /does not see clients at this hour/, "outside the counsellor's hours");
  }
  const before = m.appts.map((x) => x.status);
  releaseExpired(m, target);
  const taken = (rule: RegExp, path: string) => {
    // The refusal rolls back the release of run-out holds too.
    m.appts.forEach((x, i) => (x.status = before[i]!));
    return refused(409, rule, path);
  };
  // One session an hour for a client, with whichever counsellor.
  if (ownLiveRow(m, user, target)) return taken(/already booked this slot/, 'own hour');
  if (liveRow(m, target, a.counsellor)) return taken(/already exists/, 'taken');
  a.movedFrom = a.slot;
  a.slot = target;
  count(m.stats, `${a.status} moved`);
  return { status: 200 };
}
