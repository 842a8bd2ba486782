import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { signIn } from '../../lib/auth-token.ts';
import { landingPathAfterLogin } from '../../lib/login-return.ts';
import { twoStepPath } from '../../lib/two-step-path.ts';
import { userDetailsQueryOptions } from './api/get-user-details.ts';
import { followProfileLanguage } from '../../lib/profile-language.ts';

/**
 * The end of every way in (password, code, Google): keep the token, go where the person is
 * headed, and switch to their profile's language. Staff who must still turn on two-step sign-in
 * go to its page instead.
 */
export function useFinishSignIn() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useCallback(
    async (token: string, returnTo: string | null) => {
      signIn(token);
      const user = await queryClient.fetchQuery(userDetailsQueryOptions(token)).catch(() => null);
      const destination = user?.mfaSetupRequired
        ? twoStepPath(user.role)
        : landingPathAfterLogin(user?.role, returnTo);
      await navigate(destination, { replace: true });
      followProfileLanguage(user?.language);
    },
    [navigate, queryClient],
  );
}
