import { useState } from 'react';
import {
  COUNSELLOR_BIO_MAX_LENGTH,
  COUNSELLOR_LANGUAGES,
  COUNSELLOR_MAX_YEARS,
  COUNSELLOR_NAME_MAX_LENGTH,
  COUNSELLOR_PHOTO_MAX_LENGTH,
  COUNSELLOR_QUALIFICATIONS_MAX_LENGTH,
  COUNSELLOR_REGISTRATION_MAX_LENGTH,
  COUNSELLOR_TITLE_MAX_LENGTH,
  SPECIALITIES,
  createCounsellorBody,
  type AdminCounsellor,
  type CreateCounsellorBody,
  type UpdateCounsellorBody,
} from '@sukoon/contract/counsellors';
import { Button } from '../../../components/button.tsx';
import { ContractForm } from '../../../components/form/contract-form.tsx';
import { useContractForm } from '../../../components/form/use-contract-form.ts';
import { TextAreaField, TextField } from '../../../components/form-field.tsx';
import { StatusMessage } from '../../../components/status-message.tsx';
import { m } from '../../../paraglide/messages.js';
import { languageLabel, specialityLabel } from '../lib/counsellor-format.ts';
import { CheckboxGroup } from './checkbox-group.tsx';

/** What the page does with a refusal: the form puts the fields it names beside them. */
type OnRefused = (error: Error) => void;

type TextFieldName =
  | 'email'
  | 'firstName'
  | 'lastName'
  | 'title'
  | 'bio'
  | 'qualifications'
  | 'registrationNumber'
  | 'yearsOfExperience'
  | 'photo';

interface Draft extends Record<TextFieldName, string> {
  languages: string[];
  specialities: string[];
}

// Built at render: the labels are in the page's language.
const languageOptions = () => COUNSELLOR_LANGUAGES.map((value) => ({ value, label: languageLabel(value) }));
const specialityOptions = () => SPECIALITIES.map((value) => ({ value, label: specialityLabel(value) }));

const draftOf = (counsellor?: AdminCounsellor): Draft => ({
  email: counsellor?.email ?? '',
  firstName: counsellor?.firstName ?? '',
  lastName: counsellor?.lastName ?? '',
  title: counsellor?.title ?? '',
  bio: counsellor?.bio ?? '',
  qualifications: counsellor?.qualifications ?? '',
  registrationNumber: counsellor?.registrationNumber ?? '',
  yearsOfExperience: counsellor?.yearsOfExperience == null ? '' : String(counsellor.yearsOfExperience),
  photo: counsellor?.photo ?? '',
  languages: counsellor?.languages ?? [],
  specialities: counsellor?.specialities ?? [],
});

/** The form's text as the contract's body: a number of years when one is typed, null (none) when not. */
function bodyOf(draft: Draft) {
  const { yearsOfExperience, ...profile } = draft;
  const years = yearsOfExperience.trim();
  return { ...profile, yearsOfExperience: years === '' ? null : Number(years) };
}

/**
 * Invite a counsellor (every field of the profile, and the e-mail the invitation goes to) or edit
 * one (the e-mail stays, shown as it is; the rest is sent). Checked against the contract before
 * sending; the server's word after.
 */
export function CounsellorForm({
  counsellor,
  isSaving,
  onInvite,
  onUpdate,
  onCancel,
}: {
  counsellor?: AdminCounsellor;
  isSaving: boolean;
  onInvite: (body: CreateCounsellorBody, onRefused: OnRefused) => void;
  onUpdate: (body: UpdateCounsellorBody, onRefused: OnRefused) => void;
  onCancel: () => void;
}) {
  const form = useContractForm({
    schema: createCounsellorBody,
    initial: () => draftOf(counsellor),
    toInput: bodyOf,
  });
  // A refusal that names no field the form shows, above the buttons.
  const [problem, setProblem] = useState<string | null>(null);
  const text = form.field;

  const refused: OnRefused = (error) => {
    if (!form.showServerErrors(error)) setProblem(error.message);
  };

  function submit({ email, ...profile }: CreateCounsellorBody) {
    setProblem(null);
    if (counsellor) onUpdate(profile, refused);
    else onInvite({ email, ...profile }, refused);
  }

  return (
    <ContractForm form={form} onValid={submit} noValidate className="flex flex-col gap-4">
      {counsellor ? (
        <TextField
          label={m.staff_welcome_email()}
          type="email"
          readOnly
          {...text('email')}
          hint={m.staff_counsellors_email_kept()}
        />
      ) : (
        <TextField
          label={m.staff_welcome_email()}
          type="email"
          autoComplete="off"
          required
          hint={m.staff_counsellors_email_hint()}
          {...text('email')}
        />
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={m.staff_counsellors_first_name()}
          required
          maxLength={COUNSELLOR_NAME_MAX_LENGTH}
          {...text('firstName')}
        />
        <TextField
          label={m.staff_counsellors_last_name()}
          required
          maxLength={COUNSELLOR_NAME_MAX_LENGTH}
          {...text('lastName')}
        />
      </div>
      <TextField
        label={m.staff_counsellors_title_label()}
        required
        maxLength={COUNSELLOR_TITLE_MAX_LENGTH}
        placeholder={m.staff_counsellors_title_example()}
        {...text('title')}
      />
      <TextAreaField
        label={m.staff_counsellors_bio()}
        required
        rows={5}
        maxLength={COUNSELLOR_BIO_MAX_LENGTH}
        {...text('bio')}
      />
      <CheckboxGroup
        legend={m.staff_counsellors_specialities()}
        options={specialityOptions()}
        selected={form.values.specialities}
        onChange={(specialities) => form.setValue('specialities', specialities)}
        error={form.errorOf('specialities')}
      />
      <CheckboxGroup
        legend={m.staff_counsellors_languages()}
        options={languageOptions()}
        selected={form.values.languages}
        onChange={(languages) => form.setValue('languages', languages)}
        error={form.errorOf('languages')}
      />
      <TextAreaField
        label={m.staff_counsellors_qualifications()}
        rows={2}
        maxLength={COUNSELLOR_QUALIFICATIONS_MAX_LENGTH}
        {...text('qualifications')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={m.staff_counsellors_registration()}
          maxLength={COUNSELLOR_REGISTRATION_MAX_LENGTH}
          hint={m.staff_counsellors_registration_hint()}
          {...text('registrationNumber')}
        />
        <TextField
          label={m.staff_counsellors_years()}
          type="number"
          inputMode="numeric"
          min={0}
          max={COUNSELLOR_MAX_YEARS}
          step={1}
          {...text('yearsOfExperience')}
        />
      </div>
      <TextField
        label={m.staff_counsellors_photo()}
        maxLength={COUNSELLOR_PHOTO_MAX_LENGTH}
        placeholder={m.staff_counsellors_photo_example()}
        hint={m.staff_counsellors_photo_hint()}
        {...text('photo')}
      />
      <StatusMessage kind="error">{problem}</StatusMessage>
      {Object.keys(form.errors).length > 0 ? (
        <p role="alert" className="text-sm text-red-800">
          {m.staff_counsellors_correct()}
        </p>
      ) : null}
      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="secondary" onClick={onCancel}>
          {m.staff_desk_dismiss()}
        </Button>
        <Button type="submit" disabled={isSaving} aria-busy={isSaving}>
          {isSaving
            ? m.staff_saving()
            : counsellor
              ? m.staff_save_changes()
              : m.staff_counsellors_send_invite()}
        </Button>
      </div>
    </ContractForm>
  );
}
