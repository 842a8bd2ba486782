import { Link } from 'react-router';
import { buttonClasses } from './button.tsx';
import { PageMeta } from './page-meta.tsx';
import { StatusMessage } from './status-message.tsx';

/** One item's page when its item is gone (`isMissing`) or could not be loaded, with a way back. */
export function ItemUnavailable({
  noun,
  isMissing,
  back,
  className = '',
}: {
  /** 'post', 'course': as the headings say it. */
  noun: string;
  isMissing: boolean;
  back: { to: string; label: string };
  className?: string;
}) {
  const title = noun.charAt(0).toUpperCase() + noun.slice(1);
  return (
    <div className={`flex flex-col items-start gap-6 py-10 ${className}`}>
      <PageMeta
        title={isMissing ? `${title} not found` : `${title} unavailable`}
        description={`This ${noun} could not be shown.`}
      />
      <h1 className="font-serif text-3xl text-brand-800">
        {isMissing ? `This ${noun} could not be found` : `We could not load this ${noun}`}
      </h1>
      <StatusMessage kind={isMissing ? 'info' : 'error'}>
        {isMissing
          ? 'It may have been removed, or the link may be incomplete.'
          : 'Please check your connection and try again in a moment.'}
      </StatusMessage>
      <Link to={back.to} className={buttonClasses('secondary')}>
        {back.label}
      </Link>
    </div>
  );
}
