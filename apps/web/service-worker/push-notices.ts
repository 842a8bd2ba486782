import type { PushPayload } from '@sukoon/contract/push';

const ICON = '/icons/icon-192.png';
const FALLBACK_PATH = '/UserCourses';

const isInAppPath = (path: unknown): path is string =>
  typeof path === 'string' && path.startsWith('/') && !path.startsWith('//');

/**
 * What a push carries (the contract's PushPayload), checked by hand so the worker stays small
 * (no zod): a malformed one shows nothing rather than something wrong.
 */
export function notificationOf(text: string | undefined) {
  let payload: Partial<Record<keyof PushPayload, unknown>>;
  try {
    payload = JSON.parse(text ?? '') as typeof payload;
  } catch {
    return null;
  }
  const { title, body, tag, path } = payload;
  if (typeof title !== 'string' || typeof body !== 'string' || typeof tag !== 'string' || !isInAppPath(path))
    return null;
  return { title, options: { body, tag, icon: ICON, badge: ICON, data: { path } } };
}

/** The in-app path a tap opens; anything that is not a path of this site opens the sessions list. */
export const openPathOf = (data: unknown): string => {
  const path = (data as { path?: unknown } | null)?.path;
  return isInAppPath(path) ? path : FALLBACK_PATH;
};
