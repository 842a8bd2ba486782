// Brotli sizes of the built web app's JS chunks, and the JS on the critical path of / (the entry
// chunk and everything it imports statically). Reads apps/web/dist; build first.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import {
  ASSETS,
  CRITICAL_PATH_BUDGET_KB,
  ROUTE_CHUNK_BUDGET_KB,
  criticalPath,
  listChunks,
} from './web-chunks.mjs';

const brotliKB = (file) =>
  brotliCompressSync(readFileSync(path.join(ASSETS, file)), {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11 },
  }).length / 1024;

/** The size table and verdict as Markdown lines, and whether both budgets hold. */
export function measureBundles() {
  const chunks = listChunks()
    .map((file) => ({ file, kb: brotliKB(file) }))
    .sort((a, b) => b.kb - a.kb);
  const critical = criticalPath();
  const criticalKB = chunks
    .filter(({ file }) => critical.includes(file))
    .reduce((sum, { kb }) => sum + kb, 0);
  const overBudget = chunks.filter(({ file, kb }) => !critical.includes(file) && kb > ROUTE_CHUNK_BUDGET_KB);
  const lines = [
    '| chunk | brotli KB | on the critical path of / |',
    '| --- | --- | --- |',
    ...chunks.map(
      ({ file, kb }) => `| ${file} | ${kb.toFixed(1)} | ${critical.includes(file) ? 'yes' : ''} |`,
    ),
    '',
    `Critical path of /: ${criticalKB.toFixed(1)} KB brotli in ${critical.length} chunks ` +
      `(budget ${CRITICAL_PATH_BUDGET_KB} KB): ${criticalKB <= CRITICAL_PATH_BUDGET_KB ? 'met' : 'MISSED'}.`,
    `Lazy chunks over ${ROUTE_CHUNK_BUDGET_KB} KB brotli: ` +
      (overBudget.length
        ? overBudget.map(({ file, kb }) => `${file} ${kb.toFixed(1)} KB`).join(', ')
        : 'none') +
      '.',
  ];
  return { lines, met: criticalKB <= CRITICAL_PATH_BUDGET_KB && overBudget.length === 0 };
}
