import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { Blog } from '@sukoon/contract/blogs';
import { ApiError, apiRequest } from '../../../lib/api-client.ts';
import type { Page } from '@sukoon/contract/paging';
import { blogPagesKey, blogsKey } from './get-blogs.ts';

export const blogKey = (slug: string) => [...blogsKey, 'post', slug] as const;

/** GET /api/blog/read/:idOrSlug: one live post. */
export function fetchBlog(slug: string, signal?: AbortSignal): Promise<Blog> {
  return apiRequest<Blog>(`/api/blog/read/${encodeURIComponent(slug)}`, { signal });
}

/** One post; a card the reader just clicked already holds it, so the page shows at once. */
export function useBlog(slug: string) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: blogKey(slug),
    queryFn: ({ signal }) => fetchBlog(slug, signal),
    initialData: () =>
      queryClient
        .getQueriesData<Page<Blog>>({ queryKey: blogPagesKey })
        .flatMap(([, page]) => page?.items ?? [])
        .find((blog) => blog.slug === slug),
    // A missing post stays missing; asking again only delays the message.
    retry: (failureCount, error) => !(error instanceof ApiError && error.status === 404) && failureCount < 1,
  });
}
