import { Link } from 'react-router';
import { m } from '../paraglide/messages.js';
import { buttonClasses } from './button.tsx';
import { PageMeta } from './page-meta.tsx';
import { StatusMessage } from './status-message.tsx';

/**
 * Each kind's own sentences: a noun glued into an English sentence would not translate (Hindi and
 * Marathi inflect it and put the verb last).
 */
const TEXTS = {
  course: {
    missingTitle: m.learning_unavailable_course_missing_title,
    errorTitle: m.learning_unavailable_course_error_title,
    description: m.learning_unavailable_course_meta,
    missingHeading: m.learning_unavailable_course_missing_heading,
    errorHeading: m.learning_unavailable_course_error_heading,
  },
  post: {
    missingTitle: m.learning_unavailable_post_missing_title,
    errorTitle: m.learning_unavailable_post_error_title,
    description: m.learning_unavailable_post_meta,
    missingHeading: m.learning_unavailable_post_missing_heading,
    errorHeading: m.learning_unavailable_post_error_heading,
  },
} as const;

/** One item's page when its item is gone (`isMissing`) or could not be loaded, with a way back. */
export function ItemUnavailable({
  noun,
  isMissing,
  back,
  className = '',
}: {
  /** Which kind of item: the headings name it. */
  noun: keyof typeof TEXTS;
  isMissing: boolean;
  back: { to: string; label: string };
  className?: string;
}) {
  const texts = TEXTS[noun];
  return (
    <div className={`flex flex-col items-start gap-6 py-10 ${className}`}>
      <PageMeta
        title={isMissing ? texts.missingTitle() : texts.errorTitle()}
        description={texts.description()}
      />
      <h1 className="font-serif text-3xl text-brand-800">
        {isMissing ? texts.missingHeading() : texts.errorHeading()}
      </h1>
      <StatusMessage kind={isMissing ? 'info' : 'error'}>
        {isMissing ? m.learning_unavailable_missing_description() : m.learning_unavailable_description()}
      </StatusMessage>
      <Link to={back.to} className={buttonClasses('secondary')}>
        {back.label}
      </Link>
    </div>
  );
}
