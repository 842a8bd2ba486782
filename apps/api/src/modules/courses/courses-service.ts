import {
  deriveShortDescription,
  pageWindow,
  type Course,
  type CoursePageQuery,
  type Page,
  type CreateCourse,
  type UpdateCourse,
} from '@sukoon/contract';
import type { DbOrTx } from '../../db/client.ts';
import type { AuthenticatedUser } from '../../plugins/auth.ts';
import { notFound } from '../../lib/app-error.ts';
import type { CourseBuyers } from './course-buyers.ts';
import {
  listLessonsByCourse,
  replaceLessons,
  type LessonRow,
  type LessonWrite,
} from './lessons-repository.ts';
import {
  archiveCourse,
  countLiveCourses,
  findKeptCourse,
  insertCourse,
  listLiveCourses,
  listLiveCoursesPage,
  lockLiveCourse,
  softDeleteCourse,
  updateLiveCourse,
  type CourseChanges,
  type CourseRow,
} from './courses-repository.ts';
import { createCachedCount, uncachedCount } from '../../lib/cached-count.ts';
import type { TableVersions } from '../../db/table-versions.ts';
import { replyText } from '../../lib/server-texts.ts';

const COURSE_NOT_FOUND = 'errors_course_not_found';

/** The whole course, video links included: for admins, buyers and free courses. */
export function toCourseResponse(row: CourseRow, lessons: LessonRow[] = []): Course {
  return {
    _id: row.id,
    name: row.name,
    title: row.title,
    shortdescription: row.shortDescription,
    description: row.description,
    image: row.image,
    category: row.category,
    price: row.priceRupees,
    author: row.author,
    date: row.createdAt.toISOString(),
    content: row.content,
    youtubeLink: row.youtubeLink,
    lessons: lessons.map((lesson) => ({
      _id: lesson.id,
      title: lesson.title,
      durationMinutes: lesson.durationMinutes,
      youtubeLink: lesson.youtubeLink,
    })),
  };
}

/**
 * A paid course's videos, its own and its lessons', are what is sold: without them unless the
 * reader may watch (decision 007). Lesson titles and durations stay public.
 */
function toCourseFor(row: CourseRow, lessons: LessonRow[], mayWatch: boolean): Course {
  const course = toCourseResponse(row, lessons);
  if (mayWatch || row.priceRupees === 0) return course;
  const { youtubeLink: _sold, ...withoutVideo } = course;
  return {
    ...withoutVideo,
    lessons: course.lessons.map(({ youtubeLink: _lessonSold, ...lesson }) => lesson),
  };
}

function toLessonWrites(lessons: NonNullable<UpdateCourse['lessons']>): LessonWrite[] {
  return lessons.map((lesson) => ({
    id: lesson._id,
    title: lesson.title,
    durationMinutes: lesson.durationMinutes,
    youtubeLink: lesson.youtubeLink ?? '',
  }));
}

function toChanges(input: UpdateCourse): CourseChanges {
  return {
    name: input.name,
    title: input.title,
    shortDescription: input.shortdescription,
    description: input.description,
    image: input.image,
    category: input.category,
    priceRupees: input.price,
    author: input.author,
    content: input.content,
    youtubeLink: input.youtubeLink,
  };
}

export type CoursesService = ReturnType<typeof createCoursesService>;

export function createCoursesService(
  { db, now, tables }: { db: DbOrTx; now: () => Date; tables?: TableVersions },
  { buyers }: { buyers: CourseBuyers },
) {
  const countOf = tables ? createCachedCount(tables, 'courses') : uncachedCount;
  const lessonsOf = async (courseId: string, tx: DbOrTx = db) =>
    (await listLessonsByCourse(tx, [courseId])).get(courseId) ?? [];
  const enrolledIds = (viewer: AuthenticatedUser | undefined) =>
    viewer ? buyers.enrolledCourseIds(viewer.id) : Promise.resolve(new Set<string>());

  /** The courses as `viewer` may see them: each paid course's video only for an admin or its buyer. */
  async function coursesFor(rows: CourseRow[], viewer: AuthenticatedUser | undefined): Promise<Course[]> {
    const [lessons, enrolled] = await Promise.all([
      listLessonsByCourse(
        db,
        rows.map((row) => row.id),
      ),
      enrolledIds(viewer),
    ]);
    const isAdmin = viewer?.role === 'admin';
    return rows.map((row) => toCourseFor(row, lessons.get(row.id) ?? [], isAdmin || enrolled.has(row.id)));
  }

  return {
    /** The catalogue; each paid course's video only for an admin or its buyer. */
    async listCourses(viewer?: AuthenticatedUser): Promise<Course[]> {
      return coursesFor(await listLiveCourses(db), viewer);
    },

    /** One page of the catalogue (by category, by name), with how many match in all. */
    async listCoursesPage(query: CoursePageQuery, viewer?: AuthenticatedUser): Promise<Page<Course>> {
      const { page, limit, offset } = pageWindow(query);
      const filter = { q: query.q, category: query.category };
      const [rows, total] = await Promise.all([
        listLiveCoursesPage(db, filter, { offset, limit }),
        countOf(JSON.stringify(filter), () => countLiveCourses(db, filter)),
      ]);
      return { items: await coursesFor(rows, viewer), total, page, limit };
    },

    /** One course; an archived one only for an admin or its buyers, who keep what they paid for. */
    async getCourse(id: string, viewer?: AuthenticatedUser): Promise<Course> {
      const row = await findKeptCourse(db, id);
      if (!row) throw notFound(COURSE_NOT_FOUND);
      const mayWatch = viewer?.role === 'admin' || (await enrolledIds(viewer)).has(row.id);
      if (row.archivedAt && !mayWatch) throw notFound(COURSE_NOT_FOUND);
      return toCourseFor(row, await lessonsOf(row.id), mayWatch);
    },

    async createCourse(input: CreateCourse): Promise<Course> {
      const at = now();
      return db.transaction(async (tx) => {
        const row = await insertCourse(tx, {
          ...toChanges(input),
          name: input.name,
          description: input.description,
          image: input.image,
          category: input.category,
          title: input.title || input.name,
          shortDescription: input.shortdescription || deriveShortDescription(input.description),
          createdAt: at,
          updatedAt: at,
        });
        await replaceLessons(tx, row.id, toLessonWrites(input.lessons ?? []));
        return toCourseResponse(row, await lessonsOf(row.id, tx));
      });
    },

    /** A `lessons` list replaces the course's lessons; without one they stay as they are. */
    async updateCourse(id: string, input: UpdateCourse): Promise<Course> {
      const course = await db.transaction(async (tx) => {
        const row = await updateLiveCourse(tx, id, { ...toChanges(input), updatedAt: now() });
        if (!row) return undefined;
        if (input.lessons) await replaceLessons(tx, row.id, toLessonWrites(input.lessons));
        return toCourseResponse(row, await lessonsOf(row.id, tx));
      });
      if (!course) throw notFound(COURSE_NOT_FOUND);
      return course;
    },

    /** A course with buyers is archived, not deleted: they keep it; nobody new can buy it. */
    async deleteCourse(id: string): Promise<{ message: string }> {
      const found = await db.transaction(async (tx) => {
        const row = await lockLiveCourse(tx, id);
        if (!row) return false;
        const remove = (await buyers.hasBuyers(tx, row.id)) ? archiveCourse : softDeleteCourse;
        await remove(tx, row.id, now());
        return true;
      });
      if (!found) throw notFound(COURSE_NOT_FOUND);
      return { message: replyText('replies_course_deleted') };
    },
  };
}
