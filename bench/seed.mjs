// Seeds the bench data set straight into a fresh database through the app's own schema.
// Run with `node --import tsx bench/seed.mjs <fixture.json> [items]` and DATA_DIR (and DATABASE_URL)
// set. With `items` (the growth figure, bench/growth.mjs) there are that many courses, blogs,
// webinars, enrolments, past appointments and (inactive, so booking keeps the one calendar)
// counsellors, and an admin whose token is in the fixture.
import { randomUUID } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { addCalendarDays, CATEGORIES, readIstClock } from '@sukoon/contract';
import { loadConfig } from '../apps/api/src/config/env.ts';
import { installDataKey } from '../apps/api/src/lib/sealed-text.ts';
import { sealReason } from '../apps/api/src/db/sealed-places.ts';
import { openDatabase } from '../apps/api/src/db/client.ts';
import { migrateDatabase } from '../apps/api/src/db/migrate.ts';
import {
  appointments,
  blogs,
  counsellors,
  courseEnrolments,
  courses,
  users,
  webinars,
} from '../apps/api/src/db/schema/index.ts';
import { hashPassword } from '../apps/api/src/lib/passwords.ts';
import { createTokenService } from '../apps/api/src/lib/tokens.ts';

export const BENCH_PASSWORD = 'bench-password-2026';
const BASE_COUNTS = {
  courses: 50,
  blogs: 50,
  webinars: 30,
  users: 1000,
  appointments: 2000,
  enrolments: 500,
};
const itemsArgument = Number(process.argv[3] ?? 0);
const COUNTS = itemsArgument
  ? {
      courses: itemsArgument,
      blogs: itemsArgument,
      webinars: itemsArgument,
      users: 1000,
      appointments: itemsArgument,
      enrolments: itemsArgument,
      counsellors: itemsArgument,
    }
  : BASE_COUNTS;
const PAST_STATUSES = ['pending', 'accepted', 'rejected', 'cancelled', 'expired'];
const PARAGRAPH =
  'Practical guidance from a licensed counsellor, with exercises to try at home and notes to keep. ';

const range = (n) => Array.from({ length: n }, (_, i) => i);

async function insertInBatches(db, table, rows, size = 200) {
  const inserted = [];
  for (let i = 0; i < rows.length; i += size) {
    inserted.push(
      ...(await db
        .insert(table)
        .values(rows.slice(i, i + size))
        .returning({ id: table.id })),
    );
  }
  return inserted;
}

