import path from 'node:path';
import PDFDocument from 'pdfkit';
import { BRAND_NAME, certificatePath, formatIstDate, type Certificate } from '@sukoon/contract';
import { FONTS_DIR } from '../../paths.ts';

// DejaVu Serif ships in the repository (fonts/LICENSE-DejaVu.txt): pdfkit's built-in fonts cannot
// draw names outside Latin-1, and a learner's name may be in any script DejaVu covers.
const REGULAR = path.join(FONTS_DIR, 'DejaVuSerif.ttf');
const BOLD = path.join(FONTS_DIR, 'DejaVuSerif-Bold.ttf');

/** The certificate as an A4 landscape PDF, with the address where anyone can check it. */
export function renderCertificatePdf(
  certificate: Certificate,
  code: string,
  appUrl: string,
): Promise<Buffer> {
  const verifyAt = `${appUrl.replace(/\/$/, '')}${certificatePath(code)}`;
  const doc = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margin: 56,
    info: {
      Title: `Certificate of completion: ${certificate.courseName}`,
      Author: BRAND_NAME,
      Subject: `${certificate.name} completed ${certificate.courseName}`,
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const width = doc.page.width - 112;
  const line = (font: string, size: number, text: string, gap: number) =>
    doc.font(font).fontSize(size).text(text, 56, undefined, { width, align: 'center' }).moveDown(gap);
  doc
    .rect(28, 28, doc.page.width - 56, doc.page.height - 56)
    .lineWidth(2)
    .stroke('#2f6f62');
  doc.y = 110;
  doc.fillColor('#1f2933');
  line(REGULAR, 16, BRAND_NAME, 1.2);
  line(BOLD, 30, 'Certificate of completion', 1.2);
  line(REGULAR, 14, 'This certifies that', 0.6);
  line(BOLD, 26, certificate.name, 0.6);
  line(REGULAR, 14, 'completed every lesson of', 0.6);
  line(BOLD, 20, certificate.courseName, 0.8);
  line(REGULAR, 14, `on ${formatIstDate(certificate.completedAt)}`, 2);
  line(REGULAR, 11, `Check this certificate at ${verifyAt}`, 0);
  doc.end();
  return done;
}
