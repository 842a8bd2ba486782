// Size budget of the built web app, brotli-compressed (npm run size; build first).
import {
  CRITICAL_PATH_BUDGET_KB,
  ROUTE_CHUNK_BUDGET_KB,
  criticalPath,
  listChunks,
} from './bench/web-chunks.mjs';

const critical = criticalPath();
const assetPath = (file) => `apps/web/dist/assets/${file}`;

export default [
  {
    name: 'JS on the critical path of /',
    path: critical.map(assetPath),
    limit: `${CRITICAL_PATH_BUDGET_KB} kB`,
  },
  ...listChunks()
    .filter((file) => !critical.includes(file))
    .map((file) => ({ name: file, path: assetPath(file), limit: `${ROUTE_CHUNK_BUDGET_KB} kB` })),
];
