import { useEffect } from 'react';
import { Loader } from '../../components/loader.tsx';
import { EMPTY_PROFILE, useProfile } from './api/get-profile.ts';
import { ProfileForm } from './components/profile-form.tsx';
import { ProfileShell } from './components/profile-shell.tsx';

export default function ProfilePage() {
  const profile = useProfile();

  // Spec §8: a failed read is only logged; the form still opens, empty.
  useEffect(() => {
    if (profile.error) console.error('Reading the profile failed:', profile.error);
  }, [profile.error]);

  return (
    <ProfileShell
      title="Public Profile"
      intro="Keep your details up to date. Your e-mail stays as you signed up with it."
    >
      {profile.isPending ? (
        <Loader label="Loading your profile" />
      ) : (
        <ProfileForm initial={profile.data ?? EMPTY_PROFILE} />
      )}
    </ProfileShell>
  );
}
