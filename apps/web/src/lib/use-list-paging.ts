import { useEffect, useState } from 'react';

/** How long typing must pause before a search goes to the server. */
const SEARCH_PAUSE_MS = 300;

/**
 * An admin list read a page at a time on the server (issue 21): the page, and the search as typed
 * and as sent (after a pause); a new search starts again at the first page.
 */
export function useListPaging() {
  const [page, setPage] = useState(1);
  const [typed, setTyped] = useState('');
  const [q, setQ] = useState('');
  useEffect(() => {
    const words = typed.trim();
    if (words === q) return undefined;
    const timer = setTimeout(() => {
      setQ(words);
      setPage(1);
    }, SEARCH_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [typed, q]);
  return { page, setPage, q, typed, setTyped };
}

export type ListPaging = ReturnType<typeof useListPaging>;
