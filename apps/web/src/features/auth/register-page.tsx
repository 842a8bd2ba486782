import { Link } from 'react-router';
import { SITE } from '../../lib/site-config.ts';
import { AuthCard, TEXT_LINK } from '../../components/auth-card.tsx';
import { RegisterForm } from './components/register-form.tsx';
import { m } from '../../paraglide/messages.js';

export default function RegisterPage() {
  return (
    <AuthCard
      title={m.account_register_title({ brand: SITE.brand })}
      intro={m.account_register_intro()}
      footer={
        <>
          {m.account_register_have_account()}{' '}
          <Link to="/login" className={TEXT_LINK}>
            {m.account_register_login_link()}
          </Link>
        </>
      }
    >
      <RegisterForm />
    </AuthCard>
  );
}
