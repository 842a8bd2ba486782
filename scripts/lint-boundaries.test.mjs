// Each boundary of docs/architecture.md bites: a fixture that crosses it fails `npm run lint`'s
// own configuration. The fixtures are written beside real code (the rules look at paths) and removed.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const written = [];

function write(path, text) {
  const full = join(root, path);
  mkdirSync(dirname(full), { recursive: true });
  writeFileSync(full, text);
  written.push(full);
  return full;
}

/** The rules that fire on `path` holding `text`, under the repository's eslint.config.js. */
async function rulesFor(path, text) {
  const file = write(path, text);
  const eslint = new ESLint({ cwd: root });
  const [result] = await eslint.lintFiles([file]);
  return (result?.messages ?? []).map((message) => message.ruleId);
}

// Unique names so a crashed run's leftovers are easy to spot and never collide with real code.
const FEATURE_A = 'apps/web/src/features/lint-fixture-a';
const FEATURE_B = 'apps/web/src/features/lint-fixture-b';
const MODULE_A = 'apps/api/src/modules/lint-fixture-a';
const MODULE_B = 'apps/api/src/modules/lint-fixture-b';

beforeAll(() => {
  write(`${FEATURE_B}/thing.ts`, 'export const thing = 1;\n');
  write(
    `${MODULE_B}/lint-fixture-b-service.ts`,
    'export const helper = 1;\nexport type Service = { run(): void };\n',
  );
});

afterAll(() => {
  for (const path of [FEATURE_A, FEATURE_B, MODULE_A, MODULE_B])
    rmSync(join(root, path), { recursive: true, force: true });
  for (const file of written) rmSync(file, { force: true });
});

describe('npm run lint enforces the map', { timeout: 120_000 }, () => {
  it('refuses a web feature importing another feature', async () => {
    const rules = await rulesFor(
      `${FEATURE_A}/uses-b.ts`,
      "export { thing } from '../lint-fixture-b/thing.ts';\n",
    );
    expect(rules).toContain('import-x/no-restricted-paths');
  });

  it('refuses web code importing the API, and the contract importing an app', async () => {
    expect(
      await rulesFor(
        `${FEATURE_A}/uses-api.ts`,
        "export { ERROR_STATUS } from '../../../../api/src/lib/app-error.ts';\n",
      ),
    ).toContain('import-x/no-restricted-paths');
    expect(
      await rulesFor(
        'packages/contract/src/lint-fixture-uses-web.ts',
        "export { thing } from '../../../apps/web/src/features/lint-fixture-b/thing.ts';\n",
      ),
    ).toContain('import-x/no-restricted-paths');
  });

  it('refuses an import cycle', async () => {
    write(
      `${FEATURE_A}/cycle-two.ts`,
      "import { one } from './cycle-one.ts';\nexport const two = one + 1;\n",
    );
    const rules = await rulesFor(
      `${FEATURE_A}/cycle-one.ts`,
      "import { two } from './cycle-two.ts';\nexport const one = 1;\nexport const three = two;\n",
    );
    expect(rules).toContain('import-x/no-cycle');
  });

  it('lets an API module import another module only as a type', async () => {
    const value = await rulesFor(
      `${MODULE_A}/uses-value.ts`,
      "export { helper } from '../lint-fixture-b/lint-fixture-b-service.ts';\n",
    );
    expect(value).toContain('@typescript-eslint/no-restricted-imports');
    const type = await rulesFor(
      `${MODULE_A}/uses-type.ts`,
      "import type { Service } from '../lint-fixture-b/lint-fixture-b-service.ts';\nexport const run = (service: Service) => service.run();\n",
    );
    expect(type).not.toContain('@typescript-eslint/no-restricted-imports');
  });

  it('refuses a file name that is not kebab-case', async () => {
    expect(await rulesFor(`${FEATURE_A}/BookingForm.ts`, 'export const form = 1;\n')).toContain(
      'sukoon/kebab-case-files',
    );
  });
});