async function seed(fixturePath) {
  const config = loadConfig(process.env);
  // The server seals appointment reasons with this key (DATA_DIR's, or DATA_ENCRYPTION_KEY); so does this process.
  installDataKey(config.dataEncryptionKey);
  const database = await openDatabase(config);
  try {
    await migrateDatabase(database);
    const { db } = database;
    const now = new Date();
    const { today } = readIstClock(now);

    const courseRows = range(COUNTS.courses).map((i) => ({
      name: `Course ${i + 1}: Living well`,
      title: `Course ${i + 1}`,
      shortDescription: PARAGRAPH.slice(0, 80),
      description: PARAGRAPH.repeat(6),
      image: `https://images.example.org/courses/${i + 1}.jpg`,
      category: CATEGORIES[i % CATEGORIES.length],
      priceRupees: 499 + (i % 5) * 100,
      author: 'Dr. Bench Author',
      content: range(8).map((n) => `Lesson ${n + 1}`),
      youtubeLink: 'https://www.youtube.com/embed/dQw4w9WgXcQ',
      createdAt: new Date(now.getTime() - i * 3_600_000),
    }));
    const courseIds = await insertInBatches(db, courses, courseRows);

    await insertInBatches(
      db,
      blogs,
      range(COUNTS.blogs).map((i) => ({
        title: `Blog post ${i + 1}`,
        slug: `blog-post-${i + 1}`,
        content: PARAGRAPH.repeat(12),
        shortDescription: PARAGRAPH.slice(0, 80),
        author: 'Bench Writer',
        image: `https://images.example.org/blogs/${i + 1}.jpg`,
        category: CATEGORIES[i % CATEGORIES.length],
        createdAt: new Date(now.getTime() - i * 3_600_000),
      })),
    );

    await insertInBatches(
      db,
      webinars,
      range(COUNTS.webinars).map((i) => {
        const date = addCalendarDays(today, i - 10);
        return {
          title: `Webinar ${i + 1}`,
          presenter: 'Bench Presenter',
          description: PARAGRAPH.repeat(3),
          date,
          time: '18:00',
          startsAt: new Date(`${date}T18:00:00+05:30`),
          meetingLink: 'https://meet.google.com/abc-defg-hij',
          meetingId: 'abc-defg-hij',
          platform: 'meet',
          priceRupees: i % 3 === 0 ? 0 : 299,
        };
      }),
    );

    const passwordHash = await hashPassword(BENCH_PASSWORD);
    const userIds = await insertInBatches(
      db,
      users,
      range(COUNTS.users).map((i) => ({
        firstName: `User${i}`,
        lastName: 'Bench',
        email: `bench-user-${i}@example.org`,
        phone: String(9_000_000_000 + i),
        passwordHash,
      })),
    );

    // Past days only, so the booking window starts empty for the hold benchmark.
    await insertInBatches(
      db,
      appointments,
      range(COUNTS.appointments).map((i) => {
        // The reason is sealed for its row (decision 021), so the row's id is made here.
        const id = randomUUID();
        return {
          id,
          userId: userIds[i % userIds.length].id,
          date: addCalendarDays(today, -1 - Math.floor(i / 12)),
          slot: 9 + (i % 12),
          reason: sealReason(id, 'Follow-up session about sleep and stress.'),
          status: PAST_STATUSES[i % PAST_STATUSES.length],
        };
      }),
    );

    await insertInBatches(
      db,
      courseEnrolments,
      range(COUNTS.enrolments).map((i) => ({
        userId: userIds[i % userIds.length].id,
        courseId: courseIds[i % courseIds.length].id,
        courseName: courseRows[i % courseRows.length].name,
        receiptId: `bench_${i}`,
      })),
    );

    if (COUNTS.counsellors) {
      const people = await insertInBatches(
        db,
        users,
        range(COUNTS.counsellors).map((i) => ({
          firstName: `Counsellor${i}`,
          lastName: 'Bench',
          email: `bench-counsellor-${i}@example.org`,
          role: 'counsellor',
        })),
      );
      await insertInBatches(
        db,
        counsellors,
        people.map(({ id }, i) => ({
          userId: id,
          slug: `bench-counsellor-${i}`,
          title: 'Counsellor',
          bio: PARAGRAPH,
          languages: ['English', 'Hindi'],
          specialities: ['Anxiety'],
          active: false,
        })),
      );
    }
    const [admin] = await db
      .insert(users)
      .values({ firstName: 'Bench', lastName: 'Admin', email: 'bench-admin@example.org', role: 'admin' })
      .returning({ id: users.id });

    const tokens = createTokenService(config.jwtSecret);
    const fixture = {
      password: BENCH_PASSWORD,
      admin: { token: await tokens.sign({ userId: admin.id, role: 'admin', tokenVersion: 0 }) },
      users: await Promise.all(
        userIds.map(async ({ id }, i) => ({
          id,
          email: `bench-user-${i}@example.org`,
          token: await tokens.sign({ userId: id, role: 'user', tokenVersion: 0 }),
        })),
      ),
    };
    writeFileSync(fixturePath, JSON.stringify(fixture));
    // A database that grew over months has planner statistics (autovacuum keeps them); one filled a
    // second ago does not, and would be measured with plans no real catalogue gets.
    await db.execute(sql`analyze`);
    console.log(`  seeded ${JSON.stringify(COUNTS)}`);
  } finally {
    await database.close();
  }
}

await seed(process.argv[2]);
