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

/**
 * The static imports of a source file, `import type` included: a type-only cycle loads fine but
 * still ties two files together (neither can move or be read without the other). A lazy
 * `import()` is left out: it is how a file reaches one that imports it, on purpose.
 */
export function importSpecifiers(text, fileName) {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false);
  return source.statements
    .filter(
      (statement) =>
        (ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement)) &&
        statement.moduleSpecifier !== undefined &&
        ts.isStringLiteral(statement.moduleSpecifier),
    )
    .map((statement) => statement.moduleSpecifier.text);
}

/**
 * The repository's import graph, read file by file as the lint walks it. One lint run
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
    targets = importSpecifiers(text, file)
      .map((specifier) => resolveImport(specifier, file, this.root))
      .filter((target) => target !== undefined);
    this.edges.set(file, targets);
    return targets;
  }

  /** A chain of imports from `start` back to `goal`, or undefined when there is none. */
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
