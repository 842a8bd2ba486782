import { useCallback, useRef, useState } from 'react';
import type { Course, Lesson } from '@sukoon/contract/courses';
import { StatusMessage } from '../../../components/status-message.tsx';
import { useCompleteLesson } from '../api/complete-lesson.ts';
import { useCourseAccess } from '../hooks/use-course-access.ts';
import { useCourseEnrol } from '../hooks/use-course-enrol.ts';
import { CourseDetails } from './course-details.tsx';
import { CourseEnrolAction } from './course-enrol-action.tsx';
import { CourseLessons } from './course-lessons.tsx';
import { CourseMedia } from './course-media.tsx';
import { CourseReviews } from './course-reviews.tsx';
import { CourseSummary } from './course-summary.tsx';

/** A loaded course: media and summary side by side, then the lessons and the details. */
export function CourseView({ course }: { course: Course }) {
  const { isEnrolled, canWatch } = useCourseAccess(course);
  const enrolment = useCourseEnrol(course);
  const [activeLesson, setActiveLesson] = useState<Lesson | undefined>();
  const media = useRef<HTMLDivElement>(null);
  const complete = useCompleteLesson(course._id);
  const { mutate: markComplete } = complete;
  const activeLessonId = activeLesson?._id;
  const lessonEnded = useCallback(() => {
    if (activeLessonId) markComplete(activeLessonId);
  }, [activeLessonId, markComplete]);
  const play = (lesson: Lesson) => {
    setActiveLesson(lesson);
    media.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    media.current?.focus({ preventScroll: true });
  };
  return (
    <article className="flex flex-col gap-12">
      <div className="grid items-start gap-8 lg:grid-cols-[3fr_2fr]">
        <div ref={media} tabIndex={-1} className="order-2 scroll-mt-24 outline-none lg:order-1">
          <CourseMedia
            course={course}
            canWatch={canWatch}
            lesson={activeLesson}
            onLessonEnded={isEnrolled ? lessonEnded : undefined}
          />
        </div>
        <div className="order-1 flex flex-col gap-4 lg:order-2">
          <CourseSummary
            course={course}
            action={
              <CourseEnrolAction
                course={course}
                isEnrolled={isEnrolled}
                isBusy={enrolment.isBusy}
                onEnrol={enrolment.enrol}
              />
            }
          />
          <StatusMessage kind={enrolment.messageKind}>{enrolment.message}</StatusMessage>
        </div>
      </div>
      <CourseLessons
        course={course}
        canWatch={canWatch}
        isEnrolled={isEnrolled}
        activeLessonId={activeLessonId ?? null}
        complete={complete}
        onPlay={play}
      />
      <CourseDetails course={course} />
      <CourseReviews courseId={course._id} isEnrolled={isEnrolled} />
      {enrolment.checkoutDialog}
    </article>
  );
}
