import type { Cmd } from './cmd.ts';
import type { Header } from './requests.ts';
import { AdvanceCmd, Checked, OutageCmd } from './commands.ts';
import { BookCmd, CreateCmd, TakenCmd } from './hold-commands.ts';
import { CheckoutCmd, PayCmd, VerifyCmd, WebhookCmd } from './payment-commands.ts';
import { DecideCmd } from './admin-commands.ts';

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

export const scripted = (steps: Cmd[]): Cmd[] => steps.map((cmd) => new Checked(cmd, true));
