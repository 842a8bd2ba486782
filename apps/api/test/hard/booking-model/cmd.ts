import type fc from 'fast-check';
import type { Real } from './harness.ts';
import type { Model } from './model.ts';

// Commands. Picks are plain numbers taken modulo what exists, so sequences shrink cleanly.

export type Cmd = fc.AsyncCommand<Model, Real>;

export const pick = <T>(items: T[], n: number): [T, number] => {
  const index = n % items.length;
  return [items[index]!, index];
};
export const paidAtGateway = (m: Readonly<Model>) =>
  m.orders.map((_, i) => i).filter((i) => m.orders[i]!.proof !== null);
export const unsettled = (m: Readonly<Model>) =>
  paidAtGateway(m).filter((i) => m.orders[i]!.status === 'created');
