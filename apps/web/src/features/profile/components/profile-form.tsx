import { useState, type FormEvent } from 'react';
import { EMAIL_MAX_LENGTH } from '@sukoon/contract/auth-messages';
import type { Profile } from '@sukoon/contract/profile';
import type { Gender } from '@sukoon/contract/profile-options';
import { ApiError } from '../../../lib/api-client.ts';
import { Button } from '../../../components/button.tsx';
import { TextAreaField, TextField } from '../../../components/form-field.tsx';
import { StatusMessage } from '../../../components/status-message.tsx';
import { useSaveProfile } from '../api/save-profile.ts';
import { useTimedNotice } from '../hooks/use-timed-notice.ts';
import { SelectField } from '../../../components/select-field.tsx';
import { m } from '../../../paraglide/messages.js';
import { followProfileLanguage, LANGUAGE_CHOICES } from '../../../lib/profile-language.ts';

const NOTICE_MS = 3000;
/** Spec §5's values are stored in English; each is shown in the page's language. */
const genders = (): { value: Gender; label: string }[] => [
  { value: '', label: m.account_profile_gender_select() },
  { value: 'Male', label: m.account_profile_gender_male() },
  { value: 'Female', label: m.account_profile_gender_female() },
  { value: 'Other', label: m.account_profile_gender_other() },
];

/** The date box needs YYYY-MM-DD; older records may hold a full timestamp. */
const asDay = (value: string) => value.slice(0, 10);
const today = () => new Date().toLocaleDateString('en-CA');

/** The server names the field it refused (a bad or taken mobile number); anything else is generic. */
const saveErrorMessage = (error: unknown) =>
  error instanceof ApiError && (error.status === 400 || error.status === 409)
    ? error.message
    : m.account_profile_save_error();

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
        onSuccess: () => {
          showNotice({ kind: 'success', text: m.account_profile_saved() });
          // Saving Hindi or Marathi switches the site to it (a reload).
          followProfileLanguage(profile.language);
        },
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
          label={m.account_first_name()}
          name="firstName"
          autoComplete="given-name"
          value={profile.firstName}
          onChange={(event) => update('firstName', event.target.value)}
        />
        <TextField
          label={m.account_last_name()}
          name="lastName"
          autoComplete="family-name"
          value={profile.lastName}
          onChange={(event) => update('lastName', event.target.value)}
        />
      </div>
      <TextField
        label={m.account_email_label()}
        name="email"
        type="email"
        autoComplete="email"
        maxLength={EMAIL_MAX_LENGTH}
        readOnly
        hint={m.account_profile_email_hint()}
        value={profile.email}
      />
      <TextField
        label={m.account_mobile_label()}
        name="phone"
        type="tel"
        autoComplete="tel-national"
        inputMode="tel"
        maxLength={20}
        hint={m.account_profile_mobile_hint()}
        value={profile.phone}
        onChange={(event) => update('phone', event.target.value)}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label={m.account_profile_hobby()}
          name="hobby"
          value={profile.hobby}
          onChange={(event) => update('hobby', event.target.value)}
        />
        <SelectField
          label={m.account_profile_language()}
          name="language"
          options={LANGUAGE_CHOICES}
          value={profile.language}
          onChange={(event) => update('language', event.target.value as Profile['language'])}
        />
        <TextField
          label={m.account_profile_dob()}
          name="DOB"
          type="date"
          autoComplete="bday"
          max={today()}
          value={profile.DOB}
          onChange={(event) => update('DOB', event.target.value)}
        />
        <SelectField
          label={m.account_profile_gender()}
          name="Gender"
          options={genders()}
          value={profile.Gender}
          onChange={(event) => update('Gender', event.target.value as Profile['Gender'])}
        />
      </div>
      <TextAreaField
        label={m.account_profile_address()}
        name="Address"
        rows={3}
        autoComplete="street-address"
        value={profile.Address}
        onChange={(event) => update('Address', event.target.value)}
      />
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
        <Button type="submit" disabled={save.isPending} className="sm:min-w-40">
          {save.isPending ? m.account_saving() : m.account_save()}
        </Button>
        <div className="flex-1">
          {notice ? <StatusMessage kind={notice.kind}>{notice.text}</StatusMessage> : null}
        </div>
      </div>
    </form>
  );
}
