import { z } from 'zod';
import {
  BODY_MUST_BE_OBJECT,
  categoryField,
  imageField,
  missingOr,
  optionalText,
  requiredText,
  rupeesField,
  youTubeLinkField,
} from './content-fields.ts';
import {
  CONTENT_LIMITS,
  MAX_COURSE_LESSONS,
  MAX_COURSE_TOPICS,
  MAX_LESSON_MINUTES,
  splitTopics,
} from './content-rules.ts';

/** "Topics Covered": a list, or one comma-separated text (the admin form's text area). */
const topicsField = z
  .union([z.array(z.string({ error: 'must be text' })), z.string()], {
    error: (issue) =>
      issue.input === undefined || issue.input === null ? 'is required' : 'must be a list of topics',
  })
  .transform((value, ctx) => {
    const topics = splitTopics(value);
    const problem =
      topics.length === 0
        ? 'must list at least one topic'
        : topics.length > MAX_COURSE_TOPICS
          ? `must list at most ${MAX_COURSE_TOPICS} topics`
          : topics.some((topic) => topic.length > CONTENT_LIMITS.topic)
            ? `each topic must be at most ${CONTENT_LIMITS.topic} characters`
            : null;
    if (problem === null) return topics;
    ctx.issues.push({ code: 'custom', input: value, message: problem });
    return z.NEVER;
  });

/** A lesson as the admin writes it; `_id` keeps an existing lesson (and the progress on it). */
export const lessonInput = z.object(
  {
    _id: z.string({ error: 'must be text' }).max(100, 'must be a lesson id').optional(),
    title: requiredText(CONTENT_LIMITS.lessonTitle),
    durationMinutes: z
      .number({ error: missingOr('must be a whole number of minutes') })
      .int('must be a whole number of minutes')
      .min(1, 'must be at least 1 minute')
      .max(MAX_LESSON_MINUTES, `must be at most ${MAX_LESSON_MINUTES} minutes`),
    /** Any YouTube video link; answered as https://www.youtube.com/embed/<id>. */
    youtubeLink: youTubeLinkField,
  },
  { error: 'must be a lesson object' },
);
export type LessonInput = z.input<typeof lessonInput>;

/** The lessons in order; on update the list replaces the course's lessons (absent keeps them). */
const lessonsField = z
  .array(lessonInput, { error: 'must be a list of lessons' })
  .max(MAX_COURSE_LESSONS, `must list at most ${MAX_COURSE_LESSONS} lessons`);

const courseFields = {
  name: requiredText(CONTENT_LIMITS.name),
  title: optionalText(CONTENT_LIMITS.title),
  shortdescription: optionalText(CONTENT_LIMITS.shortDescription),
  description: requiredText(CONTENT_LIMITS.description),
  image: imageField,
  category: categoryField,
  /** Whole rupees, 0 is free; a digits-only string is accepted too. */
  price: rupeesField,
  author: optionalText(CONTENT_LIMITS.author),
  content: topicsField,
  /** Any YouTube video link; answered as https://www.youtube.com/embed/<id>. */
  youtubeLink: youTubeLinkField,
  lessons: lessonsField.optional(),
};

/** `POST /api/courses/write`. */
export const createCourseBody = z.object(courseFields, { error: BODY_MUST_BE_OBJECT });
export type CreateCourseInput = z.input<typeof createCourseBody>;
export type CreateCourse = z.output<typeof createCourseBody>;

/** `PUT /api/courses/update/:id`: any subset of the fields; the others keep their value. */
export const updateCourseBody = z.object(courseFields, { error: BODY_MUST_BE_OBJECT }).partial();
export type UpdateCourseInput = z.input<typeof updateCourseBody>;
export type UpdateCourse = z.output<typeof updateCourseBody>;

/** A lesson as course reads answer it. */
export const lessonResponse = z.object({
  _id: z.string(),
  title: z.string(),
  durationMinutes: z.number().int(),
  /** An embed link or ''; left out where the course's own video is (decision 007). */
  youtubeLink: z.string().optional(),
});
export type Lesson = z.infer<typeof lessonResponse>;

/** A course as every course call answers it. */
export const courseResponse = z.object({
  _id: z.string(),
  name: z.string(),
  title: z.string(),
  shortdescription: z.string(),
  description: z.string(),
  image: z.string(),
  category: z.string(),
  /** Whole rupees; 0 is free. */
  price: z.number().int(),
  author: z.string(),
  /** When the course was posted, ISO 8601. */
  date: z.string(),
  content: z.array(z.string()),
  /**
   * An embed link (https://www.youtube.com/embed/<id>) or '' when the course has no video. Only for a
   * free course, an enrolled caller or an admin; left out for everyone else (decision 007).
   */
  youtubeLink: z.string().optional(),
  /** In order; [] for a course without lessons. */
  lessons: z.array(lessonResponse),
});
export type Course = z.infer<typeof courseResponse>;

/** `GET /api/courses/read`: live courses, newest first. */
export const courseListResponse = z.array(courseResponse);
