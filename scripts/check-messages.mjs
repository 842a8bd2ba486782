// npm run i18n:check (part of npm test): every message catalogue (apps/*/messages/<area>/<locale>.json)
// has the same keys in every language as in English, no empty text, and the same {placeholders}
// as English, so no page ever shows a key, a blank or a raw placeholder; and no Hindi or Marathi
// text uses a variant docs/glossary.md rules out. Decision 018.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { glossaryProblems } from './glossary-terms.mjs';

const LOCALES = ['en', 'hi', 'mr'];
const CATALOGUE_ROOTS = ['apps/web/messages', 'apps/api/messages'];

/** The placeholders of a text: `{name}` (not ICU's plural branches, which stay in English keys). */
const placeholdersOf = (text) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

/** A message is a string, or an ICU select/plural written as the message format's variants. */
const textsOf = (value) => {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap((variant) => Object.values(variant.match ?? {}));
  return [];
};

/** Every problem of the catalogues under `repoRoot`, one line each, and how many areas were read. */
export const checkMessages = (repoRoot) => {
  const problems = [];
  let areas = 0;
  for (const root of CATALOGUE_ROOTS) {
    const rootDir = path.join(repoRoot, root);
    if (!existsSync(rootDir)) continue;
    for (const area of readdirSync(rootDir, { withFileTypes: true }).filter((entry) => entry.isDirectory())) {
      areas += 1;
      const dir = path.join(root, area.name);
      const catalogues = Object.fromEntries(
        LOCALES.map((locale) => {
          const file = path.join(dir, `${locale}.json`);
          if (!existsSync(path.join(repoRoot, file))) {
            problems.push(`${file}: missing`);
            return [locale, {}];
          }
          try {
            return [locale, JSON.parse(readFileSync(path.join(repoRoot, file), 'utf8'))];
          } catch (error) {
            problems.push(`${file}: not valid JSON (${error.message})`);
            return [locale, {}];
          }
        }),
      );
      const english = catalogues.en;
      for (const locale of LOCALES) {
        const catalogue = catalogues[locale];
        const file = path.join(dir, `${locale}.json`);
        for (const [key, value] of Object.entries(catalogue)) {
          if (key === '$schema') continue;
          if (!(key in english)) problems.push(`${file}: "${key}" is not in en.json`);
          const texts = textsOf(value);
          if (texts.length === 0 || texts.some((text) => typeof text !== 'string' || text.trim() === '')) {
            problems.push(`${file}: "${key}" is empty`);
          }
          for (const text of texts.filter((text) => typeof text === 'string')) {
            problems.push(...glossaryProblems(file, locale, key, text));
          }
        }
        if (locale === 'en') continue;
        for (const [key, value] of Object.entries(english)) {
          if (key === '$schema') continue;
          if (!(key in catalogue)) {
            problems.push(`${file}: "${key}" is missing`);
            continue;
          }
          const expected = JSON.stringify([...new Set(textsOf(value).flatMap(placeholdersOf))].sort());
          const actual = JSON.stringify([...new Set(textsOf(catalogue[key]).flatMap(placeholdersOf))].sort());
          if (expected !== actual)
            problems.push(`${file}: "${key}" has placeholders ${actual}, English has ${expected}`);
        }
      }
    }
  }

  return { problems, areas };
};

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { problems, areas } = checkMessages(process.cwd());
  if (problems.length > 0) {
    console.error(`Message catalogues: ${problems.length} problem(s)\n${problems.join('\n')}`);
    process.exit(1);
  }
  console.log(`Message catalogues: ${areas} areas, ${LOCALES.join(', ')} complete, glossary terms kept`);
}
