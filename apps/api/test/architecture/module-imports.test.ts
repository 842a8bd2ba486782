import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  factoryCallsInRoutes,
  moduleEdges,
  readSources,
  twoWayPairs,
  type SourceFile,
} from './module-graph.ts';

const sources = readSources(path.resolve(import.meta.dirname, '../../src'));

// STYLE "one way for each job": services are built once, in services.ts, and a module reaches
// another only through the services it is handed (issue 28).
describe('the API modules', () => {
  it('never import values from each other both ways', () => {
    expect(twoWayPairs(moduleEdges(sources))).toEqual([]);
  });

  it('build nothing in their route files: routes only register', () => {
    expect(factoryCallsInRoutes(sources)).toEqual([]);
  });
});

describe('the checker', () => {
  const fixture: SourceFile[] = [
    {
      path: 'modules/alpha/alpha-service.ts',
      text: [
        "import { betaRule } from '../beta/beta-rules.ts';",
        "import type { GammaService } from '../gamma/gamma-service.ts';",
        'export const alpha = betaRule;',
      ].join('\n'),
    },
    {
      path: 'modules/beta/beta-rules.ts',
      text: [
        'import {',
        '  alpha,',
        "} from '../alpha/alpha-service.ts';",
        'export const betaRule = alpha;',
      ].join('\n'),
    },
    {
      path: 'modules/gamma/gamma-service.ts',
      text: "import { type AlphaThing, type Other } from '../alpha/alpha-service.ts';\nexport type GammaService = AlphaThing | Other;",
    },
    {
      path: 'modules/delta/delta-service.ts',
      text: "export const load = () => import('../gamma/gamma-service.ts');",
    },
    {
      path: 'modules/gamma/gamma-routes.ts',
      text: [
        "import { createGammaService } from './gamma-service.ts';",
        'export function registerGammaRoutes(app, services) {',
        '  const gamma = createGammaService(services);',
        "  app.post('/api/gamma', () => services.gamma.createThing());",
        '}',
      ].join('\n'),
    },
  ];

  it('finds a pair of modules importing values from each other, across a multi-line import', () => {
    expect(twoWayPairs(moduleEdges(fixture))).toEqual(['alpha ↔ beta']);
  });

  it('does not count a type-only import as a dependency both ways', () => {
    const edges = moduleEdges(fixture);
    expect(edges).toContainEqual(expect.objectContaining({ from: 'alpha', to: 'gamma', typeOnly: true }));
    expect(edges).toContainEqual(expect.objectContaining({ from: 'gamma', to: 'alpha', typeOnly: true }));
    expect(edges).toContainEqual(expect.objectContaining({ from: 'delta', to: 'gamma', typeOnly: false }));
  });

  it('finds a create…( call in a route file, and only there', () => {
    expect(factoryCallsInRoutes(fixture)).toEqual([
      'modules/gamma/gamma-routes.ts:3 createGammaService(',
      'modules/gamma/gamma-routes.ts:4 createThing(',
    ]);
  });
});
