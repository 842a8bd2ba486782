import { ChangePasswordForm } from './components/change-password-form.tsx';
import { DeleteAccountSection } from './components/delete-account-section.tsx';
import { DownloadDataSection } from './components/download-data-section.tsx';
import { ProfileShell } from './components/profile-shell.tsx';
import { SecurityIllustration } from './components/security-illustration.tsx';
import { m } from '../../paraglide/messages.js';

export default function AccountSettingPage() {
  return (
    <ProfileShell title={m.account_security_title()} intro={m.account_security_intro()}>
      <div className="grid items-center gap-8 md:grid-cols-[1fr_14rem]">
        <ChangePasswordForm />
        <SecurityIllustration className="order-first mx-auto w-40 md:order-none md:w-full" />
      </div>
      <div className="mt-10 space-y-10 border-t border-sand-200 pt-8">
        <DownloadDataSection />
        <DeleteAccountSection />
      </div>
    </ProfileShell>
  );
}
