import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { UseMutationResult } from '@tanstack/react-query';
import type { MessageResponse } from '@sukoon/contract/common';
import { Button } from '../../../components/button.tsx';
import { ContractForm } from '../../../components/form/contract-form.tsx';
import type { ContractForm as ContractFormState } from '../../../components/form/use-contract-form.ts';
import { StatusMessage } from '../../../components/status-message.tsx';
import { AuthCard, TEXT_LINK } from '../../../components/auth-card.tsx';
import { useDelayedNavigate } from '../../../lib/use-delayed-navigate.ts';
import { passwordResetErrorMessage } from '../error-messages.ts';
import { m } from '../../../paraglide/messages.js';

/** Spec §9: 3 s to read the confirmation before the next screen. */
const NEXT_SCREEN_DELAY_MS = 3000;

/**
 * One step of choosing a new password (asking for a code, then using it): the card, the form, its
 * outcome, and after a success the next screen. The two steps differ only in their texts, fields
 * and where they lead, so they keep one way of answering the server.
 */
export function PasswordStep<V, Request>({
  title,
  intro,
  footer,
  form,
  mutation,
  submitLabel,
  next,
  children,
}: {
  title: string;
  intro: string;
  /** A line under the card and the link it ends with. */
  footer: { text: string; to: string; link: string };
  form: ContractFormState<V, Request>;
  mutation: UseMutationResult<MessageResponse, Error, Request>;
  submitLabel: string;
  /** The screen a success leads to, with the route state it passes. */
  next: (request: Request, message: string) => { to: string; state: unknown };
  /** The step's fields. */
  children: ReactNode;
}) {
  const [result, setResult] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);
  const navigateLater = useDelayedNavigate();

  function send(request: Request) {
    setResult(null);
    mutation.mutate(request, {
      onSuccess: ({ message }) => {
        setResult({ kind: 'success', text: message });
        const { to, state } = next(request, message);
        navigateLater(to, NEXT_SCREEN_DELAY_MS, { state });
      },
      onError: (error) => {
        if (!form.showServerErrors(error))
          setResult({ kind: 'error', text: passwordResetErrorMessage(error) });
      },
    });
  }

  return (
    <AuthCard
      title={title}
      intro={intro}
      footer={
        <>
          {footer.text}{' '}
          <Link to={footer.to} className={TEXT_LINK}>
            {footer.link}
          </Link>
        </>
      }
    >
      <ContractForm form={form} onValid={send} className="space-y-4">
        <StatusMessage kind={result?.kind ?? 'info'}>{result?.text}</StatusMessage>
        {children}
        <Button type="submit" disabled={mutation.isPending || mutation.isSuccess} className="w-full">
          {mutation.isPending ? m.account_loading() : submitLabel}
        </Button>
      </ContractForm>
    </AuthCard>
  );
}
