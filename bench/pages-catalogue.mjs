// Run with `node --import tsx bench/pages-catalogue.mjs <items>` and DATA_DIR set: the demo content
// (what the public pages show), then older copies of its posts and courses up to <items> of each,
// so `npm run bench:pages -- --items 5000` audits the pages of a catalogue that has grown (issue 21).
// The copies keep the demo images, which the server has; the newest items, the demo ones, stay first.
import { sql } from 'drizzle-orm';
import { loadConfig } from '../apps/api/src/config/env.ts';
import { openDatabase } from '../apps/api/src/db/client.ts';
import { migrateDatabase } from '../apps/api/src/db/migrate.ts';
import { seedDemoContent } from '../apps/api/src/db/seed-demo.ts';
import { blogs, courses } from '../apps/api/src/db/schema/index.ts';
import { installDataKey } from '../apps/api/src/lib/sealed-text.ts';

const items = Number(process.argv[2]);
if (!Number.isInteger(items) || items < 1) throw new Error('usage: pages-catalogue.mjs <items>');
const DAY_MS = 86_400_000;
const BATCH = 250;

const config = loadConfig(process.env);
installDataKey(config.dataEncryptionKey);
const database = await openDatabase(config);
try {
  await migrateDatabase(database);
  const { db } = database;
  const now = new Date();
  await seedDemoContent(db, now);
  const copies = async (table, rename) => {
    const originals = await db.select().from(table);
    const rows = [];
    for (let n = 0; originals.length + rows.length < items; n += 1) {
      const original = originals[n % originals.length];
      const { id: _id, ...fields } = original;
      const createdAt = new Date(now.getTime() - (n + 1) * DAY_MS);
      rows.push({ ...fields, ...rename(original, n + 1), createdAt, updatedAt: createdAt });
    }
    for (let i = 0; i < rows.length; i += BATCH) await db.insert(table).values(rows.slice(i, i + BATCH));
    return originals.length + rows.length;
  };
  const posts = await copies(blogs, (post, n) => ({
    title: `${post.title} (${n})`,
    slug: `${post.slug}-${n}`,
  }));
  const catalogue = await copies(courses, (course, n) => ({ name: `${course.name} (${n})` }));
  await db.execute(sql`analyze`);
  console.log(`  catalogue: ${posts} posts, ${catalogue} courses`);
} finally {
  await database.close();
}
