import { useMutation } from '@tanstack/react-query';
import type { TwoFactorSetupResponse } from '@sukoon/contract/two-factor';
import { apiRequest } from '../../../lib/api-client.ts';

/** A new secret for the authenticator app; nothing changes until a code confirms it. */
export const startTwoStepSetup = () =>
  apiRequest<TwoFactorSetupResponse>('/api/me/two-factor', { method: 'POST', auth: true });

export const useStartTwoStepSetup = () => useMutation({ mutationFn: startTwoStepSetup });
