import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './client.ts';
import { blogs } from './schema/index.ts';
import { openTestDatabase } from '../../test/test-app.ts';

let blogCount = 0;
/** A new post each time: slugs are unique. */
const aBlog = () => ({
  title: 'Versioned',
  slug: `versioned-${++blogCount}`,
  content: 'Text.',
  author: 'A',
  image: '/a.png',
  category: 'Career',
});

describe('table versions', () => {
  let database: Database;
  let dataDir: string;
  beforeAll(async () => {
    ({ database, dataDir } = await openTestDatabase());
  });
  afterAll(async () => {
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('moves once a write commits, and a question asked after the commit sees it', async () => {
    const before = await database.tables.of('blogs');
    // Asked before the write: it may answer either way, and a later caller must not share it.
    const underWay = database.tables.of('blogs');
    await database.db.insert(blogs).values(aBlog());
    expect(await database.tables.of('blogs')).toBeGreaterThan(before);
    await underWay;
  });

  it('stays for a write that rolls back, and for writes to other tables', async () => {
    const before = await database.tables.of('blogs');
    await expect(
      database.db.transaction(async (tx) => {
        await tx.insert(blogs).values(aBlog());
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect(await database.tables.of('blogs')).toBe(before);
    const webinars = await database.tables.of('webinars');
    await database.db.insert(blogs).values(aBlog());
    expect(await database.tables.of('webinars')).toBe(webinars);
  });
});
