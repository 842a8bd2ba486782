import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { APPOINTMENT_FEE_PAISE } from '@sukoon/contract';
import type { PaymentHistoryItem } from '@sukoon/contract/invoices';
import { invoicePdfs, invoices } from '../../db/schema/index.ts';
import { addDays, istDay } from '../../lib/ist.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createUserWithToken, type TestUser } from '../../../test/users-fixture.ts';
import { buyThroughCheckout, insertCourse, insertWebinar } from '../../../test/purchase-fixture.ts';
import { downloadPdf, listInvoicesAs, paymentHistoryOf, pdfText } from '../../../test/invoice-kit.ts';
import { bookAndPay, createClock, createMailbox } from '../appointments/appointments-test-kit.ts';

// Every successful payment gets its invoice in the transaction that records it paid; a refund
// gets a credit note. Read back through the API and, for the PDFs, through a real PDF parser.

const SELLER = {
  SELLER_LEGAL_NAME: 'Sukoon Wellness Private Limited',
  SELLER_ADDRESS: '12 Civil Lines, Akola, Maharashtra 444001',
  SELLER_GSTIN: '27ABCDE1234F1Z5',
};

const invoiceRow = async (t: TestApp, id: string) =>
  (await t.database.db.select().from(invoices).where(eq(invoices.id, id)))[0];

