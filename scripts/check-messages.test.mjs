import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { checkMessages } from './check-messages.mjs';

let root = '';
afterEach(() => rmSync(root, { recursive: true, force: true }));

/** One area of the web catalogues, each language's texts as given. */
const catalogues = (byLocale) => {
  root = mkdtempSync(path.join(os.tmpdir(), 'messages-'));
  const dir = path.join(root, 'apps/web/messages/staff');
  mkdirSync(dir, { recursive: true });
  for (const [locale, texts] of Object.entries(byLocale)) {
    writeFileSync(path.join(dir, `${locale}.json`), JSON.stringify(texts));
  }
  return checkMessages(root).problems;
};

describe('npm run i18n:check', () => {
  it('passes catalogues that use the glossary’s words', () => {
    expect(
      catalogues({
        en: { staff_feedback_title: 'Session feedback', staff_join: 'Join' },
        hi: { staff_feedback_title: 'सेशन पर राय', staff_join: 'सेशन से जुड़ें' },
        mr: { staff_feedback_title: 'सत्रांवरील अभिप्राय', staff_join: 'सत्रात सामील व्हा' },
      }),
    ).toEqual([]);
  });

  it('names the file, the key and the glossary’s word for a ruled-out variant', () => {
    expect(
      catalogues({
        en: { staff_feedback_title: 'Session feedback', staff_intake: 'Intake answers' },
        hi: { staff_feedback_title: 'सेशन पर फ़ीडबैक', staff_intake: 'बुकिंग के सवालों के जवाब' },
        mr: { staff_feedback_title: 'सत्रांवरील अभिप्राय', staff_intake: 'इनटेकची उत्तरे' },
      }),
    ).toEqual([
      'apps/web/messages/staff/hi.json: "staff_feedback_title" says "फ़ीडबैक" for "feedback"; the glossary\'s word is "राय" (docs/glossary.md)',
      'apps/web/messages/staff/mr.json: "staff_intake" says "इनटेक" for "intake"; the glossary\'s word is "बुकिंगचे प्रश्न" (docs/glossary.md)',
    ]);
  });

  it('tells a participant from joining, and looks into every variant of a select', () => {
    const problems = catalogues({
      en: {
        staff_rules: 'Respect other participants.',
        staff_count: [{ match: { 'count=1': 'Join', 'count=*': 'Join' } }],
      },
      hi: {
        staff_rules: 'दूसरों का सम्मान करें।',
        staff_count: [{ match: { 'count=1': 'जुड़ें', 'count=*': 'जुड़ें' } }],
      },
      mr: {
        staff_rules: 'इतर सहभागींशी आदराने वागा.',
        staff_count: [{ match: { 'count=1': 'सामील व्हा', 'count=*': 'सहभागी व्हा' } }],
      },
    });
    expect(problems).toEqual([
      'apps/web/messages/staff/mr.json: "staff_count" says "सहभागी व्हा" for "join"; the glossary\'s word is "सामील व्हा" (docs/glossary.md)',
    ]);
  });

  it('still finds a missing key and a placeholder English does not have', () => {
    expect(
      catalogues({
        en: { staff_hello: 'Hello {name}', staff_bye: 'Bye' },
        hi: { staff_hello: 'नमस्ते {naam}', staff_bye: 'फिर मिलेंगे' },
        mr: { staff_hello: 'नमस्कार {name}' },
      }),
    ).toEqual([
      'apps/web/messages/staff/hi.json: "staff_hello" has placeholders ["naam"], English has ["name"]',
      'apps/web/messages/staff/mr.json: "staff_bye" is missing',
    ]);
  });
});
