import { useParams } from 'react-router';
import { Loader } from '../../components/loader.tsx';
import { ItemUnavailable } from '../../components/item-unavailable.tsx';
import { PageMeta } from '../../components/page-meta.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { m } from '../../paraglide/messages.js';
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
          <PageMeta
            title={m.learning_course_meta_title()}
            description={m.learning_course_meta_description()}
          />
          <Loader label={m.learning_course_loading()} className="min-h-[40vh]" />
        </>
      ) : (
        <ItemUnavailable
          noun="course"
          isMissing={isMissing}
          back={{ to: '/courses', label: m.learning_course_back() }}
          className="mx-auto max-w-xl"
        />
      )}
    </main>
  );
}
