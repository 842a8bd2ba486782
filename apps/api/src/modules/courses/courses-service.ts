import {
  COURSE_DELETED_MESSAGE,
  deriveShortDescription,
  type Course,
  type CreateCourse,
  type UpdateCourse,
} from '@sukoon/contract';
import type { DbOrTx } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import {
  findLiveCourse,
  insertCourse,
  listLiveCourses,
  softDeleteCourse,
  updateLiveCourse,
  type CourseChanges,
  type CourseRow,
} from './courses-repository.ts';

const COURSE_NOT_FOUND = 'Course not found.';

export function toCourseResponse(row: CourseRow): Course {
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
  };
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

export function createCoursesService({ db, now }: { db: DbOrTx; now: () => Date }) {
  return {
    async listCourses(): Promise<Course[]> {
      return (await listLiveCourses(db)).map(toCourseResponse);
    },

    async getCourse(id: string): Promise<Course> {
      const row = await findLiveCourse(db, id);
      if (!row) throw notFound(COURSE_NOT_FOUND);
      return toCourseResponse(row);
    },

    async createCourse(input: CreateCourse): Promise<Course> {
      const at = now();
      const row = await insertCourse(db, {
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
      return toCourseResponse(row);
    },

    async updateCourse(id: string, input: UpdateCourse): Promise<Course> {
      const row = await updateLiveCourse(db, id, { ...toChanges(input), updatedAt: now() });
      if (!row) throw notFound(COURSE_NOT_FOUND);
      return toCourseResponse(row);
    },

    async deleteCourse(id: string): Promise<{ message: string }> {
      if (!(await softDeleteCourse(db, id, now()))) throw notFound(COURSE_NOT_FOUND);
      return { message: COURSE_DELETED_MESSAGE };
    },
  };
}
