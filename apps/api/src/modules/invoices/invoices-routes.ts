import { z } from 'zod';
import {
  billingDetails,
  errorResponse,
  invoiceListResponse,
  invoiceParams,
  paymentHistoryResponse,
} from '@sukoon/contract';
import { requestLocale } from '../../lib/request-locale.ts';
import type { ZodApp } from '../../lib/zod-app.ts';
import { currentUser } from '../../plugins/auth.ts';
import type { Services } from '../../services.ts';

const tags = ['invoices'];
const security = [{ bearer: [] }];
const signedIn = { 401: errorResponse };
/** Per address: a PDF is drawn on the event loop the first time (issue 27 §10). */
const PDF_RATE_LIMIT = { rateLimit: { max: 30, timeWindow: '1 minute' } };

/** Invoices, credit notes, the buyer's payment history and their billing details (issue 18). */
export function registerInvoicesRoutes(app: ZodApp, { invoices }: Services): void {
  app.get(
    '/api/invoices',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary: "The caller's invoices, receipts and credit notes, newest first (an admin: everyone's)",
        response: { 200: invoiceListResponse, ...signedIn },
      },
    },
    (request) => invoices.list(currentUser(request)),
  );

  app.get(
    '/api/invoices/:id/pdf',
    {
      onRequest: app.requireUser,
      config: PDF_RATE_LIMIT,
      schema: {
        tags,
        security,
        summary: 'One document as a PDF (application/pdf): its buyer or an admin',
        params: invoiceParams,
        // Bytes, not JSON: Fastify sends a Buffer as it is.
        response: {
          200: z.instanceof(Buffer).describe('application/pdf'),
          400: errorResponse,
          ...signedIn,
          404: errorResponse,
          429: errorResponse,
        },
      },
    },
    async (request, reply) => {
      const { fileName, pdf } = await invoices.pdf(currentUser(request), request.params.id);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );

  app.get(
    '/api/payments/mine',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary: "The caller's payments (paid, refunded, failed) with their documents, newest first",
        response: { 200: paymentHistoryResponse, ...signedIn },
      },
    },
    (request) => invoices.paymentHistory(currentUser(request).id, requestLocale(request)),
  );

  app.get(
    '/api/me/billing',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary: "The caller's GSTIN and GST state for their invoices",
        response: { 200: billingDetails, ...signedIn },
      },
    },
    (request) => invoices.getBilling(currentUser(request).id),
  );

  app.put(
    '/api/me/billing',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary: "Sets the caller's GSTIN and GST state for invoices issued from now on",
        body: billingDetails,
        response: { 200: billingDetails, 400: errorResponse, ...signedIn },
      },
    },
    (request) => invoices.putBilling(currentUser(request).id, request.body),
  );
}
