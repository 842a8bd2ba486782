import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Blog, CreateBlogInput } from '@sukoon/contract/blogs';
import { apiRequest } from '../../../lib/api-client.ts';
import { blogsKey } from './get-blogs.ts';

/** POST /api/blog/write (admin). */
export function createBlog(input: CreateBlogInput): Promise<Blog> {
  return apiRequest<Blog>('/api/blog/write', { method: 'POST', body: input, auth: true });
}

export function useCreateBlog() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createBlog,
    // Every page, post and teaser read of the blog: the post may be on any of them.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: blogsKey }),
  });
}
