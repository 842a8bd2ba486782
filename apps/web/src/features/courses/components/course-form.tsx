import { createCourseBody, type Course, type CreateCourseInput } from '@sukoon/contract/courses';
import { CONTENT_LIMITS, MAX_PRICE_RUPEES } from '@sukoon/contract/content-rules';
import { AdminContentForm } from '../../../components/admin-content-form.tsx';
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
      <TextField
        label={m.staff_courses_short_description()}
        maxLength={CONTENT_LIMITS.shortDescription}
        {...form.field('shortdescription')}
      />
      <TextAreaField
        label={m.staff_courses_description_label()}
        rows={4}
        required
        maxLength={CONTENT_LIMITS.description}
        {...form.field('description')}
      />
      <TextField
        label={m.staff_image_link()}
        inputMode="url"
        required
        placeholder="https://…"
        {...form.field('image')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <CourseCategoryField {...form.field('category')} />
        <TextField
          label={m.staff_courses_price()}
          type="number"
          min={0}
          max={MAX_PRICE_RUPEES}
          step={1}
          required
          {...form.field('price')}
        />
      </div>
      <TextField
        label={m.staff_courses_author()}
        maxLength={CONTENT_LIMITS.author}
        {...form.field('author')}
      />
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
