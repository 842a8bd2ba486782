import PDFDocument from 'pdfkit';
import { BRAND_NAME, certificatePath, formatIstDate, type Certificate } from '@sukoon/contract';
import type { AppLocale } from '@sukoon/contract/languages';
import { createPdfWriter, type Weight } from '../../lib/pdf-text.ts';
import { m } from '../../paraglide/messages.js';

/**
 * The certificate as an A4 landscape PDF, with the address where anyone can check it, in the
 * learner's language (their profile's). The learner's and the course's names are drawn in the
 * font that has their letters, whatever the language.
 */
export function renderCertificatePdf(
  certificate: Certificate,
  code: string,
  appUrl: string,
  locale: AppLocale,
): Promise<Buffer> {
  const verifyAt = `${appUrl.replace(/\/$/, '')}${certificatePath(code)}`;
  const title = m.documents_certificate_title({}, { locale });
  const doc = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margin: 56,
    info: {
      Title: `${title}: ${certificate.courseName}`,
      Author: BRAND_NAME,
      Subject: m.documents_certificate_subject(
        { name: certificate.name, course: certificate.courseName },
        { locale },
      ),
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const writer = createPdfWriter(doc, locale);
  const width = doc.page.width - 112;
  const line = (weight: Weight, size: number, text: string, gap: number) => {
    writer.write(text, weight, size, { x: 56, width, align: 'center' });
    doc.moveDown(gap);
  };
  doc
    .rect(28, 28, doc.page.width - 56, doc.page.height - 56)
    .lineWidth(2)
    .stroke('#2f6f62');
  doc.y = 110;
  doc.fillColor('#1f2933');
  line('regular', 16, BRAND_NAME, 1.2);
  line('bold', 30, title, 1.2);
  line('regular', 14, m.documents_certificate_certifies({}, { locale }), 0.6);
  line('bold', 26, certificate.name, 0.6);
  line('regular', 14, m.documents_certificate_completed({}, { locale }), 0.6);
  line('bold', 20, certificate.courseName, 0.8);
  line(
    'regular',
    14,
    m.documents_certificate_on({ date: formatIstDate(certificate.completedAt, { locale }) }, { locale }),
    2,
  );
  line('regular', 11, m.documents_certificate_check({ link: verifyAt }, { locale }), 0);
  doc.end();
  return done;
}
