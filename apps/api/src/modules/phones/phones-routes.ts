import { z } from 'zod';
import { errorResponse, idParam } from '@sukoon/contract/common';
import {
  failedPhoneMessage,
  notificationPreferencesResponse,
  notificationPreferencesWrite,
  phoneMessageRetryResponse,
  phoneStatusResponse,
  phoneVerificationRequest,
  phoneVerificationResponse,
  phoneVerifyRequest,
} from '@sukoon/contract/phones';
import type { ZodApp } from '../../lib/zod-app.ts';
import type { Services } from '../../services.ts';
import { currentUser } from '../../plugins/auth.ts';

export function registerPhonesRoutes(app: ZodApp, { phones, phoneMessages, phoneLimits }: Services): void {
  const security = [{ bearer: [] }];
  const tags = ['phones'];

  app.get(
    '/api/me/phone',
    {
      schema: {
        tags,
        security,
        summary: 'The account’s mobile number and whether it is verified',
        response: { 200: phoneStatusResponse, 401: errorResponse },
      },
      preHandler: app.requireUser,
    },
    async (request) => phones.status(currentUser(request).id),
  );

  app.post(
    '/api/me/phone/verification',
    {
      schema: {
        tags,
        security,
        summary: 'Sends a 6-digit code by SMS to this number (10 minutes, 5 tries)',
        body: phoneVerificationRequest,
        response: {
          200: phoneVerificationResponse,
          400: errorResponse,
          401: errorResponse,
          429: errorResponse,
          502: errorResponse,
        },
      },
      preHandler: [app.requireUser, phoneLimits.requestCode],
    },
    async (request) => phones.requestCode(currentUser(request).id, request.body.phone),
  );

  app.post(
    '/api/me/phone/verify',
    {
      schema: {
        tags,
        security,
        summary: 'The code from the SMS makes the number this account’s verified number',
        body: phoneVerifyRequest,
        response: {
          200: phoneStatusResponse,
          400: errorResponse,
          401: errorResponse,
          409: errorResponse,
          429: errorResponse,
        },
      },
      preHandler: [app.requireUser, phoneLimits.checkCode],
    },
    async (request) => phones.verify(currentUser(request).id, request.body.phone, request.body.code),
  );

  app.delete(
    '/api/me/phone',
    {
      schema: {
        tags,
        security,
        summary: 'Removes the number; SMS and WhatsApp turn off',
        response: { 200: phoneStatusResponse, 401: errorResponse },
      },
      preHandler: app.requireUser,
    },
    async (request) => phones.remove(currentUser(request).id),
  );

  app.get(
    '/api/me/notification-preferences',
    {
      schema: { tags, security, response: { 200: notificationPreferencesResponse, 401: errorResponse } },
      preHandler: app.requireUser,
    },
    async (request) => phones.preferences(currentUser(request).id),
  );

  app.put(
    '/api/me/notification-preferences',
    {
      schema: {
        tags,
        security,
        summary: 'Turns channels on or off; SMS and WhatsApp need a verified number',
        body: notificationPreferencesWrite,
        response: { 200: notificationPreferencesResponse, 400: errorResponse, 401: errorResponse },
      },
      preHandler: app.requireUser,
    },
    async (request) => phones.updatePreferences(currentUser(request).id, request.body),
  );

  app.get(
    '/api/admin/phone-messages/failed',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['system'],
        security,
        summary: 'SMS and WhatsApp messages that gave up after their last try, newest first',
        response: { 200: z.array(failedPhoneMessage), 401: errorResponse, 403: errorResponse },
      },
    },
    async () => phoneMessages.listFailed(),
  );

  app.post(
    '/api/admin/phone-messages/:id/retry',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['system'],
        security,
        summary: 'Puts a message that gave up back in the queue with all its tries',
        description: 'Only a failed message: an unknown id is 404, a pending, sent or void one 409.',
        params: idParam,
        response: {
          200: phoneMessageRetryResponse,
          401: errorResponse,
          403: errorResponse,
          404: errorResponse,
          409: errorResponse,
        },
      },
    },
    async (request) => phoneMessages.retryFailed(request.params.id),
  );
}
