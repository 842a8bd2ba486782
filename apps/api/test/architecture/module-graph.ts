import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** One source file of the API: its path relative to `src` and its text. */
export interface SourceFile {
  path: string;
  text: string;
}

export interface ModuleEdge {
  from: string;
  to: string;
  file: string;
  /** `import type`, or every name of the import marked `type`: gone after compilation. */
  typeOnly: boolean;
}

const moduleOf = (file: string): string | undefined => /^modules\/([^/]+)\//.exec(file)?.[1];

/** Every non-test `.ts` file under `src`, paths relative to it with forward slashes. */
export function readSources(srcDir: string): SourceFile[] {
  const out: SourceFile[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'paraglide') walk(full);
      } else if (/\.ts$/.test(entry.name) && !/\.test\.ts$|\.d\.ts$/.test(entry.name)) {
        out.push({
          path: path.relative(srcDir, full).split(path.sep).join('/'),
          text: fs.readFileSync(full, 'utf8'),
        });
      }
    }
  };
  walk(srcDir);
  return out;
}

function isTypeOnly(node: ts.ImportDeclaration | ts.ExportDeclaration): boolean {
  if (ts.isExportDeclaration(node)) {
    if (node.isTypeOnly) return true;
    const clause = node.exportClause;
    return (
      !!clause &&
      ts.isNamedExports(clause) &&
      clause.elements.length > 0 &&
      clause.elements.every((e) => e.isTypeOnly)
    );
  }
  const clause = node.importClause;
  if (!clause) return false; // a side-effect import runs the module
  if (clause.isTypeOnly) return true;
  if (clause.name) return false;
  const bindings = clause.namedBindings;
  return (
    !!bindings &&
    ts.isNamedImports(bindings) &&
    bindings.elements.length > 0 &&
    bindings.elements.every((e) => e.isTypeOnly)
  );
}

/** The imports (static, re-exports and dynamic) that cross from one API module into another. */
export function moduleEdges(files: SourceFile[]): ModuleEdge[] {
  const edges: ModuleEdge[] = [];
  for (const file of files) {
    const from = moduleOf(file.path);
    if (!from) continue;
    const source = ts.createSourceFile(file.path, file.text, ts.ScriptTarget.Latest, false);
    const add = (specifier: string, typeOnly: boolean) => {
      if (!specifier.startsWith('.')) return;
      const to = moduleOf(path.posix.normalize(path.posix.join(path.posix.dirname(file.path), specifier)));
      if (to && to !== from) edges.push({ from, to, file: file.path, typeOnly });
    };
    const visit = (node: ts.Node) => {
      if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier) {
        if (ts.isStringLiteral(node.moduleSpecifier)) add(node.moduleSpecifier.text, isTypeOnly(node));
      } else if (
        ts.isCallExpression(node) &&
        node.expression.kind === ts.SyntaxKind.ImportKeyword &&
        node.arguments[0] &&
        ts.isStringLiteral(node.arguments[0])
      ) {
        add(node.arguments[0].text, false);
      } else if (
        ts.isImportTypeNode(node) &&
        ts.isLiteralTypeNode(node.argument) &&
        ts.isStringLiteral(node.argument.literal)
      ) {
        add(node.argument.literal.text, true);
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return edges;
}

/** Pairs of modules where each imports a value from the other, as `a ↔ b` (a before b). */
export function twoWayPairs(edges: ModuleEdge[]): string[] {
  const value = new Set(edges.filter((e) => !e.typeOnly).map((e) => `${e.from}>${e.to}`));
  const pairs = new Set<string>();
  for (const edge of value) {
    const [a = '', b = ''] = edge.split('>');
    if (a < b && value.has(`${b}>${a}`)) pairs.add(`${a} ↔ ${b}`);
  }
  return [...pairs].sort();
}

/** `create…(` calls in route files (`modules/<x>/<y>-routes.ts`): routes only register. */
export function factoryCallsInRoutes(files: SourceFile[]): string[] {
  const found: string[] = [];
  for (const file of files) {
    if (!/^modules\/[^/]+\/[^/]+-routes\.ts$/.test(file.path)) continue;
    const source = ts.createSourceFile(file.path, file.text, ts.ScriptTarget.Latest, true);
    const visit = (node: ts.Node) => {
      if (ts.isCallExpression(node)) {
        const callee = node.expression;
        const name = ts.isIdentifier(callee)
          ? callee.text
          : ts.isPropertyAccessExpression(callee)
            ? callee.name.text
            : '';
        if (/^create[A-Z]/.test(name)) {
          const line = source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
          found.push(`${file.path}:${line} ${name}(`);
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return found;
}
