import { useEffect } from 'react';
import { Loader } from '../../components/loader.tsx';
import { EMPTY_PROFILE, useProfile } from './api/get-profile.ts';
import { ProfileForm } from './components/profile-form.tsx';
import { ProfileShell } from './components/profile-shell.tsx';
import { m } from '../../paraglide/messages.js';

export default function ProfilePage() {
  const profile = useProfile();

  // Spec §8: a failed read is only logged; the form still opens, empty.
  useEffect(() => {
    if (profile.error) console.error('Reading the profile failed:', profile.error);
  }, [profile.error]);

  return (
    <ProfileShell title={m.account_profile_title()} intro={m.account_profile_intro()}>
      {profile.isPending ? (
        <Loader label={m.account_profile_loading()} />
      ) : (
        <ProfileForm initial={profile.data ?? EMPTY_PROFILE} />
      )}
    </ProfileShell>
  );
}
