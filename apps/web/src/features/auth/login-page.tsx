import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { Loader } from '../../components/loader.tsx';
import { StatusMessage } from '../../components/status-message.tsx';
import { getToken, signOut } from '../../lib/auth-token.ts';
import { safeReturnPath, takeReturnPathFromGoogle } from '../../lib/login-return.ts';
import { useExchangeGoogleCode } from './api/exchange-google-code.ts';
import { AuthCard, TEXT_LINK } from '../../components/auth-card.tsx';
import { GoogleSignInLink } from './components/google-sign-in-link.tsx';
import { LoginForm } from './components/login-form.tsx';
import { MfaCodeForm } from './components/mfa-code-form.tsx';
import { useFinishSignIn } from './use-finish-sign-in.ts';
import { pathKeepingReturn, readReturnPath } from '../../lib/login-return.ts';
import { readRouteState, type LoginPageState } from './route-state.ts';
import { SITE } from '../../lib/site-config.ts';
import { m } from '../../paraglide/messages.js';
import type { UserRole } from '@sukoon/contract/auth';

// Message functions, called at render: the notice is read in the page's language.
const WRONG_ROLE: Record<UserRole, () => string> = {
  admin: m.account_wrong_role_admin,
  counsellor: m.account_wrong_role_counsellor,
  user: m.account_wrong_role_user,
};

export default function LoginPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const state = readRouteState<LoginPageState>(useLocation().state);
  const { email, refusedToken, next } = state;
  const notice =
    state.notice ??
    (state.wrongRole ? { kind: 'info' as const, text: WRONG_ROLE[state.wrongRole]() } : undefined);
  // A token in the address is never stored: a link with one would log you into its sender's account.
  const googleCode = params.get('code');
  const exchange = useExchangeGoogleCode();
  const finishSignIn = useFinishSignIn();
  const exchanged = useRef<string | null>(null);
  /** A staff member with two-step sign-in on, between the password (or Google) and the code. */
  const [mfa, setMfa] = useState<{ token: string; returnTo: string | null } | null>(null);
  // The address's `?next=` first; else where the screen before sent the person on (after sign-up).
  const returnTo = readReturnPath(params) ?? safeReturnPath(next);

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
        onSuccess: (answer) => {
          if ('mfaToken' in answer) setMfa({ token: answer.mfaToken, returnTo: takeReturnPathFromGoogle() });
          else void finishSignIn(answer.token, takeReturnPathFromGoogle());
        },
        onError: () => void navigate('/login?error=google', { replace: true }),
      },
    );
  }, [googleCode, exchange, navigate, finishSignIn]);

  if (googleCode && !mfa) {
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
          <Link to={pathKeepingReturn('/register', returnTo)} className={TEXT_LINK}>
            {m.account_login_create_account()}
          </Link>
        </>
      }
    >
      <div className="space-y-4">
        {params.get('error') === 'google' ? (
          <StatusMessage kind="error">{m.account_login_google_failed()}</StatusMessage>
        ) : null}
        {notice && !mfa ? <StatusMessage kind={notice.kind}>{notice.text}</StatusMessage> : null}
        {mfa ? (
          <MfaCodeForm
            mfaToken={mfa.token}
            onSignedIn={(token) => finishSignIn(token, mfa.returnTo)}
            onStartOver={() => {
              setMfa(null);
              if (googleCode) void navigate('/login', { replace: true });
            }}
          />
        ) : (
          <LoginForm
            initialId={email}
            returnTo={returnTo}
            onSecondStep={(token) => setMfa({ token, returnTo })}
          />
        )}
      </div>
      {mfa ? null : (
        <>
          <p className="mt-4 text-right text-sm">
            <Link to="/forgotpassword" className={TEXT_LINK}>
              {m.account_login_forgot_password()}
            </Link>
          </p>
          <GoogleSignInLink />
        </>
      )}
    </AuthCard>
  );
}
