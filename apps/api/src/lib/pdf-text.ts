import path from 'node:path';
import type { AppLocale } from '@sukoon/contract/languages';
import { FONTS_DIR } from '../paths.ts';

// DejaVu Serif (fonts/LICENSE-DejaVu.txt) draws Latin, ₹ and the other scripts it covers; Noto Sans
// Devanagari (fonts/LICENSE-NotoSansDevanagari.txt) draws Hindi and Marathi, but of Latin only the
// digits and punctuation. pdfkit has no font fallback, so text is cut into runs, one font each.
type Script = 'latin' | 'devanagari';
export type Weight = 'regular' | 'bold';

const FACES: Record<Script, Record<Weight, string>> = {
  latin: {
    regular: path.join(FONTS_DIR, 'DejaVuSerif.ttf'),
    bold: path.join(FONTS_DIR, 'DejaVuSerif-Bold.ttf'),
  },
  devanagari: {
    regular: path.join(FONTS_DIR, 'NotoSansDevanagari-Regular.ttf'),
    bold: path.join(FONTS_DIR, 'NotoSansDevanagari-Bold.ttf'),
  },
};

const DEVANAGARI = /\p{Script_Extensions=Devanagari}/u;
/** What Noto Sans Devanagari has besides Devanagari (and line breaks): these stay in the run they stand in. */
const SHARED =
  /[\n\x20-\x23\x25\x27-\x3F\x5B-\x5F\x7B-\x7E\xA0\xAD\xD7\xF7\u200B-\u200D\u2010\u2013\u2014\u2018\u2019\u201C\u201D\u2026\u20B9\u2212]/u;

export interface ScriptRun {
  text: string;
  script: Script;
}

/**
 * Text cut where its script changes. Digits, spaces, punctuation and ₹ join the run before them
 * (or the first one); a text of nothing else is drawn in the document's own script.
 */
export function scriptRuns(text: string, base: Script): ScriptRun[] {
  const runs: ScriptRun[] = [];
  let leading = '';
  for (const char of text) {
    const script = DEVANAGARI.test(char) ? 'devanagari' : SHARED.test(char) ? undefined : 'latin';
    const last = runs.at(-1);
    if (script === undefined) {
      if (last) last.text += char;
      else leading += char;
    } else if (last?.script === script) {
      last.text += char;
    } else {
      runs.push({ text: runs.length === 0 ? leading + char : char, script });
    }
  }
  return runs.length > 0 ? runs : [{ text: leading, script: base }];
}

export interface TextPlace {
  x: number;
  /** The top of the first line; the current position when left out. */
  y?: number;
  width: number;
  align?: 'center' | 'right';
}

interface Piece {
  text: string;
  script: Script;
  font: string;
  width: number;
}

/**
 * Writes a document's texts in its reader's language: Hindi and Marathi in Noto Sans Devanagari,
 * and whatever people typed (names, course titles) in the font that has its letters.
 */
export function createPdfWriter(doc: PDFKit.PDFDocument, locale: AppLocale) {
  const base: Script = locale === 'en' ? 'latin' : 'devanagari';

  /**
   * Draws Devanagari inside a span that carries its text in reading order: the shaper puts a vowel
   * sign like ि before its consonant, and without it copying or searching the PDF reads "िक" for "कि".
   */
  const spoken = (text: string, script: Script, draw: () => void) => {
    if (script === 'latin') return draw();
    doc.markContent('Span', { actual: text });
    draw();
    doc.endMarkedContent();
  };

  /** The font's ascent at `size`: where the baseline sits below a line's top. */
  const ascent = (font: string, size: number) => {
    doc.font(font).fontSize(size);
    // pdfkit keeps the font's metrics on the current font without typing them.
    return ((doc as unknown as { _font: { ascender: number } })._font.ascender / 1000) * size;
  };

  /** Several fonts on shared lines: wrapped at spaces, each line on one baseline. */
  function writeMixed(runs: ScriptRun[], weight: Weight, size: number, place: TextPlace) {
    const measure = (text: string, font: string) => doc.font(font).fontSize(size).widthOfString(text);
    const lines: Piece[][] = [];
    let line: Piece[] = [];
    let used = 0;
    let space: Piece | undefined;
    for (const run of runs) {
      const font = FACES[run.script][weight];
      for (const text of run.text.split(/( +)/).filter(Boolean)) {
        const piece = { text, script: run.script, font, width: measure(text, font) };
        if (text.startsWith(' ')) {
          space = line.length > 0 ? piece : undefined;
          continue;
        }
        const gap = space?.width ?? 0;
        // A break only where there was a space: a word of two scripts stays whole.
        if (space && used + gap + piece.width > place.width) {
          lines.push(line);
          line = [];
          used = 0;
        } else if (space) {
          line.push(space);
          used += gap;
        }
        line.push(piece);
        used += piece.width;
        space = undefined;
      }
    }
    lines.push(line);

    let top = place.y ?? doc.y;
    for (const pieces of lines) {
      // An empty line (two line breaks in a row) is as tall as one in the document's own font.
      const fonts =
        pieces.length > 0 ? [...new Set(pieces.map((piece) => piece.font))] : [FACES[base][weight]];
      const baseline = top + Math.max(...fonts.map((font) => ascent(font, size)));
      const width = pieces.reduce((sum, piece) => sum + piece.width, 0);
      const free = place.width - width;
      let x = place.x + (place.align === 'center' ? free / 2 : place.align === 'right' ? free : 0);
      for (const piece of pieces) {
        const at = x;
        spoken(piece.text, piece.script, () =>
          doc
            .font(piece.font)
            .fontSize(size)
            .text(piece.text, at, baseline, { lineBreak: false, baseline: 'alphabetic' }),
        );
        x += piece.width;
      }
      top += Math.max(...fonts.map((font) => doc.font(font).fontSize(size).currentLineHeight(true)));
    }
    doc.x = place.x;
    doc.y = top;
  }

  return {
    /** One paragraph, wrapped to the place's width. */
    write(value: string, weight: Weight, size: number, place: TextPlace) {
      const runs = scriptRuns(value, base);
      const [only] = runs;
      if (runs.length === 1 && only) {
        const { x, y, width, align } = place;
        spoken(value, only.script, () =>
          doc
            .font(FACES[only.script][weight])
            .fontSize(size)
            .text(value, x, y, align ? { width, align } : { width }),
        );
        return;
      }
      // Typed text may hold line breaks (an address): each line is its own paragraph.
      const paragraphs = value.split('\n');
      paragraphs.forEach((paragraph, index) =>
        writeMixed(
          scriptRuns(paragraph, base),
          weight,
          size,
          index === 0 ? place : { ...place, y: undefined },
        ),
      );
    },
  };
}

export type PdfWriter = ReturnType<typeof createPdfWriter>;
