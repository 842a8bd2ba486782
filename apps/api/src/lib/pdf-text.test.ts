import PDFDocument from 'pdfkit';
import { describe, expect, it } from 'vitest';
import { createPdfWriter, scriptRuns } from './pdf-text.ts';

describe('scriptRuns', () => {
  it('keeps a text of one script whole, digits, spaces and ₹ included', () => {
    expect(scriptRuns('Total (tax included) ₹1,180.00', 'latin')).toEqual([
      { text: 'Total (tax included) ₹1,180.00', script: 'latin' },
    ]);
    expect(scriptRuns('कुल (टैक्स सहित)', 'devanagari')).toEqual([
      { text: 'कुल (टैक्स सहित)', script: 'devanagari' },
    ]);
  });

  it('cuts where the script changes; what both fonts draw joins the run before it', () => {
    expect(scriptRuns('राज्य: Maharashtra (27)', 'devanagari')).toEqual([
      { text: 'राज्य: ', script: 'devanagari' },
      { text: 'Maharashtra (27)', script: 'latin' },
    ]);
    expect(scriptRuns('(27) प्रिया Sharma', 'latin')).toEqual([
      { text: '(27) प्रिया ', script: 'devanagari' },
      { text: 'Sharma', script: 'latin' },
    ]);
  });

  it('draws text of digits and signs alone in the document’s own script', () => {
    expect(scriptRuns('₹499.00', 'devanagari')).toEqual([{ text: '₹499.00', script: 'devanagari' }]);
    expect(scriptRuns('₹499.00', 'latin')).toEqual([{ text: '₹499.00', script: 'latin' }]);
  });

  it('gives DejaVu what Noto Sans Devanagari lacks: Latin letters, @ and the middle dot', () => {
    expect(scriptRuns('क्रमांक INV/1 · तारीख', 'devanagari').map((run) => run.script)).toEqual([
      'devanagari',
      'latin',
      'devanagari',
    ]);
    expect(scriptRuns('ग्राहक@example.com', 'devanagari')).toEqual([
      { text: 'ग्राहक', script: 'devanagari' },
      { text: '@example.com', script: 'latin' },
    ]);
  });
});

describe('createPdfWriter', () => {
  it('sets a text of two scripts line by line, an empty line included, and goes on below it', () => {
    const doc = new PDFDocument({ size: 'A4', margin: 50 });
    const writer = createPdfWriter(doc, 'hi');
    writer.write('राज्य: Maharashtra (27)', 'regular', 10, { x: 50, y: 100, width: 400 });
    const oneLine = doc.y - 100;
    writer.write('Civil Lines\n\nअकोला 444001', 'regular', 10, { x: 50, y: 200, width: 400 });
    expect(oneLine).toBeGreaterThan(10);
    // Three lines, the Latin-only ones a little less tall than one with Devanagari.
    expect(doc.y - 200).toBeGreaterThan(2.5 * oneLine);
    expect(doc.y - 200).toBeLessThanOrEqual(3 * oneLine);
    doc.end();
  });
});
