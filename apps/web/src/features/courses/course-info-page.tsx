import { Link, useParams } from 'react-router';
import { buttonClasses } from '../../components/button.tsx';
import { Loader } from '../../components/loader.tsx';
import { PageMeta } from '../../components/page-meta.tsx';
import { StatusMessage } from '../../components/status-message.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { useCourse } from './api/get-course.ts';
import { CourseView } from './components/course-view.tsx';

export default function CourseInfoPage() {
  const { courseId = '' } = useParams();
  const course = useCourse(courseId);
  const isMissing =
    course.error instanceof ApiError && (course.error.status === 404 || course.error.status === 400);

  return (
    <main id="main" className="mx-auto max-w-6xl px-4 py-10 sm:py-14">
      {course.data ? (
        <>
          <PageMeta
            title={course.data.name}
            description={course.data.shortdescription || course.data.description.slice(0, 160)}
          />
          <CourseView course={course.data} />
        </>
      ) : course.isPending ? (
        <>
          <PageMeta title="Course" description="Course details" />
          <Loader label="Loading the course" className="min-h-[40vh]" />
        </>
      ) : (
        <div className="mx-auto flex max-w-xl flex-col items-start gap-6 py-10">
          <PageMeta
            title={isMissing ? 'Course not found' : 'Course unavailable'}
            description="This course could not be shown."
          />
          <h1 className="font-serif text-3xl text-brand-800">
            {isMissing ? 'This course could not be found' : 'We could not load this course'}
          </h1>
          <StatusMessage kind={isMissing ? 'info' : 'error'}>
            {isMissing
              ? 'It may have been removed, or the link may be incomplete.'
              : 'Please check your connection and try again in a moment.'}
          </StatusMessage>
          <Link to="/courses" className={buttonClasses('secondary')}>
            Back to all courses
          </Link>
        </div>
      )}
    </main>
  );
}
