import { z } from 'zod';
import {
  acceptCounsellorInviteBody,
  counsellorAvailability,
  counsellorAvailabilityResponse,
  counsellorInviteResponse,
  errorResponse,
  messageResponse,
} from '@sukoon/contract';
import type { ZodApp } from '../../lib/zod-app.ts';
import { currentUser } from '../../plugins/auth.ts';
import type { Services } from '../../services.ts';

const tags = ['counsellors'];
const signedIn = [{ bearer: [] }];
/** Tokens are 256 random bits; the limit only keeps a flood of guesses off the database. */
const INVITE_RATE_LIMIT = { rateLimit: { max: 30, timeWindow: '1 minute' } };
const inviteErrors = {
  400: errorResponse,
  404: errorResponse,
  409: errorResponse,
  410: errorResponse,
  429: errorResponse,
};
const inviteQuery = z.object({ token: z.string({ message: 'is required' }).min(1, 'is required').max(200) });
const whoseQuery = z.object({ counsellorId: z.string().max(100).optional() });
const availabilityErrors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse };

/** The counsellor's own side: joining through the invitation, and their calendar. */
export function registerCounsellorAccountRoutes(app: ZodApp, { invitations, availability }: Services): void {
  app.get(
    '/api/counsellor/invite',
    {
      config: INVITE_RATE_LIMIT,
      schema: {
        tags,
        summary: 'Whom an invitation link is for',
        querystring: inviteQuery,
        response: { 200: counsellorInviteResponse, ...inviteErrors },
      },
    },
    (request) => invitations.readInvitation(request.query.token),
  );

  app.post(
    '/api/counsellor/accept-invite',
    {
      config: INVITE_RATE_LIMIT,
      schema: {
        tags,
        summary: "Set a new counsellor's password; the link then stops working",
        body: acceptCounsellorInviteBody,
        response: { 200: messageResponse, ...inviteErrors },
      },
    },
    async (request) => ({
      message: await invitations.acceptInvitation(request.body.token, request.body.password),
    }),
  );

  app.get(
    '/api/counsellor/availability',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: "The signed-in counsellor's hours (an admin names the counsellor)",
        security: signedIn,
        querystring: whoseQuery,
        response: { 200: counsellorAvailabilityResponse, ...availabilityErrors },
      },
    },
    (request) => availability.readAvailability(currentUser(request), request.query.counsellorId),
  );

  app.put(
    '/api/counsellor/availability',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: 'Replace the weekly hours and the time off; booked sessions stay',
        security: signedIn,
        querystring: whoseQuery,
        body: counsellorAvailability,
        response: { 200: messageResponse, ...availabilityErrors },
      },
    },
    async (request) => ({
      message: await availability.saveAvailability(
        currentUser(request),
        request.query.counsellorId,
        request.body,
      ),
    }),
  );
}
