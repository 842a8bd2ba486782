import { Link, useSearchParams } from 'react-router';
import { pathKeepingReturn, readReturnPath } from '../../lib/login-return.ts';
import { SITE } from '../../lib/site-config.ts';
import { AuthCard, TEXT_LINK } from '../../components/auth-card.tsx';
import { RegisterForm } from './components/register-form.tsx';
import { m } from '../../paraglide/messages.js';

export default function RegisterPage() {
  const returnTo = readReturnPath(useSearchParams()[0]);
  return (
    <AuthCard
      title={m.account_register_title({ brand: SITE.brand })}
      intro={m.account_register_intro()}
      footer={
        <>
          {m.account_register_have_account()}{' '}
          <Link to={pathKeepingReturn('/login', returnTo)} className={TEXT_LINK}>
            {m.account_register_login_link()}
          </Link>
        </>
      }
    >
      <RegisterForm returnTo={returnTo} />
    </AuthCard>
  );
}
