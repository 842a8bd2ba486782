/** The profile's choices and messages, without zod (`@sukoon/contract/profile-options`). */
export const PROFILE_MESSAGES = {
  saved: 'Profile saved successfully!',
  emailReadOnly: 'email: cannot be changed',
  phoneTaken: 'phone: this mobile number is already registered with another account',
  dobInFuture: 'DOB: cannot be in the future',
  dobTooEarly: 'DOB: must be in 1900 or later',
} as const;

/** Spec §5: the profile's choices; '' is "Select Gender". */
export const GENDER_OPTIONS = ['Male', 'Female', 'Other', ''] as const;
export type Gender = (typeof GENDER_OPTIONS)[number];
/** Spec §5's two English options first; Hindi and Marathi join them (issue 20). */
export const LANGUAGE_OPTIONS = ['English (US)', 'English (UK)', 'Hindi', 'Marathi'] as const;
export type Language = (typeof LANGUAGE_OPTIONS)[number];
export const DEFAULT_LANGUAGE: Language = 'English (US)';
