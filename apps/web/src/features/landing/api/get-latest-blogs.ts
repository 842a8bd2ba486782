import { useQuery } from '@tanstack/react-query';
import type { Blog } from '@sukoon/contract/blogs';
import type { Page } from '@sukoon/contract/paging';
import { apiRequest } from '../../../lib/api-client.ts';

/** How many posts the home page shows (spec §9). */
export const LATEST_BLOG_COUNT = 3;

const timeOf = (blog: Blog) => (blog.date ? Date.parse(blog.date) || 0 : 0);

/**
 * The newest posts first: only as many as the teaser shows are asked for (issue 21); the answer
 * is expected newest first, but we do not rely on it.
 */
export async function getLatestBlogs(signal?: AbortSignal): Promise<Blog[]> {
  const answer = await apiRequest<Partial<Page<Blog>>>(`/api/blog/read?limit=${LATEST_BLOG_COUNT}`, {
    signal,
  });
  if (!Array.isArray(answer.items)) return [];
  return answer.items
    .slice()
    .sort((a, b) => timeOf(b) - timeOf(a))
    .slice(0, LATEST_BLOG_COUNT);
}

export function useLatestBlogs() {
  return useQuery({
    queryKey: ['blogs', 'latest', LATEST_BLOG_COUNT],
    queryFn: ({ signal }) => getLatestBlogs(signal),
    // A teaser is not worth making the visitor wait through retries.
    retry: false,
  });
}
