import type { Course } from '@sukoon/contract/courses';
import { StatusMessage } from '../../../components/status-message.tsx';
import { useCourseAccess } from '../hooks/use-course-access.ts';
import { useCourseEnrol } from '../hooks/use-course-enrol.ts';
import { CourseDetails } from './course-details.tsx';
import { CourseEnrolAction } from './course-enrol-action.tsx';
import { CourseMedia } from './course-media.tsx';
import { CourseReviews } from './course-reviews.tsx';
import { CourseSummary } from './course-summary.tsx';

/** A loaded course: media and summary side by side, then the details. */
export function CourseView({ course }: { course: Course }) {
  const { isEnrolled, canWatch } = useCourseAccess(course);
  const enrolment = useCourseEnrol(course);
  return (
    <article className="flex flex-col gap-12">
      <div className="grid items-start gap-8 lg:grid-cols-[3fr_2fr]">
        <div className="order-2 lg:order-1">
          <CourseMedia course={course} canWatch={canWatch} />
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
      <CourseDetails course={course} />
      <CourseReviews courseId={course._id} isEnrolled={isEnrolled} />
      {enrolment.checkoutDialog}
    </article>
  );
}
