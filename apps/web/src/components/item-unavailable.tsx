import { Link } from 'react-router';
import { buttonClasses } from './button.tsx';
import { PageMeta } from './page-meta.tsx';
import { StatusMessage } from './status-message.tsx';
import { m } from '../paraglide/messages.js';

/**
 * Each kind of item's own sentences: the noun changes the sentence around it in Hindi and Marathi
 * (gender, case), so the whole phrases are messages, not a noun glued into one.
 */
const TEXTS = {
  post: {
    missingTitle: m.common_unavailable_post_missing_title,
    failedTitle: m.common_unavailable_post_failed_title,
    description: m.common_unavailable_post_description,
    missingHeading: m.common_unavailable_post_missing_heading,
    failedHeading: m.common_unavailable_post_failed_heading,
  },
  course: {
    missingTitle: m.common_unavailable_course_missing_title,
    failedTitle: m.common_unavailable_course_failed_title,
    description: m.common_unavailable_course_description,
    missingHeading: m.common_unavailable_course_missing_heading,
    failedHeading: m.common_unavailable_course_failed_heading,
  },
} as const;

/** One item's page when its item is gone (`isMissing`) or could not be loaded, with a way back. */
export function ItemUnavailable({
  noun,
  isMissing,
  back,
  className = '',
}: {
  /** Which kind of item the page shows. */
  noun: keyof typeof TEXTS;
  isMissing: boolean;
  back: { to: string; label: string };
  className?: string;
}) {
  const texts = TEXTS[noun];
  return (
    <div className={`flex flex-col items-start gap-6 py-10 ${className}`}>
      <PageMeta
        title={isMissing ? texts.missingTitle() : texts.failedTitle()}
        description={texts.description()}
      />
      <h1 className="font-serif text-3xl text-brand-800">
        {isMissing ? texts.missingHeading() : texts.failedHeading()}
      </h1>
      <StatusMessage kind={isMissing ? 'info' : 'error'}>
        {isMissing ? m.common_unavailable_missing_hint() : m.common_unavailable_failed_hint()}
      </StatusMessage>
      <Link to={back.to} className={buttonClasses('secondary')}>
        {back.label}
      </Link>
    </div>
  );
}
