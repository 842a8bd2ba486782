import { QueryClient } from '@tanstack/react-query';

/** The web app's one cache of server answers; the session module empties it when the account changes. */
export const queryClient = new QueryClient({
  defaultOptions: { queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false } },
});
