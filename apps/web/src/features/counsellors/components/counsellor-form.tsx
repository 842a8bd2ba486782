import { useEffect, useRef, useState, type FormEvent } from 'react';
import {
  COUNSELLOR_BIO_MAX_LENGTH,
  COUNSELLOR_LANGUAGES,
  SPECIALITIES,
  createCounsellorBody,
  updateCounsellorBody,
  type AdminCounsellor,
  type CreateCounsellorBody,
  type UpdateCounsellorBody,
} from '@sukoon/contract/counsellors';
import { Button } from '../../../components/button.tsx';
import { TextAreaField, TextField } from '../../../components/form-field.tsx';
import { StatusMessage } from '../../../components/status-message.tsx';
import { fieldErrorsOf, splitFieldMessage, type FieldErrors } from '../../../lib/field-errors.ts';
import { m } from '../../../paraglide/messages.js';
import { languageLabel, specialityLabel } from '../lib/counsellor-format.ts';
import { CheckboxGroup } from './checkbox-group.tsx';

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

const FORM_FIELDS = new Set<string>([
  'email',
  'firstName',
  'lastName',
  'title',
  'bio',
  'qualifications',
  'registrationNumber',
  'yearsOfExperience',
  'photo',
  'languages',
  'specialities',
]);
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
  const { yearsOfExperience, email: _email, ...profile } = draft;
  const years = yearsOfExperience.trim();
  return { ...profile, yearsOfExperience: years === '' ? null : Number(years) };
}

/**
 * Invite a counsellor (every field of the profile, and the e-mail the invitation goes to) or edit
 * one (the e-mail stays). Checked against the contract before sending; the server's word after.
 */
export function CounsellorForm({
  counsellor,
  isSaving,
  serverError,
  onInvite,
  onUpdate,
  onCancel,
}: {
  counsellor?: AdminCounsellor;
  isSaving: boolean;
  serverError: string | null;
  onInvite: (body: CreateCounsellorBody) => void;
  onUpdate: (body: UpdateCounsellorBody) => void;
  onCancel: () => void;
}) {
  const [draft, setDraft] = useState(() => draftOf(counsellor));
  const [errors, setErrors] = useState<FieldErrors>({});
  const formRef = useRef<HTMLFormElement>(null);
  // After a refused submit, the first field with an error gets the focus (and comes into view).
  useEffect(() => {
    formRef.current
      ?.querySelector<HTMLElement>('[aria-invalid="true"], fieldset[aria-describedby] input')
      ?.focus();
  }, [errors, serverError]);
  const server = serverError ? splitFieldMessage(serverError) : null;
  // A message about a field the form shows goes beside it; anything else above the buttons.
  const isBesideField = server?.field != null && FORM_FIELDS.has(server.field);
  const errorOf = (field: string) => errors[field] ?? (server?.field === field ? server.text : undefined);

  const text = (name: TextFieldName) => ({
    name,
    value: draft[name],
    error: errorOf(name),
    onChange: (event: { target: { value: string } }) => setDraft({ ...draft, [name]: event.target.value }),
  });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (counsellor) {
      const checked = updateCounsellorBody.safeParse(bodyOf(draft));
      if (!checked.success) return setErrors(fieldErrorsOf(checked.error.issues));
      setErrors({});
      return onUpdate(checked.data);
    }
    const checked = createCounsellorBody.safeParse({ ...bodyOf(draft), email: draft.email });
    if (!checked.success) return setErrors(fieldErrorsOf(checked.error.issues));
    setErrors({});
    onInvite(checked.data);
  }

  return (
    <form ref={formRef} onSubmit={submit} noValidate className="flex flex-col gap-4">
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
        <TextField label={m.staff_counsellors_first_name()} required maxLength={60} {...text('firstName')} />
        <TextField label={m.staff_counsellors_last_name()} required maxLength={60} {...text('lastName')} />
      </div>
      <TextField
        label={m.staff_counsellors_title_label()}
        required
        maxLength={120}
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
        selected={draft.specialities}
        onChange={(specialities) => setDraft({ ...draft, specialities })}
        error={errorOf('specialities')}
      />
      <CheckboxGroup
        legend={m.staff_counsellors_languages()}
        options={languageOptions()}
        selected={draft.languages}
        onChange={(languages) => setDraft({ ...draft, languages })}
        error={errorOf('languages')}
      />
      <TextAreaField
        label={m.staff_counsellors_qualifications()}
        rows={2}
        maxLength={500}
        {...text('qualifications')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={m.staff_counsellors_registration()}
          maxLength={60}
          hint={m.staff_counsellors_registration_hint()}
          {...text('registrationNumber')}
        />
        <TextField
          label={m.staff_counsellors_years()}
          type="number"
          inputMode="numeric"
          min={0}
          max={70}
          step={1}
          {...text('yearsOfExperience')}
        />
      </div>
      <TextField
        label={m.staff_counsellors_photo()}
        maxLength={500}
        placeholder={m.staff_counsellors_photo_example()}
        hint={m.staff_counsellors_photo_hint()}
        {...text('photo')}
      />
      <StatusMessage kind="error">{serverError && !isBesideField ? serverError : null}</StatusMessage>
      {Object.keys(errors).length > 0 ? (
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
    </form>
  );
}
