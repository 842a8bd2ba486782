import type { FormEvent } from 'react';
import type { Blog, CreateBlogInput } from '@sukoon/contract/blogs';
import { CONTENT_LIMITS } from '@sukoon/contract/content-rules';
import { Button } from '../../../components/button.tsx';
import { TextAreaField, TextField } from '../../../components/form-field.tsx';
import { StatusMessage } from '../../../components/status-message.tsx';
import { m } from '../../../paraglide/messages.js';
import { BlogCategorySelect } from './blog-category-select.tsx';

function readBlogForm(form: HTMLFormElement): CreateBlogInput {
  const data = new FormData(form);
  const text = (name: string) => {
    const value = data.get(name);
    return typeof value === 'string' ? value.trim() : '';
  };
  return {
    title: text('title'),
    content: text('content'),
    author: text('author'),
    image: text('image'),
    category: text('category'),
    shortDescription: text('shortDescription'),
  };
}

/** Add or edit a blog post; everything but the short description is required. */
export function BlogForm({
  item,
  isSaving,
  error,
  onSubmit,
  onCancel,
}: {
  item?: Blog;
  isSaving: boolean;
  error: string | null;
  onSubmit: (input: CreateBlogInput) => void;
  onCancel: () => void;
}) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit(readBlogForm(event.currentTarget));
  };
  return (
    <form onSubmit={submit} className="flex flex-col gap-4">
      <TextField
        label={m.staff_blogs_title()}
        name="title"
        required
        maxLength={CONTENT_LIMITS.title}
        defaultValue={item?.title}
      />
      <TextAreaField
        label={m.staff_blogs_content()}
        name="content"
        rows={8}
        required
        maxLength={CONTENT_LIMITS.blogContent}
        defaultValue={item?.content}
      />
      <TextField
        label={m.staff_courses_short_description()}
        name="shortDescription"
        maxLength={CONTENT_LIMITS.shortDescription}
        hint={m.staff_blogs_short_hint()}
        defaultValue={item?.shortDescription}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={m.staff_courses_author()}
          name="author"
          required
          maxLength={CONTENT_LIMITS.author}
          defaultValue={item?.author}
        />
        <BlogCategorySelect defaultValue={item?.category} />
      </div>
      <TextField
        label={m.staff_image_link()}
        name="image"
        inputMode="url"
        required
        placeholder="https://…"
        defaultValue={item?.image}
      />
      <StatusMessage kind="error">{error}</StatusMessage>
      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="secondary" onClick={onCancel}>
          {m.staff_desk_dismiss()}
        </Button>
        <Button type="submit" disabled={isSaving} aria-busy={isSaving}>
          {isSaving ? m.staff_saving() : item ? m.staff_save_changes() : m.staff_blogs_add()}
        </Button>
      </div>
    </form>
  );
}
