// Bundles the API with the contract package (TypeScript source) into dist/; npm packages stay external.
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const { dependencies = {}, devDependencies = {} } = JSON.parse(readFileSync('package.json', 'utf8'));
const external = Object.keys({ ...dependencies, ...devDependencies }).flatMap((name) => [name, `${name}/*`]);

await build({
  entryPoints: ['src/server.ts', 'src/admin-create.ts', 'src/admin-reset-two-step.ts', 'src/db-backup.ts'],
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  target: 'node22',
  format: 'esm',
  external,
  sourcemap: true,
  logLevel: 'warning',
});
