import { CRISIS_HELPLINE, EMERGENCY_NUMBER, telHref } from '@sukoon/contract/crisis';

// The crisis line's look, shared by the React strip (crisis-line.tsx) and the static shell that
// vite.config.ts writes into index.html, so the first paint and the app show the same line.

export const CRISIS_STRIP_CLASSES = 'border-b border-brand-100 bg-brand-50 text-brand-900';
export const CRISIS_LINE_CLASSES =
  'mx-auto max-w-6xl px-4 py-1.5 text-center text-[0.8125rem] leading-5 sm:px-6';
export const CRISIS_NUMBER_CLASSES =
  'font-semibold whitespace-nowrap text-brand-800 underline underline-offset-2';

/** The line's words, in one language: the catalogue's `common_crisis_label` and `common_crisis_line`. */
export interface CrisisStripTexts {
  /** The strip's landmark name. */
  label: string;
  /** The line with `{helpline}`, `{helplineNumber}` and `{emergencyNumber}` still in it. */
  line: string;
}

/** The strip as static HTML, for the shell that paints before any script. */
export function crisisStripHtml({ label, line }: CrisisStripTexts): string {
  const link = (number: string) =>
    `<a class="${CRISIS_NUMBER_CLASSES}" href="${telHref(number)}">${number}</a>`;
  const values: Record<string, string> = {
    helpline: CRISIS_HELPLINE.name,
    helplineNumber: link(CRISIS_HELPLINE.number),
    emergencyNumber: link(EMERGENCY_NUMBER),
  };
  const text = line.replace(/\{(\w+)\}/g, (_match, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`crisis line: unknown placeholder {${name}}`);
    return value;
  });
  return [
    `<aside aria-label="${label}" class="${CRISIS_STRIP_CLASSES}">`,
    `<p class="${CRISIS_LINE_CLASSES}">`,
    text,
    `</p></aside>`,
  ].join('');
}
