import type { QueryClient } from '@tanstack/react-query';
import type { AdminCounsellor } from '@sukoon/contract/counsellors';
import type { Page } from '@sukoon/contract/paging';
import { adminCounsellorPagesKey } from './get-admin-counsellors.ts';
import { counsellorsKey } from './get-counsellors.ts';

/**
 * After any admin write: a page that shows the counsellor takes the server's record in place at
 * once; then every counsellor read is asked again, since a new one belongs on some page, names
 * may have changed, and who is listed publicly and how may have too.
 */
export async function storeAdminCounsellor(queryClient: QueryClient, counsellor: AdminCounsellor) {
  queryClient.setQueriesData<Page<AdminCounsellor>>({ queryKey: adminCounsellorPagesKey }, (page) =>
    page
      ? {
          ...page,
          items: page.items.map((item) => (item._id === counsellor._id ? counsellor : item)),
        }
      : page,
  );
  await queryClient.invalidateQueries({ queryKey: counsellorsKey });
}
