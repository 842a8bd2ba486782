import { createBlogBody, type Blog, type CreateBlogInput } from '@sukoon/contract/blogs';
import { CONTENT_LIMITS } from '@sukoon/contract/content-rules';
import { AdminContentForm } from '../../../components/admin-content-form.tsx';
import {
  AuthorField,
  ImageLinkField,
  ShortDescriptionField,
  TitleField,
} from '../../../components/admin-content-fields.tsx';
import type { AdminContentFormProps } from '../../../components/admin-content-screen.tsx';
import { TextAreaField } from '../../../components/form-field.tsx';
import { useContractForm } from '../../../components/form/use-contract-form.ts';
import { m } from '../../../paraglide/messages.js';
import { BlogCategorySelect } from './blog-category-select.tsx';

const blogValues = (blog?: Blog) => ({
  title: blog?.title ?? '',
  content: blog?.content ?? '',
  shortDescription: blog?.shortDescription ?? '',
  author: blog?.author ?? '',
  category: blog?.category ?? '',
  image: blog?.image ?? '',
});

/** Add or edit a blog post; everything but the short description is required. */
export function BlogForm(props: AdminContentFormProps<Blog, CreateBlogInput>) {
  const form = useContractForm({ schema: createBlogBody, initial: () => blogValues(props.item) });
  return (
    <AdminContentForm form={form} screen={props} addLabel={m.staff_blogs_add()}>
      <TitleField {...form.field('title')} />
      <TextAreaField
        label={m.staff_blogs_content()}
        rows={8}
        required
        maxLength={CONTENT_LIMITS.blogContent}
        {...form.field('content')}
      />
      <ShortDescriptionField hint={m.staff_blogs_short_hint()} {...form.field('shortDescription')} />
      <div className="grid gap-4 sm:grid-cols-2">
        <AuthorField required {...form.field('author')} />
        <BlogCategorySelect {...form.field('category')} />
      </div>
      <ImageLinkField {...form.field('image')} />
    </AdminContentForm>
  );
}
