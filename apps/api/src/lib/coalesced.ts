/**
 * One question at a time for many askers: callers share the question under way only until it is
 * asked; later callers share the next one. So an answer is never older than its caller's arrival
 * (a write that committed before a read arrived is always seen), and a crowd of concurrent
 * callers costs two questions instead of one each.
 */
export function coalesced<T>(ask: () => Promise<T>): () => Promise<T> {
  let asked: Promise<T> | undefined;
  let next: Promise<T> | undefined;
  const start = () => {
    const mine = ask().finally(() => {
      if (asked === mine) asked = undefined;
    });
    asked = mine;
    return mine;
  };
  return () => {
    if (!asked) return start();
    next ??= asked
      .catch(() => undefined)
      .then(() => {
        next = undefined;
        return start();
      });
    return next;
  };
}
