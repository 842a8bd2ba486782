import { useMutation } from '@tanstack/react-query';
import type { LoginRequest, LoginResponse } from '@sukoon/contract/auth';
import { apiRequest } from '../../../lib/api-client.ts';

export const login = (body: LoginRequest) =>
  apiRequest<LoginResponse>('/api/login', { method: 'POST', body });

export const useLogin = () => useMutation({ mutationFn: login });
