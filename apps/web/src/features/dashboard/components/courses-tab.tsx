import { ENROLMENT_MESSAGES } from '@sukoon/contract/enrolments';
import { useEnrolledCourses } from '../api/get-enrolled-courses.ts';
import { EnrolledCourseCard } from './enrolled-course-card.tsx';
import { EnrolmentPanel } from './enrolment-panel.tsx';

export function CoursesTab() {
  return (
    <EnrolmentPanel
      query={useEnrolledCourses()}
      what="courses"
      empty={ENROLMENT_MESSAGES.noCoursesYet}
      renderItem={(enrolment) => <EnrolledCourseCard key={enrolment._id} enrolment={enrolment} />}
    />
  );
}
