import { useQuery } from '@tanstack/react-query';
import type { Blog } from '@sukoon/contract/blogs';
import { apiRequest } from '../../../lib/api-client.ts';

export const blogsKey = ['blogs'] as const;

/** GET /api/blog/read: every live blog, newest first. */
export function fetchBlogs(signal?: AbortSignal): Promise<Blog[]> {
  return apiRequest<Blog[]>('/api/blog/read', { signal });
}

export function useBlogs() {
  return useQuery({ queryKey: blogsKey, queryFn: ({ signal }) => fetchBlogs(signal) });
}
