import { useEffect, useRef, useState, type FormEvent } from 'react';
import {
  COUNSELLOR_BIO_MAX_LENGTH,
  COUNSELLOR_LANGUAGES,
  SPECIALITIES,
  SPECIALITY_LABELS,
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
const LANGUAGE_OPTIONS = COUNSELLOR_LANGUAGES.map((value) => ({ value, label: value }));
const SPECIALITY_OPTIONS = SPECIALITIES.map((value) => ({ value, label: SPECIALITY_LABELS[value] }));

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
          label="Email"
          type="email"
          readOnly
          {...text('email')}
          hint="The e-mail they log in with stays."
        />
      ) : (
        <TextField
          label="Email"
          type="email"
          autoComplete="off"
          required
          hint="The invitation goes here; it is never shown to clients."
          {...text('email')}
        />
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="First name" required maxLength={60} {...text('firstName')} />
        <TextField label="Last name" required maxLength={60} {...text('lastName')} />
      </div>
      <TextField
        label="Title"
        required
        maxLength={120}
        placeholder="Counselling Psychologist"
        {...text('title')}
      />
      <TextAreaField label="Bio" required rows={5} maxLength={COUNSELLOR_BIO_MAX_LENGTH} {...text('bio')} />
      <CheckboxGroup
        legend="Specialities"
        options={SPECIALITY_OPTIONS}
        selected={draft.specialities}
        onChange={(specialities) => setDraft({ ...draft, specialities })}
        error={errorOf('specialities')}
      />
      <CheckboxGroup
        legend="Languages"
        options={LANGUAGE_OPTIONS}
        selected={draft.languages}
        onChange={(languages) => setDraft({ ...draft, languages })}
        error={errorOf('languages')}
      />
      <TextAreaField label="Qualifications (optional)" rows={2} maxLength={500} {...text('qualifications')} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Registration number (optional)"
          maxLength={60}
          hint="For example an RCI registration number."
          {...text('registrationNumber')}
        />
        <TextField
          label="Years of experience (optional)"
          type="number"
          inputMode="numeric"
          min={0}
          max={70}
          step={1}
          {...text('yearsOfExperience')}
        />
      </div>
      <TextField
        label="Photo (optional)"
        maxLength={500}
        placeholder="https://… or /images/counsellors/name.svg"
        hint="An https address, or a path on this site."
        {...text('photo')}
      />
      <StatusMessage kind="error">{serverError && !isBesideField ? serverError : null}</StatusMessage>
      {Object.keys(errors).length > 0 ? (
        <p role="alert" className="text-sm text-red-800">
          Please correct the marked fields.
        </p>
      ) : null}
      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={isSaving} aria-busy={isSaving}>
          {isSaving ? 'Saving...' : counsellor ? 'Save changes' : 'Send invitation'}
        </Button>
      </div>
    </form>
  );
}