describe('tax invoices (seller registered for GST in Maharashtra)', () => {
  const clock = createClock('2026-11-20T06:00:00.000Z');
  const mailbox = createMailbox();
  let t: TestApp;
  let buyer: TestUser;
  let other: TestUser;
  let admin: TestUser;

  beforeAll(async () => {
    t = await createTestApp(SELLER, { now: clock.now, mailer: mailbox.mailer });
    buyer = await createUserWithToken(t);
    other = await createUserWithToken(t, 'user', { firstName: 'Kavya', lastName: 'Iyer' });
    admin = await createUserWithToken(t, 'admin');
  });
  afterAll(() => t?.close());

  it('issues a tax invoice with CGST + SGST for a buyer who named no state, attached to the purchase mail', async () => {
    const course = await insertCourse(t, { name: 'Calm Parenting', priceRupees: 499 });
    await buyThroughCheckout(t, buyer.headers, { purpose: 'course', courseId: course.id });

    const [invoice] = await listInvoicesAs(t, buyer);
    expect(invoice).toMatchObject({
      number: 'INV/26-27/000001',
      kind: 'tax-invoice',
      purpose: 'course',
      description: 'Online course: Calm Parenting',
      amountPaise: 49_900,
      issuedAt: clock.now().toISOString(),
    });
    expect(await invoiceRow(t, invoice?._id ?? '')).toMatchObject({
      taxRateBasisPoints: 1800,
      taxablePaise: 42_288,
      cgstPaise: 3806,
      sgstPaise: 3806,
      igstPaise: 0,
      totalPaise: 49_900,
      sellerGstin: SELLER.SELLER_GSTIN,
      sellerState: '27',
      buyerState: null,
      sac: '999293',
    });

    const [mail] = await mailbox.waitFor(buyer.email);
    const attachment = mail?.attachments?.find((file) => file.contentType === 'application/pdf');
    expect(attachment).toMatchObject({ filename: 'INV-26-27-000001.pdf', encoding: 'base64' });
    const attached = await pdfText(Buffer.from(attachment?.content ?? '', 'base64'));
    expect(attached).toContain('INV/26-27/000001');
  });

  it('prints every field on the PDF: seller, buyer, SAC, taxable value, CGST, SGST, total in figures and words', async () => {
    const [invoice] = await listInvoicesAs(t, buyer);
    const response = await downloadPdf(t, buyer, invoice?._id ?? '');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe('attachment; filename="INV-26-27-000001.pdf"');
    const text = await pdfText(response.rawPayload);
    const [payment] = await paymentHistoryOf(t, buyer);
    for (const field of [
      'Tax invoice',
      'INV/26-27/000001',
      '20 Nov 2026',
      SELLER.SELLER_LEGAL_NAME,
      SELLER.SELLER_ADDRESS,
      'State: Maharashtra (27)',
      `GSTIN: ${SELLER.SELLER_GSTIN}`,
      'Ravi Test',
      buyer.email,
      'Place of supply: Maharashtra (27)',
      'Online course: Calm Parenting',
      'SAC 999293',
      'Taxable value',
      '₹422.88',
      'CGST @ 9%',
      'SGST @ 9%',
      '₹38.06',
      '₹499.00',
      'Rupees Four Hundred Ninety-Nine Only',
      'Payment reference: pay_sim_',
    ]) {
      expect(text, field).toContain(field);
    }
    expect(text).not.toContain('IGST');
    expect(payment?.documents.map((document) => document.number)).toEqual(['INV/26-27/000001']);
  });

  it('charges IGST to a buyer in another state, and prints their GSTIN', async () => {
    const put = (payload: object) =>
      t.app.inject({ method: 'PUT', url: '/api/me/billing', headers: other.headers, payload });
    expect((await put({ gstin: '29AAAAA0000A1Z5', state: '27' })).statusCode).toBe(400);
    expect((await put({ gstin: 'not a gstin' })).statusCode).toBe(400);
    expect((await put({ state: '99' })).statusCode).toBe(400);
    const saved = await put({ gstin: '29aaaaa0000a1z5' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({ gstin: '29AAAAA0000A1Z5', state: '29' });
    const read = await t.app.inject({ method: 'GET', url: '/api/me/billing', headers: other.headers });
    expect(read.json()).toEqual({ gstin: '29AAAAA0000A1Z5', state: '29' });

    const webinar = await insertWebinar(t, new Date('2026-12-01T13:00:00.000Z'), { priceRupees: 299 });
    await buyThroughCheckout(t, other.headers, { purpose: 'webinar', webinarId: webinar.id });
    const [invoice] = await listInvoicesAs(t, other);
    expect(invoice).toMatchObject({ number: 'INV/26-27/000002', kind: 'tax-invoice', amountPaise: 29_900 });
    expect(await invoiceRow(t, invoice?._id ?? '')).toMatchObject({
      taxablePaise: 25_339,
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: 4561,
      buyerGstin: '29AAAAA0000A1Z5',
      buyerState: '29',
    });
    const text = await pdfText((await downloadPdf(t, other, invoice?._id ?? '')).rawPayload);
    for (const field of [
      'IGST @ 18%',
      '₹45.61',
      'GSTIN: 29AAAAA0000A1Z5',
      'Place of supply: Karnataka (29)',
    ]) {
      expect(text, field).toContain(field);
    }
    expect(text).not.toContain('CGST');

    // Cleared, the next invoice is intra-state again.
    expect((await put({ gstin: '', state: '' })).json()).toEqual({ gstin: '', state: '' });
  });

  it('shows a buyer only their own documents; others are told they do not exist; admins see all', async () => {
    const [mine] = await listInvoicesAs(t, buyer);
    const [theirs] = await listInvoicesAs(t, other);
    expect(mine?._id).not.toBe(theirs?._id);
    expect((await listInvoicesAs(t, buyer)).map((row) => row._id)).toEqual([mine?._id]);

    expect((await downloadPdf(t, other, mine?._id ?? '')).statusCode).toBe(404);
    expect((await downloadPdf(t, buyer, theirs?._id ?? '')).statusCode).toBe(404);
    expect((await downloadPdf(t, undefined, mine?._id ?? '')).statusCode).toBe(401);
    expect((await downloadPdf(t, buyer, 'not-an-id')).statusCode).toBe(404);
    expect((await downloadPdf(t, buyer, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await downloadPdf(t, admin, mine?._id ?? '')).statusCode).toBe(200);
    expect((await downloadPdf(t, admin, theirs?._id ?? '')).statusCode).toBe(200);
    const all = (await listInvoicesAs(t, admin)).map((row) => row.number);
    expect(all).toEqual(expect.arrayContaining(['INV/26-27/000001', 'INV/26-27/000002']));
    expect(await listInvoicesAs(t, admin)).toHaveLength(2);
  });

  it('draws a document once and then serves the kept bytes, at most 30 a minute from one address', async () => {
    const [invoice] = await listInvoicesAs(t, buyer);
    const id = invoice?._id ?? '';
    const first = await downloadPdf(t, buyer, id);
    expect(first.statusCode).toBe(200);
    const kept = () => t.database.db.select().from(invoicePdfs).where(eq(invoicePdfs.invoiceId, id));
    const [row] = await kept();
    expect(row).toMatchObject({ locale: 'en' });
    expect(row?.pdf.equals(first.rawPayload)).toBe(true);
    // Served from the kept row, not drawn again: bytes changed in the row come back as they are.
    const marked = Buffer.concat([first.rawPayload, Buffer.from('\n% kept copy\n')]);
    await t.database.db.update(invoicePdfs).set({ pdf: marked }).where(eq(invoicePdfs.invoiceId, id));
    const second = await downloadPdf(t, buyer, id);
    expect(second.rawPayload.equals(marked)).toBe(true);
    expect((await downloadPdf(t, admin, id)).rawPayload.equals(marked)).toBe(true);
    await t.database.db
      .update(invoicePdfs)
      .set({ pdf: first.rawPayload })
      .where(eq(invoicePdfs.invoiceId, id));
    expect(await kept()).toHaveLength(1);

    const fromOneAddress = () =>
      t.app.inject({
        method: 'GET',
        url: `/api/invoices/${id}/pdf`,
        headers: buyer.headers,
        remoteAddress: '198.51.100.30',
      });
    for (let request = 1; request <= 30; request += 1) {
      expect((await fromOneAddress()).statusCode, `request ${request}`).toBe(200);
    }
    const refused = await fromOneAddress();
    expect(refused.statusCode).toBe(429);
    expect(refused.json<{ message: string }>().message).toMatch(
      /^Too many attempts\. Please try again in \d+ seconds\.$/,
    );
  });

  it('issues a credit note when a paid request is rejected, once, in its own series', async () => {
    const date = addDays(istDay(clock.now()), 2);
    await bookAndPay(t, buyer, { date, slot: 12 });
    const [session] = (await paymentHistoryOf(t, buyer)).filter((item) => item.purpose === 'appointment');
    expect(session).toMatchObject({
      status: 'paid',
      amountPaise: APPOINTMENT_FEE_PAISE,
      description: 'Counselling session on 22 Nov 2026, 12 PM IST',
    });
    // The history speaks its reader's language; the invoice itself stays in English.
    const inLanguage = async (language: string) => {
      const headers = { ...buyer.headers, 'accept-language': language };
      const response = await t.app.inject({ method: 'GET', url: '/api/payments/mine', headers });
      return response.json<PaymentHistoryItem[]>().map((item) => item.description);
    };
    expect(await inLanguage('hi')).toContain('22 नव॰ 2026, दोपहर 12 IST का काउंसलिंग सेशन');
    expect(await inLanguage('mr')).toContain('22 नोव्हें, 2026, मध्यान्ह 12 IST चे समुपदेशन सत्र');
    expect((await listInvoicesAs(t, buyer)).map((invoice) => invoice.description)).toContain(
      'Counselling session on 22 Nov 2026, 12 PM IST',
    );
    const appointments = await t.app.inject({
      method: 'GET',
      url: '/api/appointments/mine',
      headers: buyer.headers,
    });
    const appointmentId = appointments.json<{ _id: string }[]>()[0]?._id ?? '';
    const rejected = await t.app.inject({
      method: 'POST',
      url: `/api/appointments/${appointmentId}`,
      headers: admin.headers,
      payload: { status: 'rejected' },
    });
    expect(rejected.statusCode, rejected.body).toBe(200);

    const history = (await paymentHistoryOf(t, buyer)).find((item) => item._id === session?._id);
    expect(history).toMatchObject({ status: 'refunded', refundedAt: clock.now().toISOString() });
    expect(history?.documents.map((document) => [document.kind, document.number])).toEqual([
      ['tax-invoice', 'INV/26-27/000003'],
      ['credit-note', 'CN/26-27/000001'],
    ]);
    const documents = await listInvoicesAs(t, buyer);
    const invoice = documents.find((row) => row.number === 'INV/26-27/000003');
    const note = documents.find((row) => row.kind === 'credit-note');
    expect(note).toMatchObject({
      invoiceId: invoice?._id,
      paymentId: session?._id,
      amountPaise: APPOINTMENT_FEE_PAISE,
      purpose: 'appointment',
    });
    const text = await pdfText((await downloadPdf(t, buyer, note?._id ?? '')).rawPayload);
    for (const field of [
      'Credit note',
      'CN/26-27/000001',
      'Against invoice INV/26-27/000003',
      'Total credited',
      '₹199.00',
    ]) {
      expect(text, field).toContain(field);
    }
    // The sale's tax is reversed line for line.
    const [sale, reversal] = [await invoiceRow(t, invoice?._id ?? ''), await invoiceRow(t, note?._id ?? '')];
    expect(reversal).toMatchObject({
      taxablePaise: sale?.taxablePaise,
      cgstPaise: sale?.cgstPaise,
      sgstPaise: sale?.sgstPaise,
      sac: '999319',
    });
  });

  it('numbers in a new financial year from 1 at midnight IST on 1 April', async () => {
    const course = await insertCourse(t, { priceRupees: 100 });
    clock.set('2027-03-31T18:29:00.000Z');
    await buyThroughCheckout(t, buyer.headers, { purpose: 'course', courseId: course.id });
    const late = await insertCourse(t, { priceRupees: 100 });
    clock.set('2027-03-31T18:30:00.000Z');
    await buyThroughCheckout(t, buyer.headers, { purpose: 'course', courseId: late.id });
    const numbers = (await listInvoicesAs(t, buyer)).map((row) => row.number);
    expect(numbers.slice(0, 2)).toEqual(['INV/27-28/000001', 'INV/26-27/000004']);
  });
});

describe('bills of supply (seller not registered for GST)', () => {
  let t: TestApp;
  let buyer: TestUser;

  beforeAll(async () => {
    t = await createTestApp({ SELLER_LEGAL_NAME: 'Sukoon Trust' });
    buyer = await createUserWithToken(t, 'user', { billingState: '29' });
  });
  afterAll(() => t?.close());

  it('issues a receipt without tax lines, whatever state the buyer is in', async () => {
    const course = await insertCourse(t, { priceRupees: 499 });
    await buyThroughCheckout(t, buyer.headers, { purpose: 'course', courseId: course.id });
    const [receipt] = await listInvoicesAs(t, buyer);
    expect(receipt).toMatchObject({ kind: 'bill-of-supply', amountPaise: 49_900 });
    expect(await invoiceRow(t, receipt?._id ?? '')).toMatchObject({
      sellerGstin: null,
      taxRateBasisPoints: 0,
      taxablePaise: 49_900,
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: 0,
    });
    const text = await pdfText((await downloadPdf(t, buyer, receipt?._id ?? '')).rawPayload);
    for (const field of ['Bill of supply', 'Sukoon Trust', 'Not registered under GST', '₹499.00']) {
      expect(text, field).toContain(field);
    }
    for (const absent of ['GSTIN', 'CGST', 'SGST', 'IGST', 'Taxable value'])
      expect(text).not.toContain(absent);
  });
});
