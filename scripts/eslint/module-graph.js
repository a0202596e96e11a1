import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

// How the workspaces resolve their imports (tsconfig.base.json): `./x.js` is `./x.ts`, and
// `@iris/domain/*` goes through the workspace link and its `exports` to packages/domain/src.
const compilerOptions = {
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  allowJs: true,
  jsx: ts.JsxEmit.ReactJSX,
  resolveJsonModule: true,
};

/** The file an import names, or undefined for a package outside the repository. */
export function resolveImport(specifier, fromFile, root) {
  const { resolvedModule } = ts.resolveModuleName(specifier, fromFile, compilerOptions, ts.sys);
  // Judged by the real path: a workspace package is reached through node_modules but lives here.
  const file = resolvedModule?.resolvedFileName;
  if (!file) return undefined;
  const relative = path.relative(root, file);
  if (relative.startsWith('..') || relative.split(path.sep).includes('node_modules')) {
    return undefined;
  }
  return file;
}

/** `import type {…}` and `import {type A, type B}` vanish at run time: they make no cycle. */
function isTypeOnly(statement) {
  if (ts.isExportDeclaration(statement)) return statement.isTypeOnly;
  const clause = statement.importClause;
  if (!clause) return false;
  if (clause.isTypeOnly) return true;
  const bindings = clause.namedBindings;
  return (
    !clause.name &&
    bindings !== undefined &&
    ts.isNamedImports(bindings) &&
    bindings.elements.length > 0 &&
    bindings.elements.every((element) => element.isTypeOnly)
  );
}

/** The run-time imports of a source file (static ones: a lazy `import()` makes no load cycle). */
export function runtimeSpecifiers(text, fileName) {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false);
  return source.statements
    .filter(
      (statement) =>
        (ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement)) &&
        statement.moduleSpecifier !== undefined &&
        ts.isStringLiteral(statement.moduleSpecifier) &&
        !isTypeOnly(statement),
    )
    .map((statement) => statement.moduleSpecifier.text);
}

/**
 * The repository's run-time import graph, read file by file as the lint walks it. One lint run
 * reads each file once; an editor that keeps ESLint alive sees a file's new imports after a
 * restart of the server, which is the price of not re-reading the tree on every keystroke.
 */
export class ModuleGraph {
  edges = new Map();

  constructor(root) {
    this.root = root;
  }

  importsOf(file) {
    let targets = this.edges.get(file);
    if (targets) return targets;
    let text = '';
    try {
      text = readFileSync(file, 'utf8');
    } catch {
      // A file that vanished mid-run has no imports.
    }
    targets = runtimeSpecifiers(text, file)
      .map((specifier) => resolveImport(specifier, file, this.root))
      .filter((target) => target !== undefined);
    this.edges.set(file, targets);
    return targets;
  }

  /** A chain of run-time imports from `start` back to `goal`, or undefined when there is none. */
  pathBetween(start, goal) {
    const seen = new Set([start]);
    const queue = [[start]];
    while (queue.length > 0) {
      const chain = queue.shift();
      for (const next of this.importsOf(chain[chain.length - 1])) {
        if (next === goal) return [...chain, next];
        if (seen.has(next)) continue;
        seen.add(next);
        queue.push([...chain, next]);
      }
    }
    return undefined;
  }
}
