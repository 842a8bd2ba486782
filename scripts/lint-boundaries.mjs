// The boundaries of docs/architecture.md as ESLint options. eslint.config.js applies them;
// lint-boundaries.test.mjs shows each one refusing a crossing.
import { readdirSync } from 'node:fs';
import { basename, join } from 'node:path';

const folders = (path) =>
  readdirSync(path, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

/** `import-x/no-restricted-paths` zones, relative to the repository root `root`. */
export function boundaryZones(root) {
  const web = 'apps/web/src';
  const features = folders(join(root, web, 'features'));
  return [
    ...features.map((feature) => ({
      target: `./${web}/features/${feature}`,
      from: `./${web}/features`,
      except: [`./${feature}`],
      message:
        'A feature does not import another feature: compose them in app/, or move the shared piece to components/ or lib/.',
    })),
    {
      target: [`./${web}/features`, `./${web}/components`, `./${web}/lib`],
      from: `./${web}/app`,
      message: 'app/ composes features; nothing below it imports app/.',
    },
    {
      target: [`./${web}/components`, `./${web}/lib`],
      from: `./${web}/features`,
      message: 'Shared pieces (components/, lib/) never import a feature.',
    },
    {
      target: './apps/web',
      from: './apps/api',
      message: 'The web app talks to the API over HTTP, through the contract.',
    },
    { target: './apps/api', from: './apps/web', message: 'The API never imports the web app.' },
    {
      target: './packages/contract',
      from: './apps',
      message: 'The contract is shared by both apps and imports neither.',
    },
  ];
}

/**
 * `@typescript-eslint/no-restricted-imports` for files in `apps/api/src/modules/<module>/`: a
 * path into a sibling module (`../other/…`) may be imported as a type only. Values arrive in the
 * deps that services.ts hands to each factory.
 */
export const apiModuleBoundary = {
  patterns: [
    {
      regex: '^\\.\\./[^./][^/]*/',
      allowTypeImports: true,
      message:
        "Another module arrives in your factory's deps: import its service as a type (see docs/architecture.md).",
    },
  ],
};

const KEBAB_CASE = /^[a-z0-9]+(?:-[a-z0-9]+)*(?:\.[a-z0-9]+)*$/;

/** Files are named in kebab-case (`booking-form.tsx`, `appointments-service.ts`). */
export const kebabCaseFiles = {
  meta: {
    type: 'suggestion',
    docs: { description: 'File names are kebab-case.' },
    messages: { kebab: 'Name this file in kebab-case: "{{name}}".' },
    schema: [],
  },
  create(context) {
    return {
      Program(node) {
        const name = basename(context.physicalFilename);
        if (!KEBAB_CASE.test(name)) context.report({ node, messageId: 'kebab', data: { name } });
      },
    };
  },
};
