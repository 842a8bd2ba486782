import { extractText, getDocumentProxy } from 'unpdf';
import type { InvoiceSummary, PaymentHistoryItem } from '@sukoon/contract';
import type { TestApp } from './test-app.ts';
import type { TestUser } from './users-fixture.ts';

// Reading documents back in tests: the lists, and a PDF's text through a real PDF parser.

/** The text of a PDF, pages joined, as a reader's text extraction sees it. */
export async function pdfText(pdf: Buffer | Uint8Array): Promise<string> {
  const document = await getDocumentProxy(new Uint8Array(pdf));
  const { text } = await extractText(document, { mergePages: true });
  return text;
}

export async function listInvoicesAs(t: TestApp, user: TestUser): Promise<InvoiceSummary[]> {
  const response = await t.app.inject({ method: 'GET', url: '/api/invoices', headers: user.headers });
  if (response.statusCode !== 200) throw new Error(`invoices: ${response.statusCode} ${response.body}`);
  return response.json<InvoiceSummary[]>();
}

export async function paymentHistoryOf(t: TestApp, user: TestUser): Promise<PaymentHistoryItem[]> {
  const response = await t.app.inject({ method: 'GET', url: '/api/payments/mine', headers: user.headers });
  if (response.statusCode !== 200) throw new Error(`payments/mine: ${response.statusCode} ${response.body}`);
  return response.json<PaymentHistoryItem[]>();
}

export const downloadPdf = (t: TestApp, user: TestUser | undefined, id: string) =>
  t.app.inject({ method: 'GET', url: `/api/invoices/${id}/pdf`, headers: user?.headers ?? {} });
