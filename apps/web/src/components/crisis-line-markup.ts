import { CRISIS_HELPLINE, CRISIS_LINE, EMERGENCY_NUMBER, telHref } from '@sukoon/contract/crisis';

// The crisis line's look, shared by the React strip (crisis-line.tsx) and the static shell that
// vite.config.ts writes into index.html, so the first paint and the app show the same line.

export const CRISIS_STRIP_CLASSES = 'border-b border-brand-100 bg-brand-50 text-brand-900';
export const CRISIS_LINE_CLASSES =
  'mx-auto max-w-6xl px-4 py-1.5 text-center text-[0.8125rem] leading-5 sm:px-6';
export const CRISIS_NUMBER_CLASSES =
  'font-semibold whitespace-nowrap text-brand-800 underline underline-offset-2';
export const CRISIS_STRIP_LABEL = 'Crisis help';

/** The strip as static HTML, for the shell that paints before any script. */
export function crisisStripHtml(): string {
  const link = (number: string) =>
    `<a class="${CRISIS_NUMBER_CLASSES}" href="${telHref(number)}">${number}</a>`;
  return [
    `<aside aria-label="${CRISIS_STRIP_LABEL}" class="${CRISIS_STRIP_CLASSES}">`,
    `<p class="${CRISIS_LINE_CLASSES}">`,
    `${CRISIS_LINE.lead} ${CRISIS_LINE.call} ${link(CRISIS_HELPLINE.number)} ${CRISIS_LINE.helplineNote} ${CRISIS_LINE.or} ${link(EMERGENCY_NUMBER)}`,
    `</p></aside>`,
  ].join('');
}
