import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Blog, UpdateBlogInput } from '@sukoon/contract/blogs';
import { apiRequest } from '../../../lib/api-client.ts';
import { blogsKey } from './get-blogs.ts';

/** PUT /api/blog/update/:id (admin): the fields sent replace the stored ones. */
export function updateBlog({ id, input }: { id: string; input: UpdateBlogInput }): Promise<Blog> {
  return apiRequest<Blog>(`/api/blog/update/${encodeURIComponent(id)}`, {
    method: 'PUT',
    body: input,
    auth: true,
  });
}

export function useUpdateBlog() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateBlog,
    // Every page, post and teaser read of the blog: the post may be on any of them.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: blogsKey }),
  });
}
