import { useEffect, useRef } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { Loader } from '../../components/loader.tsx';
import { StatusMessage } from '../../components/status-message.tsx';
import { getToken, signIn, signOut } from '../../lib/auth-token.ts';
import { takeReturnPathFromGoogle } from '../../lib/login-return.ts';
import { useExchangeGoogleCode } from './api/exchange-google-code.ts';
import { AuthCard, TEXT_LINK } from '../../components/auth-card.tsx';
import { GoogleSignInLink } from './components/google-sign-in-link.tsx';
import { LoginForm } from './components/login-form.tsx';
import { readRouteState, type LoginPageState } from './route-state.ts';
import { SITE } from '../../lib/site-config.ts';
import { m } from '../../paraglide/messages.js';
import { useQueryClient } from '@tanstack/react-query';
import { userDetailsQueryOptions } from './api/get-user-details.ts';
import { followProfileLanguage } from '../profile/language.ts';

export default function LoginPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { notice, email, refusedToken } = readRouteState<LoginPageState>(useLocation().state);
  // A token in the address is never stored: a link with one would log you into its sender's account.
  const googleCode = params.get('code');
  const exchange = useExchangeGoogleCode();
  const queryClient = useQueryClient();
  const exchanged = useRef<string | null>(null);

  // Only forget the token that was refused, not one a newer login has stored since.
  useEffect(() => {
    if (refusedToken && getToken() === refusedToken) signOut();
  }, [refusedToken]);

  // Google sign-in comes back here with a one-time code: trade it for a token, once.
  useEffect(() => {
    if (!googleCode || exchanged.current === googleCode) return;
    exchanged.current = googleCode;
    exchange.mutate(
      { code: googleCode },
      {
        onSuccess: ({ token }) => {
          signIn(token);
          void (async () => {
            const user = await queryClient.fetchQuery(userDetailsQueryOptions(token)).catch(() => null);
            await navigate(takeReturnPathFromGoogle() ?? '/', { replace: true });
            // A profile in Hindi or Marathi brings the site into it (a reload at the landing page).
            followProfileLanguage(user?.language);
          })();
        },
        onError: () => void navigate('/login?error=google', { replace: true }),
      },
    );
  }, [googleCode, exchange, navigate, queryClient]);

  if (googleCode) {
    return (
      <main id="main">
        <Loader label={m.account_login_signing_in()} />
      </main>
    );
  }

  return (
    <AuthCard
      title={m.account_login_title({ brand: SITE.brand })}
      description={m.account_login_description({ brand: SITE.brand })}
      intro={m.account_login_intro()}
      footer={
        <>
          {m.account_login_new_here()}{' '}
          <Link to="/register" className={TEXT_LINK}>
            {m.account_login_create_account()}
          </Link>
        </>
      }
    >
      <div className="space-y-4">
        {params.get('error') === 'google' ? (
          <StatusMessage kind="error">{m.account_login_google_failed()}</StatusMessage>
        ) : null}
        {notice ? <StatusMessage kind={notice.kind}>{notice.text}</StatusMessage> : null}
        <LoginForm initialId={email} />
      </div>
      <p className="mt-4 text-right text-sm">
        <Link to="/forgotpassword" className={TEXT_LINK}>
          {m.account_login_forgot_password()}
        </Link>
      </p>
      <GoogleSignInLink />
    </AuthCard>
  );
}
