/**
 * Runs at most `limit` tasks at once; the rest wait in arrival order. Used where work leaves the
 * event loop for libuv's threads, so that work cannot take every CPU from the requests waiting
 * on the event loop.
 */
export function createConcurrencyLimit(limit: number) {
  if (!Number.isInteger(limit) || limit < 1)
    throw new RangeError(`limit must be a positive integer: ${limit}`);
  let running = 0;
  const waiting: (() => void)[] = [];

  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  };

  return async function run<T>(task: () => Promise<T>): Promise<T> {
    if (running < limit) running += 1;
    // A released slot passes straight to the next waiter, so `running` stays at the limit.
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      return await task();
    } finally {
      release();
    }
  };
}
