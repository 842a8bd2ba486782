import { CircleCheck, PlayCircle } from 'lucide-react';
import { Link } from 'react-router';
import type { Course, Lesson } from '@sukoon/contract/courses';
import { certificatePath } from '@sukoon/contract/learning';
import { Button, buttonClasses } from '../../../components/button.tsx';
import { ProgressBar } from '../../../components/progress-bar.tsx';
import { StatusMessage } from '../../../components/status-message.tsx';
import { API_BASE_URL } from '../../../lib/env.ts';
import { m } from '../../../paraglide/messages.js';
import type { useCompleteLesson } from '../api/complete-lesson.ts';
import { useCourseProgress } from '../api/get-course-progress.ts';

export interface CourseLessonsProps {
  course: Course;
  /** Free, or the signed-in user's: the lesson videos play. */
  canWatch: boolean;
  /** Bought: progress is kept and a certificate earned. */
  isEnrolled: boolean;
  activeLessonId: string | null;
  onPlay: (lesson: Lesson) => void;
  /** Shared with the player, which marks a lesson complete when its video ends. */
  complete: ReturnType<typeof useCompleteLesson>;
}

const minutes = (value: number) => m.learning_lessons_minutes({ minutes: value });

/** The lessons in order with their durations; for a learner, progress, "Continue" and the certificate. */
export function CourseLessons({
  course,
  canWatch,
  isEnrolled,
  activeLessonId,
  onPlay,
  complete,
}: CourseLessonsProps) {
  const progress = useCourseProgress(course._id, isEnrolled && course.lessons.length > 0);
  if (course.lessons.length === 0) return null;

  const done = new Set(progress.data?.completedLessonIds ?? []);
  const next = course.lessons.find((lesson) => !done.has(lesson._id));
  const total = course.lessons.reduce((sum, lesson) => sum + lesson.durationMinutes, 0);
  const code = progress.data?.certificateCode;

  return (
    <section aria-labelledby="course-lessons" className="flex flex-col gap-5">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="course-lessons" className="font-serif text-2xl text-brand-800">
          {m.learning_lessons_title()}
        </h2>
        <p className="text-sm text-slate-700">
          {m.learning_lessons_summary({
            lessons: m.learning_lessons_count({ count: course.lessons.length }),
            duration: minutes(total),
          })}
        </p>
      </div>
      {isEnrolled && progress.data ? (
        <div className="flex flex-col gap-4 rounded-2xl bg-brand-50 p-5">
          <ProgressBar percent={progress.data.percent} label={m.learning_lessons_progress()} />
          {code ? (
            <div className="flex flex-wrap items-center gap-3">
              <p className="font-medium text-brand-900">{m.learning_lessons_all_done()}</p>
              <a
                href={`${API_BASE_URL}/api${certificatePath(code)}/pdf`}
                download
                className={buttonClasses('primary')}
              >
                {m.learning_lessons_download_certificate()}
              </a>
              <Link to={certificatePath(code)} className={buttonClasses('secondary')}>
                {m.learning_lessons_view_certificate()}
              </Link>
            </div>
          ) : next ? (
            <div>
              <Button onClick={() => onPlay(next)}>
                {done.size === 0 ? m.learning_lessons_start() : m.learning_lessons_continue()}{' '}
                <span data-user-content>{next.title}</span>
              </Button>
            </div>
          ) : null}
        </div>
      ) : null}
      <ol className="flex flex-col divide-y divide-sand-100 overflow-hidden rounded-2xl border border-sand-100 bg-white">
        {course.lessons.map((lesson, index) => {
          const isDone = done.has(lesson._id);
          const isActive = lesson._id === activeLessonId;
          return (
            <li
              key={lesson._id}
              aria-current={isActive ? 'step' : undefined}
              className={`flex flex-wrap items-center gap-3 px-4 py-3 ${isActive ? 'bg-brand-50' : ''}`}
            >
              <span className="w-6 text-sm font-semibold text-slate-600">{index + 1}.</span>
              <span className="min-w-0 flex-1 basis-52 text-slate-900">
                <span data-user-content>{lesson.title}</span>
                <span className="ml-2 text-sm text-slate-600">{minutes(lesson.durationMinutes)}</span>
              </span>
              {isDone ? (
                <span className="flex items-center gap-1 text-sm font-medium text-brand-800">
                  <CircleCheck aria-hidden="true" className="size-4" /> {m.learning_lessons_completed()}
                </span>
              ) : null}
              {canWatch && lesson.youtubeLink ? (
                <Button variant="ghost" onClick={() => onPlay(lesson)}>
                  <PlayCircle aria-hidden="true" className="size-4" />
                  <span aria-hidden="true">{m.learning_lessons_play()}</span>
                  {/* Which lesson, for screen readers; its title is the author's words. */}
                  <span className="sr-only">
                    {m.learning_lessons_play_label({ number: index + 1 })}{' '}
                    <span data-user-content>{lesson.title}</span>
                  </span>
                </Button>
              ) : null}
              {isEnrolled && progress.data && !isDone ? (
                <Button
                  variant="secondary"
                  disabled={complete.isPending}
                  onClick={() => complete.mutate(lesson._id)}
                >
                  <span aria-hidden="true">{m.learning_lessons_mark_complete()}</span>
                  <span className="sr-only">
                    {m.learning_lessons_mark_complete_label({ number: index + 1 })}{' '}
                    <span data-user-content>{lesson.title}</span>
                  </span>
                </Button>
              ) : null}
            </li>
          );
        })}
      </ol>
      <StatusMessage kind="error">{complete.isError ? m.learning_lessons_save_error() : null}</StatusMessage>
    </section>
  );
}
