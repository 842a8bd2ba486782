import { describe, expect, it } from 'vitest';
import { createConcurrencyLimit } from './concurrency-limit.ts';

const tick = () => new Promise((resolve) => setTimeout(resolve, 1));

describe('a concurrency limit', () => {
  it('never runs more than the limit at once, and runs everything in arrival order', async () => {
    const run = createConcurrencyLimit(2);
    let active = 0;
    let peak = 0;
    const started: number[] = [];
    const results = await Promise.all(
      Array.from({ length: 9 }, (_, i) =>
        run(async () => {
          started.push(i);
          active += 1;
          peak = Math.max(peak, active);
          await tick();
          active -= 1;
          return i * 10;
        }),
      ),
    );
    expect(peak).toBe(2);
    expect(started).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
    expect(results).toEqual([0, 10, 20, 30, 40, 50, 60, 70, 80]);
  });

  it('frees the slot of a task that fails', async () => {
    const run = createConcurrencyLimit(1);
    await expect(run(() => Promise.reject(new Error('broken')))).rejects.toThrow('broken');
    await expect(run(() => Promise.resolve('next'))).resolves.toBe('next');
  });

  it('refuses a limit below one', () => {
    expect(() => createConcurrencyLimit(0)).toThrow(RangeError);
  });
});
