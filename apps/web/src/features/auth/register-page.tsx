import { Link } from 'react-router';
import { SITE } from '../../lib/site-config.ts';
import { AuthCard, TEXT_LINK } from '../../components/auth-card.tsx';
import { RegisterForm } from './components/register-form.tsx';

export default function RegisterPage() {
  return (
    <AuthCard
      title={`Signup to ${SITE.brand}`}
      intro="Create your account in a minute. We will e-mail you a code to confirm it."
      footer={
        <>
          Already have an account?{' '}
          <Link to="/login" className={TEXT_LINK}>
            Login
          </Link>
        </>
      }
    >
      <RegisterForm />
    </AuthCard>
  );
}
