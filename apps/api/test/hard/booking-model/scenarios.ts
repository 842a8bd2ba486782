import type { Cmd } from './cmd.ts';
import type { Header } from './requests.ts';
import { AdvanceCmd, Checked, OutageCmd } from './commands.ts';
import { BookCmd, CreateCmd, TakenCmd } from './hold-commands.ts';
import { CheckoutCmd, PayCmd, VerifyCmd, WebhookCmd } from './payment-commands.ts';
import { DecideCmd } from './admin-commands.ts';
import { CancelCmd, RaceCancelCmd, RaceRescheduleCmd, RescheduleCmd } from './session-commands.ts';

const create = (user: number, slot: number) => new CreateCmd(user, slot);
const advance = (minutes: number) => new AdvanceCmd(minutes);
const verify = (n: number) => new VerifyCmd(n, 'owner');
const webhook = (n: number, header: Header = 'fresh', replay = 0) =>
  new WebhookCmd(n, 'payment.captured', header, replay, false);

/**
 * Paths the random runs reach only now and then, spelled out so every run of the file takes them.
 * Slot 0 is today at 13:00 (the clock starts at 12:30); slots 1 to 3 are tomorrow.
 */
export const SCENARIOS: Record<string, Cmd[]> = {
  'a late payment for a slot someone else now holds is refunded': [
    create(0, 1),
    new CheckoutCmd(0),
    advance(16),
    create(1, 1),
    verify(0),
    webhook(0),
    new BookCmd(0, 1),
  ],
  "a late payment for a slot under the payer's newer hold is refunded": [
    create(0, 1),
    new CheckoutCmd(0),
    advance(16),
    create(0, 1),
    webhook(0),
    new PayCmd(0),
  ],
  'a late payment re-occupies a slot whose later hold ran out too': [
    create(0, 2),
    new CheckoutCmd(0),
    advance(16),
    create(1, 2),
    advance(16),
    verify(0),
    new TakenCmd(1),
  ],
  'renewing a hold does not keep it past 15 minutes from when it was first taken': [
    create(0, 1),
    advance(10),
    create(0, 1),
    advance(6),
    create(1, 1),
    new PayCmd(0),
  ],
  'a payment after the session began is refunded': [
    create(0, 0),
    new CheckoutCmd(0),
    advance(31),
    webhook(0),
  ],
  'a third unpaid hold is refused until one runs out': [
    create(0, 0),
    create(0, 1),
    create(0, 2),
    advance(16),
    create(0, 2),
  ],
  'a rejection whose refund failed is retried': [
    create(1, 3),
    new PayCmd(0),
    new OutageCmd(),
    new DecideCmd(0, 'rejected'),
    new DecideCmd(0, 'accepted'),
    new DecideCmd(0, 'rejected'),
    new DecideCmd(0, 'rejected'),
  ],
  'webhooks before and after verify, replayed and without an event id, apply once': [
    create(0, 1),
    new CheckoutCmd(0),
    webhook(0, 'none'),
    webhook(0, 'none'),
    webhook(0, 'replay', 0),
    verify(0),
    webhook(0),
    new DecideCmd(0, 'accepted'),
    verify(0),
  ],
  'an owed refund whose gateway call failed is retried by the next delivery': [
    create(0, 1),
    new CheckoutCmd(0),
    advance(16),
    create(1, 1),
    new OutageCmd(),
    verify(0),
    webhook(0, 'replay', 0),
    verify(0),
  ],
};

const move = (n: number, slot: number) => new RescheduleCmd(n, slot);

/**
 * The session after payment, with one counsellor: slot 4 (tomorrow 14:00) can be moved from for
 * the first 90 minutes, slot 5 (the day after, 10:00) for 21.5 hours; 6 is the counsellor's hour
 * off and 7 a day past the booking window.
 */
export const SESSION_SCENARIOS: Record<string, Cmd[]> = {
  'an accepted session moves once, its old hour is booked again, and a cancellation refunds it': [
    create(0, 5),
    new PayCmd(0),
    new DecideCmd(0, 'accepted'),
    move(0, 4),
    move(0, 1),
    create(1, 5),
    new PayCmd(0),
    new CancelCmd(0, 'counsellor'),
    new CancelCmd(0, 'admin'),
    new CancelCmd(1, 'counsellor'),
  ],
  'a cancellation whose refund failed is retried, and a client cannot cancel': [
    create(1, 5),
    new PayCmd(0),
    new DecideCmd(0, 'accepted'),
    new OutageCmd(),
    new CancelCmd(0, 'admin'),
    new CancelCmd(0, 'client'),
    new CancelCmd(0, 'counsellor'),
    new CancelCmd(0, 'counsellor'),
  ],
  'a move that breaks a rule is refused, naming the rule': [
    create(0, 5),
    new PayCmd(0),
    create(1, 4),
    new PayCmd(0),
    new RescheduleCmd(0, 4, 'other'),
    move(0, 6),
    move(0, 7),
    move(0, 4),
    move(0, 5),
    create(0, 1),
    move(0, 1),
    move(2, 2),
    advance(31),
    move(0, 0),
    advance(22 * 60),
    move(0, 2),
    new DecideCmd(1, 'rejected'),
    move(1, 2),
  ],
  "a run-out hold, the client's own or another's, does not keep a session from its hour": [
    create(0, 5),
    new PayCmd(0),
    create(1, 4),
    new PayCmd(0),
    create(0, 2),
    create(0, 3),
    advance(16),
    move(0, 2),
    move(1, 3),
    new TakenCmd(1),
  ],
  'two clients moving to one hour at once get it once; two cancelling at once refund once': [
    create(0, 5),
    new PayCmd(0),
    create(1, 4),
    new PayCmd(0),
    new RaceRescheduleCmd(0, 2),
    new DecideCmd(0, 'accepted'),
    new RaceCancelCmd(0),
  ],
};

export const scripted = (steps: Cmd[]): Cmd[] => steps.map((cmd) => new Checked(cmd, true));
