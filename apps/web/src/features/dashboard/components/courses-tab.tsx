import { useEnrolledCourses } from '../api/get-enrolled-courses.ts';
import { EnrolledCourseCard } from './enrolled-course-card.tsx';
import { EnrolmentPanel } from './enrolment-panel.tsx';
import { m } from '../../../paraglide/messages.js';

export function CoursesTab() {
  return (
    <EnrolmentPanel
      query={useEnrolledCourses()}
      loading={m.account_dashboard_loading_courses()}
      failed={m.account_dashboard_error_courses()}
      empty={m.account_dashboard_no_courses()}
      renderItem={(enrolment) => <EnrolledCourseCard key={enrolment._id} enrolment={enrolment} />}
    />
  );
}
