import { describe, expect, it } from 'vitest';
import { coalesced } from './coalesced.ts';

/** A question whose answers the test releases by hand, numbered in the order they were asked. */
function controlledQuestion() {
  const pending: { resolve: (n: number) => void; reject: (error: Error) => void }[] = [];
  const ask = () =>
    new Promise<number>((resolve, reject) => {
      pending.push({ resolve, reject });
    });
  return { ask, pending };
}

describe('coalesced', () => {
  it('lets callers who arrive while a question is under way share the next one, asked after it', async () => {
    const { ask, pending } = controlledQuestion();
    const read = coalesced(ask);
    const first = read();
    const second = read();
    const third = read();
    expect(pending).toHaveLength(1);
    expect(second).toBe(third);

    pending[0]!.resolve(1);
    expect(await first).toBe(1);
    await Promise.resolve();
    await new Promise((resolve) => setImmediate(resolve));
    expect(pending).toHaveLength(2);
    pending[1]!.resolve(2);
    expect(await second).toBe(2);
    expect(await third).toBe(2);
  });

  it('asks again for a caller who arrives after the last answer', async () => {
    const { ask, pending } = controlledQuestion();
    const read = coalesced(ask);
    const first = read();
    pending[0]!.resolve(1);
    await first;
    const later = read();
    expect(pending).toHaveLength(2);
    pending[1]!.resolve(2);
    expect(await later).toBe(2);
  });

  it('does not hand a failure to the callers waiting for the next question', async () => {
    const { ask, pending } = controlledQuestion();
    const read = coalesced(ask);
    const failing = read();
    const waiting = read();
    pending[0]!.reject(new Error('database went away'));
    await expect(failing).rejects.toThrow('database went away');
    await new Promise((resolve) => setImmediate(resolve));
    pending[1]!.resolve(7);
    expect(await waiting).toBe(7);
  });
});
