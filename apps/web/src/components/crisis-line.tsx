import { CRISIS_HELPLINE, EMERGENCY_NUMBER, telHref } from '@sukoon/contract/crisis';
import { CRISIS_LINE_CLASSES, CRISIS_NUMBER_CLASSES, CRISIS_STRIP_CLASSES } from './crisis-line-markup.ts';
import { messageParts } from '../lib/message-parts.tsx';
import { m } from '../paraglide/messages.js';

/** "In crisis? Call Tele-MANAS 14416 (24×7, free) or 112", each number a tap to call. */
export function CrisisLine({
  className = CRISIS_LINE_CLASSES,
  numberClassName = CRISIS_NUMBER_CLASSES,
}: {
  className?: string;
  numberClassName?: string;
}) {
  const number = (value: string) => (
    <a className={numberClassName} href={telHref(value)}>
      {value}
    </a>
  );
  return (
    <p className={className}>
      {messageParts((inputs) => m.common_crisis_line({ helpline: CRISIS_HELPLINE.name, ...inputs }), {
        helplineNumber: number(CRISIS_HELPLINE.number),
        emergencyNumber: number(EMERGENCY_NUMBER),
      })}
    </p>
  );
}

/** The calm strip above every public and member page (and in the static shell before it). */
export function CrisisStrip() {
  return (
    <aside aria-label={m.common_crisis_label()} className={CRISIS_STRIP_CLASSES}>
      <CrisisLine />
    </aside>
  );
}
