import { useId, useState } from 'react';
import { Star } from 'lucide-react';
import {
  FEEDBACK_COMMENT_MAX_LENGTH,
  sessionFeedbackBody,
  type SessionFeedbackBody,
} from '@sukoon/contract/sessions';
import { Button } from '../../../components/button.tsx';
import { ContractForm } from '../../../components/form/contract-form.tsx';
import { useContractForm } from '../../../components/form/use-contract-form.ts';
import { FieldError, TextAreaField } from '../../../components/form-field.tsx';
import { StatusMessage } from '../../../components/status-message.tsx';
import { useGiveFeedback } from '../api/give-feedback.ts';
import { messageParts } from '../../../lib/message-parts.tsx';
import { m } from '../../../paraglide/messages.js';

const RATINGS = [1, 2, 3, 4, 5] as const;
const RATING_WORDS = [
  m.booking_feedback_word_1,
  m.booking_feedback_word_2,
  m.booking_feedback_word_3,
  m.booking_feedback_word_4,
  m.booking_feedback_word_5,
];
const ratingWord = (rating: number) => RATING_WORDS[rating - 1]?.() ?? '';

/**
 * After an accepted session: 1 to 5 stars (native radio buttons, so arrow keys move between them)
 * and an optional comment, sent once.
 */
export function SessionFeedbackForm({
  appointmentId,
  counsellorName,
}: {
  appointmentId: string;
  /** The counsellor's first name, when the session had a named one. */
  counsellorName?: string;
}) {
  const give = useGiveFeedback();
  const form = useContractForm({
    schema: sessionFeedbackBody,
    initial: { rating: null as number | null, comment: '' },
    toInput: ({ rating, comment }) => ({ rating: rating ?? undefined, comment: comment || undefined }),
    check: ({ rating }) => (rating === null ? { rating: m.booking_feedback_rating_missing() } : {}),
  });
  const [problem, setProblem] = useState<string | null>(null);
  const ratingErrorId = useId();
  const name = useId();
  const { rating } = form.values;
  const ratingError = form.errorOf('rating');

  function submit(feedback: SessionFeedbackBody) {
    setProblem(null);
    give.mutate(
      { id: appointmentId, ...feedback },
      {
        onError: (error) => {
          if (!form.showServerErrors(error)) setProblem(error.message);
        },
      },
    );
  }

  return (
    <ContractForm form={form} onValid={submit} noValidate className="flex flex-col gap-4">
      <fieldset aria-describedby={ratingError ? ratingErrorId : undefined}>
        <legend className="font-semibold text-brand-900">
          {counsellorName
            ? messageParts(m.booking_feedback_legend_with, {
                name: <span data-user-content>{counsellorName}</span>,
              })
            : m.booking_feedback_legend()}
        </legend>
        <div className="mt-2 flex flex-wrap items-center gap-1">
          {RATINGS.map((value) => {
            const isLit = rating !== null && value <= rating;
            return (
              <label
                key={value}
                className="flex size-11 cursor-pointer items-center justify-center rounded-full hover:bg-amber-50 has-focus-visible:outline-2 has-focus-visible:outline-brand-700"
              >
                <input
                  type="radio"
                  name={name}
                  value={value}
                  checked={rating === value}
                  onChange={() => form.setValue('rating', value)}
                  className="sr-only"
                />
                <Star
                  aria-hidden="true"
                  className={`size-8 ${isLit ? 'fill-amber-400 text-amber-600' : 'text-slate-500'}`}
                />
                <span className="sr-only">
                  {m.booking_feedback_stars({ count: value, word: ratingWord(value) })}
                </span>
              </label>
            );
          })}
          <span className="ml-2 text-sm text-slate-700" aria-hidden="true">
            {rating === null ? m.booking_feedback_choose() : ratingWord(rating)}
          </span>
        </div>
        <FieldError id={ratingErrorId}>{ratingError}</FieldError>
      </fieldset>
      <TextAreaField
        label={m.booking_feedback_comment()}
        hint={m.booking_feedback_comment_hint()}
        rows={3}
        maxLength={FEEDBACK_COMMENT_MAX_LENGTH}
        {...form.field('comment')}
      />
      <StatusMessage kind="error">{problem}</StatusMessage>
      <Button type="submit" disabled={give.isPending} aria-busy={give.isPending} className="self-start">
        {give.isPending ? m.booking_feedback_sending() : m.booking_feedback_send()}
      </Button>
    </ContractForm>
  );
}
