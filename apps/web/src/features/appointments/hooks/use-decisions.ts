import { useState } from 'react';
import type { UseMutationResult } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api-client.ts';
import { m } from '../../../paraglide/messages.js';
import type { Decision } from '../api/decide-appointment.ts';

export interface DecisionNotice {
  kind: 'success' | 'error';
  text: string;
}

/**
 * A staff list's decisions: the request being rejected or the session being cancelled (each is
 * asked first, in the decision dialogs), and what the server said of the last one.
 */
export function useDecisions<T extends { _id: string }>(
  mutation: UseMutationResult<{ message: string }, Error, Decision>,
) {
  const [toReject, setToReject] = useState<T | null>(null);
  const [toCancel, setToCancel] = useState<T | null>(null);
  const [notice, setNotice] = useState<DecisionNotice | null>(null);

  // The notice tells of the page's other actions too (moving a request, marking an outcome).
  const showAnswer = (answer: { message: string }) => setNotice({ kind: 'success', text: answer.message });
  const showError = (error: Error) =>
    setNotice({ kind: 'error', text: error instanceof ApiError ? error.message : m.staff_something_wrong() });

  const decide = (decision: Decision) => {
    setNotice(null);
    mutation.mutate(decision, {
      onSuccess: showAnswer,
      onError: showError,
      onSettled: () => {
        setToReject(null);
        setToCancel(null);
      },
    });
  };

  return {
    toReject,
    toCancel,
    askReject: setToReject,
    askCancel: setToCancel,
    notice,
    setNotice,
    showAnswer,
    showError,
    decide,
    isBusy: mutation.isPending,
    /** The id of the appointment being decided, if any. */
    busyId: mutation.isPending ? (mutation.variables?.id ?? null) : null,
  };
}

export type Decisions<T extends { _id: string }> = ReturnType<typeof useDecisions<T>>;
