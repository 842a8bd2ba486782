import { createCourseBody, type Course, type CreateCourseInput } from '@sukoon/contract/courses';
import { CONTENT_LIMITS } from '@sukoon/contract/content-rules';
import { AdminContentForm } from '../../../components/admin-content-form.tsx';
import {
  AuthorField,
  DescriptionField,
  ImageLinkField,
  PriceField,
  ShortDescriptionField,
} from '../../../components/admin-content-fields.tsx';
import type { AdminContentFormProps } from '../../../components/admin-content-screen.tsx';
import { TextAreaField, TextField } from '../../../components/form-field.tsx';
import { useContractForm } from '../../../components/form/use-contract-form.ts';
import { m } from '../../../paraglide/messages.js';
import { CourseCategoryField } from './course-category-field.tsx';
import { CourseLessonsField, toLessonDrafts, toLessonInputs } from './course-lessons-field.tsx';

const courseValues = (course?: Course) => ({
  name: course?.name ?? '',
  title: course?.title ?? '',
  shortdescription: course?.shortdescription ?? '',
  description: course?.description ?? '',
  image: course?.image ?? '',
  category: course?.category ?? '',
  price: String(course?.price ?? 0),
  author: course?.author ?? '',
  /** Typed comma-separated; the contract splits them into a list. */
  content: course?.content.join(', ') ?? '',
  youtubeLink: course?.youtubeLink ?? '',
  lessons: toLessonDrafts(course?.lessons),
});

/** Add or edit a course; topics are typed comma-separated and sent as a list, lessons in order. */
export function CourseForm(props: AdminContentFormProps<Course, CreateCourseInput>) {
  const form = useContractForm({
    schema: createCourseBody,
    initial: () => courseValues(props.item),
    toInput: ({ lessons, ...values }) => ({ ...values, lessons: toLessonInputs(lessons) }),
  });
  return (
    <AdminContentForm form={form} screen={props} addLabel={m.staff_courses_add()}>
      <TextField
        label={m.staff_courses_name()}
        required
        maxLength={CONTENT_LIMITS.name}
        {...form.field('name')}
      />
      <TextField
        label={m.staff_courses_title_optional()}
        maxLength={CONTENT_LIMITS.title}
        {...form.field('title')}
      />
      <ShortDescriptionField {...form.field('shortdescription')} />
      <DescriptionField {...form.field('description')} />
      <ImageLinkField {...form.field('image')} />
      <div className="grid gap-4 sm:grid-cols-2">
        <CourseCategoryField {...form.field('category')} />
        <PriceField {...form.field('price')} />
      </div>
      <AuthorField {...form.field('author')} />
      <TextAreaField label={m.staff_courses_topics()} rows={5} required {...form.field('content')} />
      <TextField
        label={m.staff_courses_youtube()}
        inputMode="url"
        placeholder="https://www.youtube.com/watch?v=…"
        {...form.field('youtubeLink')}
      />
      <CourseLessonsField
        lessons={form.values.lessons}
        onChange={(lessons) => form.setValue('lessons', lessons)}
        errorOf={form.errorOf}
      />
    </AdminContentForm>
  );
}
