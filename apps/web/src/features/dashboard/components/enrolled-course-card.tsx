import { useState } from 'react';
import { Link } from 'react-router';
import { ArrowRight } from 'lucide-react';
import { ProgressBar } from '../../../components/progress-bar.tsx';
import type { EnrolledCourse } from '@sukoon/contract/enrolments';
import { buttonClasses } from '../../../components/button.tsx';
import { formatIstDate } from '../lib/dashboard-dates.ts';
import { m } from '../../../paraglide/messages.js';

/** The course picture, or its name when there is no picture or it does not load. */
function CourseCover({ name, image }: { name: string; image: string }) {
  const [isBroken, setBroken] = useState(false);
  if (!image || isBroken) {
    return (
      <div
        className="flex aspect-[8/5] w-full items-center justify-center bg-brand-100 p-4 text-center font-serif text-xl text-brand-900"
        data-user-content
      >
        {name}
      </div>
    );
  }
  return (
    <img
      src={image}
      alt=""
      width={640}
      height={400}
      loading="lazy"
      onError={() => setBroken(true)}
      className="aspect-[8/5] w-full bg-sand-100 object-cover"
    />
  );
}

export function EnrolledCourseCard({ enrolment }: { enrolment: EnrolledCourse }) {
  const course = enrolment.courseId;
  const name = course.name || enrolment.courseName;
  return (
    <li>
      <article className="flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
        <CourseCover name={name} image={course.image} />
        <div className="flex flex-1 flex-col gap-2 p-5">
          <h3 className="font-serif text-xl text-brand-900" data-user-content>
            {name}
          </h3>
          <p className="flex-1 text-sm text-slate-700">
            <time dateTime={enrolment.enrollmentDate}>
              {m.account_dashboard_enrolled_on({ date: formatIstDate(enrolment.enrollmentDate) })}
            </time>
          </p>
          {enrolment.progressPercent === undefined ? null : (
            <ProgressBar percent={enrolment.progressPercent} label={m.account_dashboard_progress({ name })} />
          )}
          <Link
            to={`/courseInfo/${encodeURIComponent(course._id)}`}
            className={`${buttonClasses('secondary')} mt-2 self-start`}
            aria-label={m.account_dashboard_go_to_course_named({ name })}
          >
            {m.account_dashboard_go_to_course()}
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        </div>
      </article>
    </li>
  );
}
