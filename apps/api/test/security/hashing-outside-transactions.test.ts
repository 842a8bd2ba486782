import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * Password hashing never runs inside a database transaction (issue 27, review §3). argon2 takes
 * milliseconds and waits for a free hashing slot; inside a transaction that time holds row locks,
 * and on PGlite's single connection every other query in the process. Read the source and name
 * each hashing call lexically inside a `.transaction(…)` callback.
 */
const SRC = path.resolve(import.meta.dirname, '../../src');
const HASHING_CALL = /^(verifyPassword|hashPassword)$|argon2/i;

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

/** The name a call is made by: `verifyPassword(…)`, `argon2.verify(…)` gives `argon2.verify`. */
const calleeName = (call: ts.CallExpression, file: ts.SourceFile) => call.expression.getText(file);

const isTransactionCall = (node: ts.Node): node is ts.CallExpression =>
  ts.isCallExpression(node) &&
  ts.isPropertyAccessExpression(node.expression) &&
  node.expression.name.text === 'transaction';

/** "file:line  call" for every hashing call inside a transaction's callback in `text`. */
function hashingInTransactions(fileName: string, text: string): string[] {
  const file = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visitInside = (node: ts.Node): void => {
    if (ts.isCallExpression(node) && HASHING_CALL.test(calleeName(node, file))) {
      const { line } = file.getLineAndCharacterOfPosition(node.getStart(file));
      found.push(`${fileName}:${line + 1}  ${calleeName(node, file)}`);
    }
    ts.forEachChild(node, visitInside);
  };
  const visit = (node: ts.Node): void => {
    if (isTransactionCall(node)) {
      for (const argument of node.arguments) {
        if (ts.isArrowFunction(argument) || ts.isFunctionExpression(argument)) visitInside(argument.body);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

describe('password hashing outside database transactions', () => {
  it('finds a hash inside a transaction, and not one before it', () => {
    const text = `
      const ok = await verifyPassword(stored, password);
      await db.transaction(async (tx) => {
        await lock(tx);
        if (!(await verifyPassword(stored, password))) throw wrong();
        const next = await hashPassword(password);
      });
      await ctx.db.transaction(function (tx) { return argon2.verify(stored, password); });`;
    expect(hashingInTransactions('example.ts', text)).toEqual([
      'example.ts:5  verifyPassword',
      'example.ts:6  hashPassword',
      'example.ts:8  argon2.verify',
    ]);
  });

  it('has no hashing call in any transaction callback in apps/api/src', () => {
    const files = sourceFiles(SRC);
    expect(files.length).toBeGreaterThan(50);
    const found = files.flatMap((file) =>
      hashingInTransactions(path.relative(SRC, file), fs.readFileSync(file, 'utf8')),
    );
    expect(found, 'hash the password before the transaction opens').toEqual([]);
  });
});
