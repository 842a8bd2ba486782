import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageResponse } from '@sukoon/contract/common';
import { apiRequest } from '../../../lib/api-client.ts';
import { blogsKey } from './get-blogs.ts';

/** DELETE /api/blog/delete/:id (admin): answers the server's `{ message }`. */
export function deleteBlog(id: string): Promise<MessageResponse> {
  return apiRequest<MessageResponse>(`/api/blog/delete/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    auth: true,
  });
}

export function useDeleteBlog() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteBlog,
    // Every page, post and teaser read of the blog: the post may be on any of them.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: blogsKey }),
  });
}
