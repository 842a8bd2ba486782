import type { ReactNode } from 'react';
import { m } from '../../../paraglide/messages.js';

// The contract's QUESTIONNAIRE_ANSWERS, 0–3, in the page's language.
const ANSWERS = [
  m.booking_intake_answer_0,
  m.booking_intake_answer_1,
  m.booking_intake_answer_2,
  m.booking_intake_answer_3,
];

/** One questionnaire: each item a group of four radio buttons, 0–3; `after` renders below an item. */
export function QuestionnaireFieldset({
  name,
  legend,
  items,
  answers,
  onAnswer,
  after,
}: {
  name: string;
  legend: ReactNode;
  items: readonly string[];
  answers: readonly (number | undefined)[];
  onAnswer: (item: number, answer: number) => void;
  after?: (item: number) => ReactNode;
}) {
  return (
    <fieldset className="flex flex-col gap-4">
      <legend className="mb-2 font-semibold text-brand-900">{legend}</legend>
      <ol className="flex flex-col gap-4">
        {items.map((item, index) => (
          <li key={item}>
            <fieldset>
              <legend className="text-sm text-slate-800">
                {index + 1}. {item}
              </legend>
              <div className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-4">
                {ANSWERS.map((label, value) => (
                  <label
                    key={value}
                    className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-slate-200 bg-white px-3 py-2 text-sm text-slate-700 has-checked:border-brand-700 has-checked:bg-brand-50 has-checked:text-brand-900"
                  >
                    <input
                      type="radio"
                      name={`${name}-${index}`}
                      value={value}
                      checked={answers[index] === value}
                      onChange={() => onAnswer(index, value)}
                      className="accent-brand-700"
                    />
                    {label()}
                  </label>
                ))}
              </div>
              {after?.(index)}
            </fieldset>
          </li>
        ))}
      </ol>
    </fieldset>
  );
}
