import fs from 'node:fs';
import path from 'node:path';
import { inject } from 'vitest';
import type { FastifyInstance, FastifySchema } from 'fastify';
import { buildApp } from '../../src/app.ts';
import { loadConfig, type AppConfig } from '../../src/config/env.ts';
import { openDatabase, type Database } from '../../src/db/client.ts';
import type { Mailer, MailMessage } from '../../src/lib/mailer.ts';
import { copyTemplateDatabase } from '../template-database.ts';
import type { TestApp } from '../test-app.ts';

// The app the access matrix walks, and the list of routes it serves.

const DATABASE_URL = process.env.DATABASE_URL;

export interface MatrixApp extends TestApp {
  /** The schema of each route that answered, by `METHOD url` (recorded by an onSend hook). */
  schemas: Map<string, FastifySchema | undefined>;
  mails: MailMessage[];
}

/** The real app as createTestApp builds it, with a web app to serve and a hook that reads route schemas. */
export async function createMatrixApp(): Promise<MatrixApp> {
  const copy = await copyTemplateDatabase(inject('templateDatabase'), DATABASE_URL);
  const webDir = path.join(copy.dataDir, 'web');
  fs.mkdirSync(path.join(webDir, 'assets'), { recursive: true });
  fs.writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><title>Sukoon</title>');
  fs.writeFileSync(path.join(webDir, 'assets', 'app.js'), 'console.log("app");');
  const config: AppConfig = loadConfig({
    DATA_DIR: copy.dataDir,
    ...(copy.databaseUrl ? { DATABASE_URL: copy.databaseUrl } : {}),
    SEED_DEMO: 'false',
    LOG_LEVEL: 'silent',
    PAYMENT_PROVIDER: 'simulated',
    // An outside room's link is a secret (anyone who has it walks in): the matrix checks that no
    // answer leaks it. The product's own room (`sukoon`) is only an address behind sign-in.
    MEETING_PROVIDER: 'link',
  });
  const mails: MailMessage[] = [];
  const mailer: Mailer = {
    send: async (message) => {
      mails.push(message);
    },
  };
  const database: Database = await openDatabase(config);
  const app: FastifyInstance = await buildApp(config, { database, webDir, mailer });
  const schemas = new Map<string, FastifySchema | undefined>();
  app.addHook('onSend', async (request, _reply, payload) => {
    schemas.set(`${request.method} ${request.routeOptions.url}`, request.routeOptions.schema);
    return payload;
  });
  await app.ready();
  return {
    app,
    config,
    database,
    schemas,
    mails,
    close: async () => {
      await app.close();
      await database.close();
      fs.rmSync(copy.dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Every `METHOD path` the app serves, read from Fastify's own route tree (an onRoute hook would
 * come too late: buildApp registers its routes before a test can add one). HEAD is dropped where it
 * is the automatic twin of a GET; each parsed route is checked against the router, so a misread
 * tree fails here rather than passing quietly.
 */
export function registeredRoutes(app: FastifyInstance): string[] {
  const tree = app.printRoutes({ commonPrefix: false });
  const prefixes: string[] = [];
  const found = new Map<string, Set<string>>();
  for (const line of tree.split('\n')) {
    const match = /^((?:[│ ] {3})*)[├└]── (.+?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = (match[1] ?? '').length / 4;
    const segment = match[2] ?? '';
    const fullPath =
      depth === 0 && !segment.startsWith('/') ? `/${segment}` : (prefixes[depth - 1] ?? '') + segment;
    prefixes[depth] = fullPath;
    prefixes.length = depth + 1;
    for (const method of (match[3] ?? '').split(',').map((m) => m.trim())) {
      if (!method) continue;
      const methods = found.get(fullPath) ?? new Set<string>();
      methods.add(method);
      found.set(fullPath, methods);
    }
  }
  const routes: string[] = [];
  for (const [printedPath, methods] of found) {
    for (const method of methods) {
      if (method === 'HEAD' && methods.has('GET')) continue;
      // The tree prints a wildcard under the longest shared prefix: `/api/docs/static/*` beside
      // `/api/docs/static/index.html` comes out as `/api/docs` + `*`; try the folders it may be in.
      const base = printedPath.endsWith('*') ? printedPath.slice(0, -1) : undefined;
      const candidates = [printedPath];
      if (base !== undefined) {
        candidates.push(`${base}/*`);
        for (const other of found.keys()) {
          if (other.startsWith(base) && !other.endsWith('*')) {
            candidates.push(`${other.slice(0, other.lastIndexOf('/') + 1)}*`);
          }
        }
      }
      const routePath = candidates.find((url) => app.hasRoute({ method: method, url }));
      if (!routePath) {
        throw new Error(`read ${method} ${printedPath} from printRoutes, but the router has no such route`);
      }
      routes.push(`${method} ${routePath}`);
    }
  }
  return routes.sort();
}
