import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Certificate, Course, CourseProgress } from '@sukoon/contract';
import type { TestApp } from '../../../test/test-app.ts';
import { buyThroughCheckout } from '../../../test/purchase-fixture.ts';
import { createUserWithToken, type TestUser } from '../../../test/users-fixture.ts';
import { openContentSuite } from '../../../test/content-suite.ts';
import { certificatePdfs, certificates } from '../../db/schema/index.ts';
import { pdfText } from '../../../test/invoice-kit.ts';

// Issue 17, items 2 and 3: an enrolled learner completes lessons; finishing them all issues one
// certificate that anyone can check by its code.

describe('progress and certificates', () => {
  let t: TestApp;
  let admin: TestUser;
  let course: Course;
  let other: Course;

  beforeAll(async () => {
    ({ t, admin } = await openContentSuite());
    const write = async (name: string, lessons: string[]) =>
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/courses/write',
          headers: admin.headers,
          payload: {
            name,
            description: 'Practice, one lesson at a time.',
            image: 'https://images.example.test/calm.jpg',
            category: 'Anxiety',
            price: 499,
            content: 'Breathing',
            lessons: lessons.map((title) => ({ title, durationMinutes: 10 })),
          },
        })
      ).json<Course>();
    course = await write('Calm breathing', ['Breathe in', 'Breathe out']);
    other = await write('Other course', ['Elsewhere']);
  });
  afterAll(() => t.close());

  const learner = async (firstName = 'Meera', lastName = 'Iyer', language = 'English (US)') => {
    const user = await createUserWithToken(t, 'user', { firstName, lastName, language });
    await buyThroughCheckout(t, user.headers, { purpose: 'course', courseId: course._id });
    return user;
  };
  const progress = (who: TestUser, courseId = course._id) =>
    t.app.inject({ method: 'GET', url: `/api/courses/${courseId}/progress`, headers: who.headers });
  const complete = (who: TestUser, lessonId: string, courseId = course._id) =>
    t.app.inject({
      method: 'POST',
      url: `/api/courses/${courseId}/lessons/${lessonId}/complete`,
      headers: who.headers,
    });
  const lesson = (index: number) => course.lessons[index]?._id ?? '';

  it('counts completed lessons, once each, and issues a certificate with the last', async () => {
    const meera = await learner();
    expect((await progress(meera)).json()).toEqual({ completedLessonIds: [], percent: 0 });

    const first = await complete(meera, lesson(0));
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ completedLessonIds: [lesson(0)], percent: 50 });
    expect((await complete(meera, lesson(0))).json()).toEqual({
      completedLessonIds: [lesson(0)],
      percent: 50,
    });

    const last = (await complete(meera, lesson(1))).json<CourseProgress>();
    expect(last.completedLessonIds).toEqual([lesson(0), lesson(1)]);
    expect(last.percent).toBe(100);
    expect(last.certificateCode).toMatch(/^[A-Z2-7]{26}$/);
    expect((await progress(meera)).json<CourseProgress>().certificateCode).toBe(last.certificateCode);

    // Completing again changes nothing, and issues nothing new.
    expect((await complete(meera, lesson(1))).json<CourseProgress>().certificateCode).toBe(
      last.certificateCode,
    );
    const issued = await t.database.db.select().from(certificates).where(eq(certificates.userId, meera.id));
    expect(issued).toHaveLength(1);

    const verified = await t.app.inject({ method: 'GET', url: `/api/certificates/${last.certificateCode}` });
    expect(verified.statusCode).toBe(200);
    const certificate = verified.json<Certificate>();
    expect(certificate).toEqual({
      name: 'Meera Iyer',
      courseName: 'Calm breathing',
      completedAt: expect.stringMatching(/^2026-03-01T/) as unknown,
    });
    // Codes are typed by people: lower case works too.
    const typed = await t.app.inject({
      method: 'GET',
      url: `/api/certificates/${last.certificateCode?.toLowerCase()}`,
    });
    expect(typed.json()).toEqual(certificate);
  });

  it('issues exactly one certificate when the last two lessons complete at once', async () => {
    const ravi = await learner('Ravi', 'Kumar');
    const answers = await Promise.all([complete(ravi, lesson(0)), complete(ravi, lesson(1))]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    const issued = await t.database.db.select().from(certificates).where(eq(certificates.userId, ravi.id));
    expect(issued).toHaveLength(1);
    expect((await progress(ravi)).json<CourseProgress>().certificateCode).toBe(issued[0]?.code);
  });

  it('refuses callers who are not enrolled, and lessons of another course', async () => {
    const stranger = await createUserWithToken(t);
    expect((await progress(stranger)).statusCode).toBe(403);
    expect((await complete(stranger, lesson(0))).statusCode).toBe(403);
    // An admin is not a learner either.
    expect((await complete(admin, lesson(0))).statusCode).toBe(403);

    const enrolled = await learner();
    const elsewhere = other.lessons[0]?._id ?? '';
    const wrong = await complete(enrolled, elsewhere);
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json()).toMatchObject({ message: 'lessonId: this course has no such lesson.' });
    expect((await complete(enrolled, 'not-a-lesson')).statusCode).toBe(404);
    expect((await progress(enrolled, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await progress(enrolled)).json()).toEqual({ completedLessonIds: [], percent: 0 });

    const anonymous = await t.app.inject({ method: 'GET', url: `/api/courses/${course._id}/progress` });
    expect(anonymous.statusCode).toBe(401);
  });

  it('answers 404 for a code nobody was given', async () => {
    for (const code of ['ABCDEFGHIJKLMNOPQRSTUVWXYZ', 'x']) {
      expect((await t.app.inject({ method: 'GET', url: `/api/certificates/${code}` })).statusCode).toBe(404);
      expect((await t.app.inject({ method: 'GET', url: `/api/certificates/${code}/pdf` })).statusCode).toBe(
        404,
      );
    }
  });

  it('draws the certificate as a PDF naming the learner, the course and where to check it', async () => {
    const asha = await learner('Asha', 'Verma');
    await complete(asha, lesson(0));
    const code = (await complete(asha, lesson(1))).json<CourseProgress>().certificateCode ?? '';
    const pdf = await t.app.inject({ method: 'GET', url: `/api/certificates/${code}/pdf` });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe(`attachment; filename="certificate-${code}.pdf"`);
    const bytes = pdf.rawPayload;
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(bytes.length).toBeGreaterThan(5_000);
    // The document's own title and subject are plain strings in the file.
    const text = bytes.toString('latin1');
    expect(text).toContain('Asha Verma completed Calm breathing');
    expect(text).toContain('/FontFile2');
    const drawn = await pdfText(bytes);
    for (const line of ['Certificate of completion', 'This certifies that', 'completed every lesson of']) {
      expect(drawn, line).toContain(line);
    }
    expect(text).not.toContain('NotoSansDevanagari');
  });

  it('draws a certificate once and then serves the kept bytes, at most 30 a minute from one address', async () => {
    const nila = await learner('Nila', 'Rao');
    await complete(nila, lesson(0));
    const code = (await complete(nila, lesson(1))).json<CourseProgress>().certificateCode ?? '';
    const download = (remoteAddress = '127.0.0.1') =>
      t.app.inject({ method: 'GET', url: `/api/certificates/${code}/pdf`, remoteAddress });
    const first = await download();
    expect(first.statusCode).toBe(200);
    const [certificate] = await t.database.db
      .select({ id: certificates.id })
      .from(certificates)
      .where(eq(certificates.code, code));
    const kept = () =>
      t.database.db
        .select()
        .from(certificatePdfs)
        .where(eq(certificatePdfs.certificateId, certificate?.id ?? ''));
    const [row] = await kept();
    expect(row).toMatchObject({ locale: 'en' });
    expect(row?.pdf.equals(first.rawPayload)).toBe(true);
    // Served from the kept row, not drawn again: bytes changed in the row come back as they are.
    const marked = Buffer.concat([first.rawPayload, Buffer.from('\n% kept copy\n')]);
    await t.database.db
      .update(certificatePdfs)
      .set({ pdf: marked })
      .where(eq(certificatePdfs.certificateId, certificate?.id ?? ''));
    expect((await download()).rawPayload.equals(marked)).toBe(true);
    expect(await kept()).toHaveLength(1);

    for (let request = 1; request <= 30; request += 1) {
      expect((await download('198.51.100.31')).statusCode, `request ${request}`).toBe(200);
    }
    expect((await download('198.51.100.31')).statusCode).toBe(429);
  });

  // Issue 20. The PDF parser reads glyphs in drawing order, and Devanagari draws a vowel sign like ि
  // before its consonant, so the texts looked for here have none.
  it('draws a Hindi or Marathi learner’s certificate in their language, names in any script', async () => {
    const certificateOf = async (who: TestUser) => {
      await complete(who, lesson(0));
      const code = (await complete(who, lesson(1))).json<CourseProgress>().certificateCode ?? '';
      const pdf = (await t.app.inject({ method: 'GET', url: `/api/certificates/${code}/pdf` })).rawPayload;
      return { pdf, text: await pdfText(pdf) };
    };

    const hindi = await certificateOf(await learner('Ravi', 'Deshmukh', 'Hindi'));
    for (const line of ['Ravi Deshmukh', 'सभी पाठ पूरे', 'Calm breathing', 'यहाँ करें: http']) {
      expect(hindi.text, line).toContain(line);
    }
    expect(hindi.text).not.toContain('Certificate of completion');
    expect(hindi.pdf.toString('latin1')).toContain('+NotoSansDevanagari-Bold');

    const marathi = await certificateOf(await learner('सई', 'जोशी', 'Marathi'));
    for (const line of ['सई जोशी', 'यांनी या', 'येथे तपासा: http']) {
      expect(marathi.text, line).toContain(line);
    }
  });
});
