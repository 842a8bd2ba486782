import { CRISIS_HELPLINE, CRISIS_LINE, EMERGENCY_NUMBER, telHref } from '@sukoon/contract/crisis';
import {
  CRISIS_LINE_CLASSES,
  CRISIS_NUMBER_CLASSES,
  CRISIS_STRIP_CLASSES,
  CRISIS_STRIP_LABEL,
} from './crisis-line-markup.ts';

/** "In crisis? Call Tele-MANAS 14416 (24×7, free) or 112", each number a tap to call. */
export function CrisisLine({
  className = CRISIS_LINE_CLASSES,
  numberClassName = CRISIS_NUMBER_CLASSES,
}: {
  className?: string;
  numberClassName?: string;
}) {
  return (
    <p className={className}>
      {CRISIS_LINE.lead} {CRISIS_LINE.call}{' '}
      <a className={numberClassName} href={telHref(CRISIS_HELPLINE.number)}>
        {CRISIS_HELPLINE.number}
      </a>{' '}
      {CRISIS_LINE.helplineNote} {CRISIS_LINE.or}{' '}
      <a className={numberClassName} href={telHref(EMERGENCY_NUMBER)}>
        {EMERGENCY_NUMBER}
      </a>
    </p>
  );
}

/** The calm strip above every public and member page (and in the static shell before it). */
export function CrisisStrip() {
  return (
    <aside aria-label={CRISIS_STRIP_LABEL} className={CRISIS_STRIP_CLASSES}>
      <CrisisLine />
    </aside>
  );
}
