import { useState, type FormEvent } from 'react';
import type { Course, CreateCourseInput } from '@sukoon/contract/courses';
import { CONTENT_LIMITS, MAX_PRICE_RUPEES, splitTopics } from '@sukoon/contract/content-rules';
import { Button } from '../../../components/button.tsx';
import { TextAreaField, TextField } from '../../../components/form-field.tsx';
import { StatusMessage } from '../../../components/status-message.tsx';
import { m } from '../../../paraglide/messages.js';
import { CourseCategoryField } from './course-category-field.tsx';
import { CourseLessonsField, toLessonDrafts, toLessonInputs } from './course-lessons-field.tsx';

function readCourseForm(form: HTMLFormElement): CreateCourseInput {
  const data = new FormData(form);
  const text = (name: string) => {
    const value = data.get(name);
    return typeof value === 'string' ? value.trim() : '';
  };
  return {
    name: text('name'),
    title: text('title'),
    shortdescription: text('shortdescription'),
    description: text('description'),
    image: text('image'),
    category: text('category'),
    price: Number(text('price')),
    author: text('author'),
    content: splitTopics(text('content')),
    youtubeLink: text('youtubeLink'),
  };
}

/** Add or edit a course; topics are typed comma-separated and sent as a list, lessons in order. */
export function CourseForm({
  item,
  isSaving,
  error,
  onSubmit,
  onCancel,
}: {
  item?: Course;
  isSaving: boolean;
  error: string | null;
  onSubmit: (input: CreateCourseInput) => void;
  onCancel: () => void;
}) {
  const [lessons, setLessons] = useState(() => toLessonDrafts(item?.lessons));
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit({ ...readCourseForm(event.currentTarget), lessons: toLessonInputs(lessons) });
  };
  return (
    <form onSubmit={submit} className="flex flex-col gap-4">
      <TextField
        label={m.staff_courses_name()}
        name="name"
        required
        maxLength={CONTENT_LIMITS.name}
        defaultValue={item?.name}
      />
      <TextField
        label={m.staff_courses_title_optional()}
        name="title"
        maxLength={CONTENT_LIMITS.title}
        defaultValue={item?.title}
      />
      <TextField
        label={m.staff_courses_short_description()}
        name="shortdescription"
        maxLength={CONTENT_LIMITS.shortDescription}
        defaultValue={item?.shortdescription}
      />
      <TextAreaField
        label={m.staff_courses_description_label()}
        name="description"
        rows={4}
        required
        maxLength={CONTENT_LIMITS.description}
        defaultValue={item?.description}
      />
      <TextField
        label={m.staff_image_link()}
        name="image"
        inputMode="url"
        required
        placeholder="https://…"
        defaultValue={item?.image}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <CourseCategoryField defaultValue={item?.category} />
        <TextField
          label={m.staff_courses_price()}
          name="price"
          type="number"
          min={0}
          max={MAX_PRICE_RUPEES}
          step={1}
          required
          defaultValue={item?.price ?? 0}
        />
      </div>
      <TextField
        label={m.staff_courses_author()}
        name="author"
        maxLength={CONTENT_LIMITS.author}
        defaultValue={item?.author}
      />
      <TextAreaField
        label={m.staff_courses_topics()}
        name="content"
        rows={5}
        required
        defaultValue={item?.content.join(', ')}
      />
      <TextField
        label={m.staff_courses_youtube()}
        name="youtubeLink"
        inputMode="url"
        placeholder="https://www.youtube.com/watch?v=…"
        defaultValue={item?.youtubeLink}
      />
      <CourseLessonsField lessons={lessons} onChange={setLessons} />
      <StatusMessage kind="error">{error}</StatusMessage>
      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="secondary" onClick={onCancel}>
          {m.staff_desk_dismiss()}
        </Button>
        <Button type="submit" disabled={isSaving} aria-busy={isSaving}>
          {isSaving ? m.staff_saving() : item ? m.staff_save_changes() : m.staff_courses_add()}
        </Button>
      </div>
    </form>
  );
}
