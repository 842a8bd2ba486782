import { useState, type FormEvent } from 'react';
import { EMAIL_MAX_LENGTH } from '@sukoon/contract/auth-messages';
import type { Profile } from '@sukoon/contract/profile';
import { GENDER_OPTIONS, LANGUAGE_OPTIONS, PROFILE_MESSAGES } from '@sukoon/contract/profile-options';
import { ApiError } from '../../../lib/api-client.ts';
import { Button } from '../../../components/button.tsx';
import { TextAreaField, TextField } from '../../../components/form-field.tsx';
import { StatusMessage } from '../../../components/status-message.tsx';
import { useSaveProfile } from '../api/save-profile.ts';
import { useTimedNotice } from '../hooks/use-timed-notice.ts';
import { SelectField } from '../../../components/select-field.tsx';

const NOTICE_MS = 3000;
const LANGUAGES = LANGUAGE_OPTIONS.map((language) => ({ value: language, label: language }));
const GENDERS = [
  { value: '', label: 'Select Gender' },
  ...GENDER_OPTIONS.filter(Boolean).map((gender) => ({ value: gender, label: gender })),
];

/** The date box needs YYYY-MM-DD; older records may hold a full timestamp. */
const asDay = (value: string) => value.slice(0, 10);
const today = () => new Date().toLocaleDateString('en-CA');

/** The server names the field it refused (a bad or taken mobile number); anything else is generic. */
const saveErrorMessage = (error: unknown) =>
  error instanceof ApiError && (error.status === 400 || error.status === 409)
    ? error.message
    : 'Error in saving profile';

export function ProfileForm({ initial }: { initial: Profile }) {
  const [profile, setProfile] = useState<Profile>({ ...initial, DOB: asDay(initial.DOB) });
  const [notice, showNotice] = useTimedNotice(NOTICE_MS);
  const save = useSaveProfile();

  const update = <K extends keyof Profile>(key: K, value: Profile[K]) =>
    setProfile((current) => ({ ...current, [key]: value }));

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // An account made with Google may have no number yet; '' is not a number to check.
    save.mutate(
      { ...profile, phone: profile.phone.trim() || undefined },
      {
        onSuccess: () => showNotice({ kind: 'success', text: PROFILE_MESSAGES.saved }),
        onError: (error) => {
          console.error('Saving the profile failed:', error);
          showNotice({ kind: 'error', text: saveErrorMessage(error) });
        },
      },
    );
  }

  return (
    <form onSubmit={submit} className="space-y-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label="First name"
          name="firstName"
          autoComplete="given-name"
          value={profile.firstName}
          onChange={(event) => update('firstName', event.target.value)}
        />
        <TextField
          label="Last name"
          name="lastName"
          autoComplete="family-name"
          value={profile.lastName}
          onChange={(event) => update('lastName', event.target.value)}
        />
      </div>
      <TextField
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        maxLength={EMAIL_MAX_LENGTH}
        readOnly
        hint="Your e-mail cannot be changed here."
        value={profile.email}
      />
      <TextField
        label="Mobile number"
        name="phone"
        type="tel"
        autoComplete="tel-national"
        inputMode="tel"
        maxLength={20}
        hint="A 10-digit Indian mobile number. You can also log in with it."
        value={profile.phone}
        onChange={(event) => update('phone', event.target.value)}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label="Hobby"
          name="hobby"
          value={profile.hobby}
          onChange={(event) => update('hobby', event.target.value)}
        />
        <SelectField
          label="Language"
          name="language"
          options={LANGUAGES}
          value={profile.language}
          onChange={(event) => update('language', event.target.value as Profile['language'])}
        />
        <TextField
          label="Date of birth"
          name="DOB"
          type="date"
          autoComplete="bday"
          max={today()}
          value={profile.DOB}
          onChange={(event) => update('DOB', event.target.value)}
        />
        <SelectField
          label="Gender"
          name="Gender"
          options={GENDERS}
          value={profile.Gender}
          onChange={(event) => update('Gender', event.target.value as Profile['Gender'])}
        />
      </div>
      <TextAreaField
        label="Address"
        name="Address"
        rows={3}
        autoComplete="street-address"
        value={profile.Address}
        onChange={(event) => update('Address', event.target.value)}
      />
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
        <Button type="submit" disabled={save.isPending} className="sm:min-w-40">
          {save.isPending ? 'Saving…' : 'Save'}
        </Button>
        <div className="flex-1">
          {notice ? <StatusMessage kind={notice.kind}>{notice.text}</StatusMessage> : null}
        </div>
      </div>
    </form>
  );
}
