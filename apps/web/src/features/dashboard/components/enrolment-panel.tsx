import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { Loader } from '../../../components/loader.tsx';
import { StatusMessage } from '../../../components/status-message.tsx';

/** A tab's list: loading, failure, the empty sentence, or the cards. */
export function EnrolmentPanel<T>({
  query,
  loading,
  failed,
  empty,
  renderItem,
}: {
  query: UseQueryResult<T[]>;
  loading: string;
  failed: string;
  empty: string;
  renderItem: (item: T) => ReactNode;
}) {
  if (query.isPending) return <Loader label={loading} />;
  if (query.isError) {
    return <StatusMessage kind="error">{failed}</StatusMessage>;
  }
  if (query.data.length === 0) {
    return (
      <p className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-10 text-center text-slate-700">
        {empty}
      </p>
    );
  }
  return <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">{query.data.map(renderItem)}</ul>;
}
