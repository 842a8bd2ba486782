import { randomUUID } from 'node:crypto';
import { sealReason } from '../src/db/sealed-places.ts';

/** An appointment row's id and its reason sealed for that row, for tests that insert rows directly. */
export function sealedReason(reason: string): { id: string; reason: ReturnType<typeof sealReason> } {
  const id = randomUUID();
  return { id, reason: sealReason(id, reason) };
}
