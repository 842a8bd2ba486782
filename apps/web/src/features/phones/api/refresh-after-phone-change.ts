import type { QueryClient } from '@tanstack/react-query';
import { NOTIFICATION_PREFERENCES_KEY } from './get-notification-preferences.ts';

/**
 * A verified or removed number is the profile's number too, and decides whether SMS and WhatsApp
 * can be chosen: read the profile (the phone status sits under its key) and the choices again.
 */
export async function refreshAfterPhoneChange(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: ['profile'] }),
    queryClient.invalidateQueries({ queryKey: NOTIFICATION_PREFERENCES_KEY }),
  ]);
}
