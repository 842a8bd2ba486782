import { Button } from '../../../components/button.tsx';
import { m } from '../../../paraglide/messages.js';

/**
 * Accept and Reject for a pending request, on the admin's list and the counsellor's desk. Their
 * screen-reader names carry the client's name, so they are marked data-user-content: the language
 * journey cannot tell a name inside an aria-label from the page's own words.
 */
export function RequestButtons({
  who,
  isBusy,
  disabled,
  onAccept,
  onReject,
  className = 'flex flex-wrap gap-2',
}: {
  /** 'Asha, Mon, 23 Nov 2026, 10 AM to 11 AM'. */
  who: string;
  isBusy: boolean;
  disabled: boolean;
  onAccept: () => void;
  onReject: () => void;
  className?: string;
}) {
  return (
    <div className={className}>
      <Button
        onClick={onAccept}
        disabled={disabled}
        aria-busy={isBusy}
        aria-label={m.staff_desk_accept_label({ who })}
        data-user-content
      >
        {m.staff_desk_accept()}
      </Button>
      <Button
        variant="secondary"
        onClick={onReject}
        disabled={disabled}
        aria-label={m.staff_desk_reject_label({ who })}
        data-user-content
      >
        {m.staff_desk_reject()}
      </Button>
    </div>
  );
}
