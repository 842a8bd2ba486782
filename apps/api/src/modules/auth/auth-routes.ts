import {
  changePasswordRequest,
  changePasswordResponse,
  forgotPasswordRequest,
  loginRequest,
  loginResponse,
  sessionTokenResponse,
  registerRequest,
  resendOtpRequest,
  resetPasswordRequest,
  userDetailsResponse,
  verifyOtpRequest,
} from '@sukoon/contract/auth';
import { errorResponse, messageResponse } from '@sukoon/contract/common';
import type { ZodApp } from '../../lib/zod-app.ts';
import type { Services } from '../../services.ts';
import { AppError } from '../../lib/app-error.ts';
import { currentUser } from '../../plugins/auth.ts';
import { consumeAll } from './auth-rate-limits.ts';
import { requestLocale } from '../../lib/request-locale.ts';
import { loginMfaRequest } from '@sukoon/contract/two-factor';

const errors = { 400: errorResponse, 401: errorResponse, 429: errorResponse, 502: errorResponse };

export function registerAuthRoutes(app: ZodApp, services: Services): void {
  const { auth, registration, passwordReset, authLimits: limits } = services;

  app.post(
    '/api/register',
    {
      schema: { tags: ['auth'], body: registerRequest, response: { 200: messageResponse, ...errors } },
      preHandler: consumeAll(limits.registerByAddress, limits.registerByAccount),
    },
    async (request) => ({ message: await registration.register(request.body, requestLocale(request)) }),
  );

  app.post(
    '/api/verify-otp',
    {
      schema: { tags: ['auth'], body: verifyOtpRequest, response: { 200: messageResponse, ...errors } },
      preHandler: consumeAll(limits.verifyByAddress, limits.verifyByAccount),
    },
    async (request) => ({ message: await registration.verify(request.body, requestLocale(request)) }),
  );

  app.post(
    '/api/register/resend-otp',
    {
      schema: { tags: ['auth'], body: resendOtpRequest, response: { 200: messageResponse, ...errors } },
      // The same allowance as register: both send a sign-up mail to the address.
      preHandler: consumeAll(limits.registerByAddress, limits.registerByAccount),
    },
    async (request) => ({
      message: await registration.resendOtp(request.body.email, requestLocale(request)),
    }),
  );

  app.post(
    '/api/login',
    {
      schema: { tags: ['auth'], body: loginRequest, response: { 200: loginResponse, ...errors } },
      preHandler: [
        consumeAll(limits.loginByAddress),
        limits.loginFailuresByAccountAndAddress.assertOpen,
        limits.loginFailuresByAccount.assertOpen,
      ],
    },
    async (request) => {
      try {
        return await auth.login(request.body.emailorphone, request.body.password);
      } catch (error) {
        if (error instanceof AppError && error.status === 400) {
          await limits.loginFailuresByAccountAndAddress.consume(request);
          await limits.loginFailuresByAccount.consume(request);
        }
        throw error;
      }
    },
  );

  app.post(
    '/api/login/mfa',
    {
      schema: {
        tags: ['auth'],
        body: loginMfaRequest,
        response: { 200: sessionTokenResponse, ...errors },
      },
      preHandler: [consumeAll(limits.mfaByAddress, limits.mfaByTicket), limits.mfaFailuresByUser.assertOpen],
    },
    async (request) => {
      try {
        return await auth.completeMfa(request.body.mfaToken, request.body.code);
      } catch (error) {
        if (error instanceof AppError && error.status === 400) {
          await limits.mfaFailuresByUser.consume(request);
        }
        throw error;
      }
    },
  );

  app.get(
    '/api/userdetails',
    {
      // The page a staff member is sent to under STAFF_2FA=required asks who they are.
      config: { allowsTwoFactorSetup: true },
      schema: {
        tags: ['auth'],
        security: [{ bearer: [] }],
        response: { 200: userDetailsResponse, 401: errorResponse },
      },
      preHandler: app.requireUser,
    },
    async (request) => ({ user: await auth.userDetails(currentUser(request).id) }),
  );

  app.post(
    '/api/user/change-password',
    {
      schema: {
        tags: ['auth'],
        security: [{ bearer: [] }],
        body: changePasswordRequest,
        response: { 200: changePasswordResponse, ...errors },
      },
      preHandler: [app.requireUser, consumeAll(limits.passwordChangeByUser)],
    },
    async (request) => auth.changePassword(currentUser(request).id, request.body),
  );

  app.post(
    '/api/forgot-password',
    {
      schema: { tags: ['auth'], body: forgotPasswordRequest, response: { 200: messageResponse, ...errors } },
      preHandler: consumeAll(limits.forgotByAddress, limits.forgotByAccount),
    },
    async (request) => ({ message: await passwordReset.requestReset(request.body.email) }),
  );

  app.post(
    '/api/reset-password',
    {
      schema: { tags: ['auth'], body: resetPasswordRequest, response: { 200: messageResponse, ...errors } },
      preHandler: consumeAll(limits.resetByAddress, limits.resetByAccount),
    },
    async (request) => {
      const { email, otp: code, newPassword } = request.body;
      return { message: await passwordReset.resetPassword(email, code, newPassword) };
    },
  );
}
