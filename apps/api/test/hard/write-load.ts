// A write load against a running server: admins posting blogs with unique titles, each write
// recorded as acknowledged (2xx), refused (another status) or in doubt (no answer).

export interface WriteLedger {
  acknowledged: Set<string>;
  refused: Map<string, number>;
  inDoubt: Set<string>;
}

export const newLedger = (): WriteLedger => ({
  acknowledged: new Set(),
  refused: new Map(),
  inDoubt: new Set(),
});

export interface WriteLoad {
  /** Resolves when every writer has stopped (told to, or its server went away). */
  done: Promise<void>;
  stop(): void;
  /** Titles sent whose answer has not arrived yet. */
  pending: Set<string>;
}

const blogFor = (title: string) => ({
  title,
  content: `Written under load: ${title}.`,
  author: 'Load Test',
  image: 'https://images.example.test/load.png',
  category: 'Career',
});

export async function adminToken(url: string, email: string, password: string): Promise<string> {
  const response = await fetch(`${url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ emailorphone: email, password }),
  });
  if (response.status !== 200) throw new Error(`admin login: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { token: string }).token;
}

/**
 * `writers` loops, each posting one blog at a time until stopped or until its server stops
 * answering. The title also goes in the query string: the server logs URLs, so a test can see
 * which writes have arrived.
 */
export function startWriteLoad(
  url: string,
  token: string,
  ledger: WriteLedger,
  options: { writers: number; prefix: string },
): WriteLoad {
  let isStopped = false;
  const pending = new Set<string>();
  const writer = async (index: number) => {
    for (let n = 0; !isStopped; n++) {
      const title = `${options.prefix} w${index} n${n}`;
      pending.add(title);
      try {
        const response = await fetch(`${url}/api/blog/write?title=${encodeURIComponent(title)}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: JSON.stringify(blogFor(title)),
        });
        await response.arrayBuffer();
        if (response.status >= 200 && response.status < 300) ledger.acknowledged.add(title);
        else ledger.refused.set(title, response.status);
      } catch {
        // No answer: the write may or may not have happened; the server is gone, so stop.
        ledger.inDoubt.add(title);
        return;
      } finally {
        pending.delete(title);
      }
    }
  };
  const done = Promise.all(Array.from({ length: options.writers }, (_, index) => writer(index))).then(
    () => undefined,
  );
  return {
    done,
    pending,
    stop: () => {
      isStopped = true;
    },
  };
}

/** Every blog title the server lists, with how many times it appears. */
export async function listedTitles(url: string): Promise<Map<string, number>> {
  const response = await fetch(`${url}/api/blog/read`);
  if (response.status !== 200) throw new Error(`blog list: ${response.status}`);
  const counts = new Map<string, number>();
  for (const blog of (await response.json()) as { title: string }[]) {
    counts.set(blog.title, (counts.get(blog.title) ?? 0) + 1);
  }
  return counts;
}

/** What is wrong with the listed blogs, given everything written so far; empty when nothing. */
export function ledgerProblems(ledger: WriteLedger, listed: Map<string, number>): string[] {
  const problems: string[] = [];
  for (const title of ledger.acknowledged) {
    const count = listed.get(title) ?? 0;
    if (count !== 1) problems.push(`acknowledged "${title}" is listed ${count} times`);
  }
  for (const [title, count] of listed) {
    if (count > 1) problems.push(`"${title}" is listed ${count} times`);
    if (!ledger.acknowledged.has(title) && !ledger.inDoubt.has(title)) {
      problems.push(`"${title}" is listed but was ${ledger.refused.has(title) ? 'refused' : 'never sent'}`);
    }
  }
  return [...new Set(problems)];
}
