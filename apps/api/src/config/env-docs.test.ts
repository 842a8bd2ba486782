import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { API_ROOT } from '../paths.ts';
import { ENV_VARIABLES } from './env.ts';

const read = (file: string) => fs.readFileSync(path.join(API_ROOT, '../..', file), 'utf8');

describe('the documented configuration', () => {
  it('.env.example lists every variable the server reads, with a line saying what it means, and no other', () => {
    const lines = read('.env.example').split('\n');
    const listed = lines.flatMap((line) => /^#? ?([A-Z][A-Z0-9_]+)=/.exec(line)?.[1] ?? []);
    expect([...listed].sort()).toEqual([...ENV_VARIABLES].sort());
    for (const name of ENV_VARIABLES) {
      const index = lines.findIndex((line) => new RegExp(`^#? ?${name}=`).test(line));
      // Its meaning is the comment above it, or above the group it belongs to.
      const above = lines.slice(0, index).reverse();
      const meaning = above.find((line) => !/^#? ?[A-Z][A-Z0-9_]+=/.test(line));
      expect(meaning, name).toMatch(/^# \S/);
    }
  });

  it("README's configuration table names every variable the server reads", () => {
    const table = read('README.md')
      .split('\n')
      .filter((line) => line.startsWith('| `'))
      .map((line) => line.split('|')[1] ?? '');
    const documented = table.flatMap((cell) => [...cell.matchAll(/`([A-Z][A-Z0-9_]+)`/g)].map((m) => m[1]));
    expect(ENV_VARIABLES.filter((name) => !documented.includes(name))).toEqual([]);
  });
});
