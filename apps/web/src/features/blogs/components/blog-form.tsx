import type { FormEvent } from 'react';
import type { Blog, CreateBlogInput } from '@sukoon/contract/blogs';
import { CONTENT_LIMITS } from '@sukoon/contract/content-rules';
import { Button } from '../../../components/button.tsx';
import { TextAreaField, TextField } from '../../../components/form-field.tsx';
import { StatusMessage } from '../../../components/status-message.tsx';
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
  blog,
  isSaving,
  error,
  onSubmit,
  onCancel,
}: {
  blog?: Blog;
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
        label="Title"
        name="title"
        required
        maxLength={CONTENT_LIMITS.title}
        defaultValue={blog?.title}
      />
      <TextAreaField
        label="Content"
        name="content"
        rows={8}
        required
        maxLength={CONTENT_LIMITS.blogContent}
        defaultValue={blog?.content}
      />
      <TextField
        label="Short description (optional)"
        name="shortDescription"
        maxLength={CONTENT_LIMITS.shortDescription}
        hint="Shown in the home page teaser; taken from the content when left empty."
        defaultValue={blog?.shortDescription}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Author"
          name="author"
          required
          maxLength={CONTENT_LIMITS.author}
          defaultValue={blog?.author}
        />
        <BlogCategorySelect defaultValue={blog?.category} />
      </div>
      <TextField
        label="Image link"
        name="image"
        inputMode="url"
        required
        placeholder="https://…"
        defaultValue={blog?.image}
      />
      <StatusMessage kind="error">{error}</StatusMessage>
      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={isSaving} aria-busy={isSaving}>
          {isSaving ? 'Saving...' : blog ? 'Save changes' : 'Add blog'}
        </Button>
      </div>
    </form>
  );
}
