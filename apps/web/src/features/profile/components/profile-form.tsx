import { useState } from 'react';
import { profileWriteRequest, type Profile, type ProfileWriteRequest } from '@sukoon/contract/profile';
import type { Gender } from '@sukoon/contract/profile-options';
import { ApiError } from '../../../lib/api-client.ts';
import { Button } from '../../../components/button.tsx';
import { ContractForm } from '../../../components/form/contract-form.tsx';
import { useContractForm } from '../../../components/form/use-contract-form.ts';
import { TextAreaField, TextField } from '../../../components/form-field.tsx';
import { EmailField, MobileField } from '../../../components/account-fields.tsx';
import { StatusMessage } from '../../../components/status-message.tsx';
import { useSaveProfile } from '../api/save-profile.ts';
import { useTimedNotice } from '../hooks/use-timed-notice.ts';
import { PhoneVerificationLine } from './phone-verification-line.tsx';
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

/** A refusal that names no field says why (400, 409); anything else is generic. */
const saveErrorMessage = (error: unknown) =>
  error instanceof ApiError && (error.status === 400 || error.status === 409)
    ? error.message
    : m.account_profile_save_error();

export function ProfileForm({ initial }: { initial: Profile }) {
  const form = useContractForm({
    schema: profileWriteRequest,
    initial: (): Profile => ({ ...initial, DOB: asDay(initial.DOB) }),
    // An account made with Google may have no number yet; '' is not a number to check.
    toInput: (profile) => ({ ...profile, phone: profile.phone.trim() || undefined }),
  });
  const [notice, showNotice] = useTimedNotice(NOTICE_MS);
  const save = useSaveProfile();

  // A number verified or removed on the phone page becomes the profile's: show it when the profile
  // is read again, unless another is being typed here, so saving does not put the old one back.
  const [shownPhone, setShownPhone] = useState(initial.phone);
  if (initial.phone !== shownPhone) {
    setShownPhone(initial.phone);
    if (form.values.phone.trim() === shownPhone) form.setValue('phone', initial.phone);
  }

  function submit(profile: ProfileWriteRequest) {
    save.mutate(profile, {
      onSuccess: () => {
        showNotice({ kind: 'success', text: m.account_profile_saved() });
        // Saving Hindi or Marathi switches the site to it (a reload).
        followProfileLanguage(profile.language);
      },
      onError: (error) => {
        console.error('Saving the profile failed:', error);
        if (!form.showServerErrors(error)) showNotice({ kind: 'error', text: saveErrorMessage(error) });
      },
    });
  }

  return (
    <ContractForm form={form} onValid={submit} className="space-y-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField label={m.account_first_name()} autoComplete="given-name" {...form.field('firstName')} />
        <TextField label={m.account_last_name()} autoComplete="family-name" {...form.field('lastName')} />
      </div>
      <EmailField name="email" readOnly hint={m.account_profile_email_hint()} value={form.values.email} />
      <div>
        <MobileField
          autoComplete="tel-national"
          hint={m.account_profile_mobile_hint()}
          {...form.field('phone')}
        />
        <PhoneVerificationLine phone={initial.phone} isVerified={initial.phoneVerified} />
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField label={m.account_profile_hobby()} {...form.field('hobby')} />
        <SelectField
          label={m.account_profile_language()}
          name="language"
          options={LANGUAGE_CHOICES}
          value={form.values.language}
          error={form.errorOf('language')}
          onChange={(event) => form.setValue('language', event.target.value as Profile['language'])}
        />
        <TextField
          label={m.account_profile_dob()}
          type="date"
          autoComplete="bday"
          max={today()}
          {...form.field('DOB')}
        />
        <SelectField
          label={m.account_profile_gender()}
          name="Gender"
          options={genders()}
          value={form.values.Gender}
          error={form.errorOf('Gender')}
          onChange={(event) => form.setValue('Gender', event.target.value as Profile['Gender'])}
        />
      </div>
      <TextAreaField
        label={m.account_profile_address()}
        rows={3}
        autoComplete="street-address"
        {...form.field('Address')}
      />
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
        <Button type="submit" disabled={save.isPending} className="sm:min-w-40">
          {save.isPending ? m.account_saving() : m.account_save()}
        </Button>
        <div className="flex-1">
          {notice ? <StatusMessage kind={notice.kind}>{notice.text}</StatusMessage> : null}
        </div>
      </div>
    </ContractForm>
  );
}
