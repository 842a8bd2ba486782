import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import type { Lesson, LessonInput } from '@sukoon/contract/courses';
import { CONTENT_LIMITS, MAX_COURSE_LESSONS, MAX_LESSON_MINUTES } from '@sukoon/contract/content-rules';
import { Button } from '../../../components/button.tsx';
import { TextField } from '../../../components/form-field.tsx';
import { m } from '../../../paraglide/messages.js';

/** A lesson being edited; `key` stays the same while it moves, `_id` names a saved lesson. */
export interface LessonDraft {
  key: string;
  _id?: string;
  title: string;
  durationMinutes: string;
  youtubeLink: string;
}

let nextKey = 0;
const newKey = () => `lesson-${(nextKey += 1)}`;

export function toLessonDrafts(lessons: Lesson[] = []): LessonDraft[] {
  return lessons.map((lesson) => ({
    key: newKey(),
    _id: lesson._id,
    title: lesson.title,
    durationMinutes: String(lesson.durationMinutes),
    youtubeLink: lesson.youtubeLink ?? '',
  }));
}

/** What the API reads; the server's 400 names a bad field as `lessons.N.field`. */
export function toLessonInputs(drafts: LessonDraft[]): LessonInput[] {
  return drafts.map((draft) => ({
    ...(draft._id ? { _id: draft._id } : {}),
    title: draft.title.trim(),
    durationMinutes: Number(draft.durationMinutes),
    youtubeLink: draft.youtubeLink.trim(),
  }));
}

/** The course's lessons in order: add, edit, move up or down, remove. */
export function CourseLessonsField({
  lessons,
  onChange,
  errorOf,
}: {
  lessons: LessonDraft[];
  onChange: (lessons: LessonDraft[]) => void;
  /** The error beside a lesson's field, by its contract path ('lessons.0.title'). */
  errorOf: (path: string) => string | undefined;
}) {
  const edit = (index: number, changes: Partial<LessonDraft>) =>
    onChange(lessons.map((lesson, at) => (at === index ? { ...lesson, ...changes } : lesson)));
  const move = (index: number, by: -1 | 1) => {
    const moved = [...lessons];
    const [lesson] = moved.splice(index, 1);
    if (lesson) moved.splice(index + by, 0, lesson);
    onChange(moved);
  };
  const add = () =>
    onChange([...lessons, { key: newKey(), title: '', durationMinutes: '', youtubeLink: '' }]);

  return (
    <fieldset className="flex flex-col gap-3 rounded-xl border border-slate-200 p-4">
      <legend className="px-1 text-sm font-medium text-slate-800">{m.staff_lessons_legend()}</legend>
      {lessons.length === 0 ? <p className="text-sm text-slate-600">{m.staff_lessons_none()}</p> : null}
      <ol className="flex flex-col gap-4">
        {lessons.map((lesson, index) => {
          const number = index + 1;
          return (
            <li key={lesson.key} className="flex flex-col gap-3 rounded-lg bg-sand-50 p-3">
              <div className="grid gap-3 sm:grid-cols-[1fr_8rem]">
                <TextField
                  label={m.staff_lessons_title({ number })}
                  required
                  maxLength={CONTENT_LIMITS.lessonTitle}
                  value={lesson.title}
                  error={errorOf(`lessons.${index}.title`)}
                  onChange={(event) => edit(index, { title: event.target.value })}
                />
                <TextField
                  label={m.staff_lessons_minutes()}
                  type="number"
                  min={1}
                  max={MAX_LESSON_MINUTES}
                  step={1}
                  required
                  value={lesson.durationMinutes}
                  error={errorOf(`lessons.${index}.durationMinutes`)}
                  onChange={(event) => edit(index, { durationMinutes: event.target.value })}
                />
              </div>
              <TextField
                label={m.staff_lessons_youtube({ number })}
                inputMode="url"
                placeholder="https://www.youtube.com/watch?v=…"
                value={lesson.youtubeLink}
                error={errorOf(`lessons.${index}.youtubeLink`)}
                onChange={(event) => edit(index, { youtubeLink: event.target.value })}
              />
              <div className="flex flex-wrap gap-2">
                <Button
                  variant="ghost"
                  disabled={index === 0}
                  onClick={() => move(index, -1)}
                  aria-label={m.staff_lessons_up_label({ number })}
                >
                  <ArrowUp aria-hidden="true" className="size-4" /> {m.staff_lessons_up()}
                </Button>
                <Button
                  variant="ghost"
                  disabled={index === lessons.length - 1}
                  onClick={() => move(index, 1)}
                  aria-label={m.staff_lessons_down_label({ number })}
                >
                  <ArrowDown aria-hidden="true" className="size-4" /> {m.staff_lessons_down()}
                </Button>
                <Button
                  variant="ghost"
                  onClick={() => onChange(lessons.filter((_, at) => at !== index))}
                  aria-label={m.staff_lessons_remove_label({ number })}
                >
                  <Trash2 aria-hidden="true" className="size-4" /> {m.staff_hours_remove()}
                </Button>
              </div>
            </li>
          );
        })}
      </ol>
      <Button
        variant="secondary"
        className="self-start"
        disabled={lessons.length >= MAX_COURSE_LESSONS}
        onClick={add}
      >
        <Plus aria-hidden="true" className="size-4" /> {m.staff_lessons_add()}
      </Button>
    </fieldset>
  );
}
