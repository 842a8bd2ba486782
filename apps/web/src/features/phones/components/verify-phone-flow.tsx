import { useState } from 'react';
import type { PhoneStatusResponse, PhoneVerificationResponse } from '@sukoon/contract/phones';
import { PhoneCodeStep } from './phone-code-step.tsx';
import { PhoneNumberStep } from './phone-number-step.tsx';

type Step =
  { name: 'number'; phone: string; error?: string } | { name: 'code'; sent: PhoneVerificationResponse };

/**
 * Enter or confirm the number → "Send code" → the 6-digit code → verified. What comes after
 * (a message, a next step) is the caller's: `onVerified` gets the account's number as it now stands.
 */
export function VerifyPhoneFlow({
  initialPhone,
  onVerified,
  onCancel,
}: {
  initialPhone: string;
  onVerified: (status: PhoneStatusResponse) => void;
  onCancel?: () => void;
}) {
  const [step, setStep] = useState<Step>({ name: 'number', phone: initialPhone });

  if (step.name === 'code') {
    return (
      <PhoneCodeStep
        sent={step.sent}
        onVerified={onVerified}
        onOtherNumber={(error) => setStep({ name: 'number', phone: step.sent.phone, error })}
      />
    );
  }
  return (
    <PhoneNumberStep
      // A fresh form each time the step opens, with the number it opens on.
      key={`${step.phone}:${step.error ?? ''}`}
      initialPhone={step.phone}
      error={step.error}
      onSent={(sent) => setStep({ name: 'code', sent })}
      onCancel={onCancel}
    />
  );
}
