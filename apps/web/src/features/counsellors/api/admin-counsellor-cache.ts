import type { QueryClient } from '@tanstack/react-query';
import type { AdminCounsellor } from '@sukoon/contract/counsellors';
import { adminCounsellorsKey } from './get-admin-counsellors.ts';
import { counsellorsKey } from './get-counsellors.ts';

/**
 * After any admin write: the admin list takes the server's record in place (a new one on top), and
 * the public lists are read again, since who is listed and how may have changed.
 */
export async function storeAdminCounsellor(queryClient: QueryClient, counsellor: AdminCounsellor) {
  queryClient.setQueryData<AdminCounsellor[]>(adminCounsellorsKey, (list) => {
    if (!list) return list;
    const isKnown = list.some((item) => item._id === counsellor._id);
    return isKnown
      ? list.map((item) => (item._id === counsellor._id ? counsellor : item))
      : [counsellor, ...list];
  });
  await queryClient.invalidateQueries({
    queryKey: counsellorsKey,
    predicate: (query) => query.queryKey[1] !== 'admin',
  });
}
