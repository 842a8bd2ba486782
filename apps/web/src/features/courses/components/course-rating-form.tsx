import { useId, useState } from 'react';
import { Star } from 'lucide-react';
import {
  MAX_REVIEW_LENGTH,
  courseRatingBody,
  type CourseRatingBody,
  type MyCourseRating,
} from '@sukoon/contract/ratings';
import { Button } from '../../../components/button.tsx';
import { ContractForm } from '../../../components/form/contract-form.tsx';
import { useContractForm } from '../../../components/form/use-contract-form.ts';
import { FieldError, TextAreaField } from '../../../components/form-field.tsx';
import { StatusMessage } from '../../../components/status-message.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useRateCourse } from '../api/rate-course.ts';
import { starsLabel } from '../lib/rating-format.ts';
import { m } from '../../../paraglide/messages.js';

type Notice = { kind: 'success' | 'error'; text: string };

const rateErrorMessage = (error: unknown) =>
  error instanceof ApiError && error.status > 0 && error.status < 500
    ? error.message
    : m.learning_ratings_save_error();

/**
 * An enrolled learner's rating: five native radio buttons drawn as stars (arrow keys move between
 * them, the label names the number), an optional review, and their earlier rating to edit.
 */
export function CourseRatingForm({ courseId, mine }: { courseId: string; mine?: MyCourseRating }) {
  const form = useContractForm({
    schema: courseRatingBody,
    initial: { stars: mine?.stars ?? 0, review: mine?.review ?? '' },
    check: ({ stars }) => (stars === 0 ? { stars: m.learning_ratings_choose_stars() } : {}),
  });
  const [hovered, setHovered] = useState(0);
  const [notice, setNotice] = useState<Notice | null>(null);
  const starsErrorId = useId();
  const rate = useRateCourse(courseId);
  const { stars } = form.values;
  const starsError = form.errorOf('stars');
  const shown = hovered || stars;

  function submit(rating: CourseRatingBody) {
    setNotice(null);
    rate.mutate(rating, {
      onSuccess: () =>
        setNotice({
          kind: 'success',
          text: mine ? m.learning_ratings_updated() : m.learning_ratings_thanks(),
        }),
      onError: (error) => {
        if (!form.showServerErrors(error)) setNotice({ kind: 'error', text: rateErrorMessage(error) });
      },
    });
  }

  return (
    <ContractForm
      form={form}
      onValid={submit}
      className="space-y-4 rounded-2xl border border-slate-200 bg-white p-5 sm:p-6"
    >
      <fieldset aria-describedby={starsError ? starsErrorId : undefined}>
        <legend className="text-sm font-medium text-slate-800">
          {mine ? m.learning_ratings_yours() : m.learning_ratings_rate()}
        </legend>
        <div className="mt-1 flex gap-1" onMouseLeave={() => setHovered(0)}>
          {[1, 2, 3, 4, 5].map((value) => (
            <label
              key={value}
              onMouseEnter={() => setHovered(value)}
              className="relative inline-flex size-11 cursor-pointer items-center justify-center rounded-full text-amber-600 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-700"
            >
              <input
                type="radio"
                name={`rating-${courseId}`}
                value={value}
                checked={stars === value}
                onChange={() => form.setValue('stars', value)}
                // Invisible but over the whole star, so a click or a tap lands on the radio itself.
                className="absolute inset-0 cursor-pointer appearance-none rounded-full"
              />
              <Star
                aria-hidden="true"
                className={`pointer-events-none size-7 ${value <= shown ? 'fill-current' : 'text-slate-400'}`}
              />
              <span className="sr-only">{starsLabel(value)}</span>
            </label>
          ))}
        </div>
        <FieldError id={starsErrorId}>{starsError}</FieldError>
      </fieldset>
      <TextAreaField
        label={m.learning_ratings_review()}
        rows={4}
        maxLength={MAX_REVIEW_LENGTH}
        {...form.field('review')}
      />
      <StatusMessage kind={notice?.kind ?? 'info'}>{notice?.text}</StatusMessage>
      <Button type="submit" disabled={rate.isPending}>
        {rate.isPending
          ? m.learning_ratings_saving()
          : mine
            ? m.learning_ratings_update()
            : m.learning_ratings_submit()}
      </Button>
    </ContractForm>
  );
}
