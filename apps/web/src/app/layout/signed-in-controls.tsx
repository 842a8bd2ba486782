import { NotificationBell } from './notification-bell.tsx';
import { UserMenu } from './user-menu.tsx';

/** The bell and the account menu: a chunk of their own, loaded only for someone signed in. */
export default function SignedInControls({ isCounsellor }: { isCounsellor: boolean }) {
  return (
    <>
      <NotificationBell />
      <UserMenu isCounsellor={isCounsellor} />
    </>
  );
}
