import type { ComponentProps } from 'react';
import { CONTENT_LIMITS, MAX_PRICE_RUPEES } from '@sukoon/contract/content-rules';
import { m } from '../paraglide/messages.js';
import { TextAreaField, TextField } from './form-field.tsx';

// The fields the blog, course and webinar forms share: the same words and the contract's limits.
// Each takes a form's binding (`{...form.field('image')}`) and any attribute besides.
type TextProps = Omit<ComponentProps<typeof TextField>, 'label'>;
type TextAreaProps = Omit<ComponentProps<typeof TextAreaField>, 'label'>;

export const TitleField = (props: TextProps) => (
  <TextField label={m.staff_blogs_title()} required maxLength={CONTENT_LIMITS.title} {...props} />
);

export const DescriptionField = (props: TextAreaProps) => (
  <TextAreaField
    label={m.staff_courses_description_label()}
    rows={4}
    required
    maxLength={CONTENT_LIMITS.description}
    {...props}
  />
);

export const ShortDescriptionField = (props: TextProps) => (
  <TextField
    label={m.staff_courses_short_description()}
    maxLength={CONTENT_LIMITS.shortDescription}
    {...props}
  />
);

/** Required on a blog, optional on a course. */
export const AuthorField = (props: TextProps) => (
  <TextField label={m.staff_courses_author()} maxLength={CONTENT_LIMITS.author} {...props} />
);

export const ImageLinkField = (props: TextProps) => (
  <TextField label={m.staff_image_link()} inputMode="url" required placeholder="https://…" {...props} />
);

/** Whole rupees, 0 for free. */
export const PriceField = (props: TextProps) => (
  <TextField
    label={m.staff_courses_price()}
    type="number"
    min={0}
    max={MAX_PRICE_RUPEES}
    step={1}
    required
    {...props}
  />
);
