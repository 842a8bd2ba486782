import { PAGE_HEADS } from '@sukoon/contract/page-heads';
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

const GOOGLE_FAILED =
  'We could not sign you in with Google. Please try again, or log in with your e-mail or mobile number.';

export default function LoginPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { notice, email, refusedToken } = readRouteState<LoginPageState>(useLocation().state);
  // A token in the address is never stored: a link with one would log you into its sender's account.
  const googleCode = params.get('code');
  const exchange = useExchangeGoogleCode();
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
          void navigate(takeReturnPathFromGoogle() ?? '/', { replace: true });
        },
        onError: () => void navigate('/login?error=google', { replace: true }),
      },
    );
  }, [googleCode, exchange, navigate]);

  if (googleCode) {
    return (
      <main id="main">
        <Loader label="Signing you in…" />
      </main>
    );
  }

  return (
    <AuthCard
      title={PAGE_HEADS['/login'].title}
      intro="Welcome back. We are glad you are here."
      footer={
        <>
          New here?{' '}
          <Link to="/register" className={TEXT_LINK}>
            Create an Account
          </Link>
        </>
      }
    >
      <div className="space-y-4">
        {params.get('error') === 'google' ? (
          <StatusMessage kind="error">{GOOGLE_FAILED}</StatusMessage>
        ) : null}
        {notice ? <StatusMessage kind={notice.kind}>{notice.text}</StatusMessage> : null}
        <LoginForm initialId={email} />
      </div>
      <p className="mt-4 text-right text-sm">
        <Link to="/forgotpassword" className={TEXT_LINK}>
          Forgot password?
        </Link>
      </p>
      <GoogleSignInLink />
    </AuthCard>
  );
}
