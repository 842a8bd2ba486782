import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createUserWithToken, type TestUser } from '../../../test/users-fixture.ts';
import { buyThroughCheckout, insertCourse } from '../../../test/purchase-fixture.ts';
import { downloadPdf, listInvoicesAs, pdfText } from '../../../test/invoice-kit.ts';
import { createClock, createMailbox } from '../appointments/appointments-test-kit.ts';

// Issue 20: a document is written in its buyer's profile language, as their mail is, with the
// Devanagari font embedded. The PDF parser reads glyphs in the order they are drawn, and Devanagari
// draws a vowel sign like ि before its consonant (and रु as two glyphs), so the texts looked for here
// have none.

const SELLER = {
  SELLER_LEGAL_NAME: 'Sukoon Wellness Private Limited',
  SELLER_ADDRESS: '12 Civil Lines, Akola, Maharashtra 444001',
  SELLER_GSTIN: '27ABCDE1234F1Z5',
};

const embedsDevanagari = (pdf: Buffer) => pdf.toString('latin1').includes('+NotoSansDevanagari-Regular');

describe('invoices in the buyer’s language', () => {
  const clock = createClock('2026-11-20T06:00:00.000Z');
  const mailbox = createMailbox();
  let t: TestApp;
  let hindi: TestUser;
  let admin: TestUser;

  beforeAll(async () => {
    t = await createTestApp(SELLER, { now: clock.now, mailer: mailbox.mailer });
    hindi = await createUserWithToken(t, 'user', { language: 'Hindi' });
    admin = await createUserWithToken(t, 'admin');
  });
  afterAll(() => t?.close());

  it('writes a Hindi buyer’s tax invoice in Hindi, mailed and downloaded, with the Latin name and ₹ amounts', async () => {
    const course = await insertCourse(t, { name: 'Calm Parenting', priceRupees: 499 });
    await buyThroughCheckout(t, hindi.headers, { purpose: 'course', courseId: course.id });
    const [invoice] = await listInvoicesAs(t, hindi);

    const [mail] = await mailbox.waitFor(hindi.email);
    const attachment = mail?.attachments?.find((file) => file.contentType === 'application/pdf');
    const attached = Buffer.from(attachment?.content ?? '', 'base64');
    expect(await pdfText(attached)).toContain('टैक्स इनवॉइस');
    expect(embedsDevanagari(attached)).toBe(true);

    const response = await downloadPdf(t, hindi, invoice?._id ?? '');
    expect(response.statusCode).toBe(200);
    const text = await pdfText(response.rawPayload);
    for (const field of [
      'टैक्स इनवॉइस',
      'INV/26-27/000001',
      'तारीख 20 नव॰ 2026',
      'राज्य: Maharashtra (27)',
      `GSTIN: ${SELLER.SELLER_GSTIN}`,
      'Ravi Test',
      'Online course: Calm Parenting',
      'CGST @ 9%',
      '₹38.06',
      'कुल (टैक्स',
      '₹499.00',
      'चार सौ',
      'न्यानवे मात्र',
      'pay_sim_',
    ]) {
      expect(text, field).toContain(field);
    }
    for (const english of [
      'Tax invoice',
      'Taxable value',
      'Place of supply',
      'Payment reference',
      'Rupees',
    ]) {
      expect(text).not.toContain(english);
    }
    expect(embedsDevanagari(response.rawPayload)).toBe(true);
    // The buyer's name is Latin, which Noto Sans Devanagari does not draw: DejaVu does.
    expect(response.rawPayload.toString('latin1')).toContain('+DejaVuSerif');

    // Whoever downloads it, the document is the buyer's.
    expect(await pdfText((await downloadPdf(t, admin, invoice?._id ?? '')).rawPayload)).toContain(
      'टैक्स इनवॉइस',
    );
  });

  it('writes a Marathi buyer’s invoice in Marathi, and an English buyer’s without the Devanagari font', async () => {
    const marathi = await createUserWithToken(t, 'user', { language: 'Marathi' });
    const english = await createUserWithToken(t, 'user', { language: 'English (UK)' });
    const course = await insertCourse(t, { name: 'Sleep Better', priceRupees: 299 });
    await buyThroughCheckout(t, marathi.headers, { purpose: 'course', courseId: course.id });
    await buyThroughCheckout(t, english.headers, { purpose: 'course', courseId: course.id });

    const [mine] = await listInvoicesAs(t, marathi);
    const marathiPdf = (await downloadPdf(t, marathi, mine?._id ?? '')).rawPayload;
    const text = await pdfText(marathiPdf);
    for (const field of [
      'कर बीजक',
      '20 नोव्हें, 2026',
      'करपात्र मूल्य',
      'एकूण (करासह)',
      '₹299.00',
      'अक्षरी:',
      'दोनशे नव्याण्णव फक्त',
    ]) {
      expect(text, field).toContain(field);
    }
    expect(text).not.toContain('Rupees');
    expect(embedsDevanagari(marathiPdf)).toBe(true);

    const [theirs] = await listInvoicesAs(t, english);
    const englishPdf = (await downloadPdf(t, english, theirs?._id ?? '')).rawPayload;
    const englishText = await pdfText(englishPdf);
    for (const field of [
      'Tax invoice',
      'No. INV/26-27/000003 · Date 20 Nov 2026',
      'Total (tax included)',
      'In words: Rupees Two Hundred Ninety-Nine Only',
    ]) {
      expect(englishText, field).toContain(field);
    }
    expect(embedsDevanagari(englishPdf)).toBe(false);
  });
});
