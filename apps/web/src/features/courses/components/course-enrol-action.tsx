import type { Course } from '@sukoon/contract/courses';
import { Button } from '../../../components/button.tsx';
import { m } from '../../../paraglide/messages.js';

export interface CourseEnrolActionProps {
  course: Course;
  isEnrolled: boolean;
  /** An enrolment is being started: the button reads 'Loading...' and waits. */
  isBusy?: boolean;
  onEnrol: () => void;
}

/**
 * The course page's one action: 'Free Course' (nothing to buy), 'Already Enrolled', 'Loading...'
 * while busy, or 'Enroll Course'.
 */
export function CourseEnrolAction({ course, isEnrolled, isBusy = false, onEnrol }: CourseEnrolActionProps) {
  if (course.price === 0) {
    return (
      <Button variant="secondary" disabled className="w-full sm:w-auto">
        {m.learning_course_enrol_free()}
      </Button>
    );
  }
  if (isEnrolled) {
    return (
      <Button variant="secondary" disabled className="w-full sm:w-auto">
        {m.learning_course_enrol_already()}
      </Button>
    );
  }
  return (
    <Button onClick={onEnrol} disabled={isBusy} aria-busy={isBusy} className="w-full sm:w-auto">
      {isBusy ? m.learning_course_enrol_loading() : m.learning_course_enrol()}
    </Button>
  );
}
