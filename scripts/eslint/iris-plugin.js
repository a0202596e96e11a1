import path from 'node:path';
import { minimatch } from 'minimatch';
import { ModuleGraph, resolveImport } from './module-graph.js';
import { moduleDirection } from './module-direction.js';

/**
 * docs/architecture.md's rules of the house that lint checks on resolved files, so that every spelling of a
 * path (`../x.js`, `../../lib/x`, `@iris/domain/…`) is judged alike. Written here rather than
 * taken from eslint-plugin-import-x, whose resolver needs platform binaries the registry lacks.
 */

/** A zone path: a folder (anything under it) or a glob, relative to the repository. */
function matches(pattern, relativeFile) {
  if (/[*?{}!()[\]]/.test(pattern)) return minimatch(relativeFile, pattern, { dot: true });
  return relativeFile === pattern || relativeFile.startsWith(`${pattern}/`);
}

const anyMatch = (patterns, relativeFile) =>
  [patterns].flat().some((pattern) => matches(pattern, relativeFile));

const toPosix = (file) => file.split(path.sep).join('/');

/** `import type {…}`, `import {type A}` and `export type {…} from`: gone at run time. */
const isTypeOnly = (node) =>
  node.importKind === 'type' ||
  node.exportKind === 'type' ||
  (node.type === 'ImportDeclaration' &&
    node.specifiers.length > 0 &&
    node.specifiers.every((specifier) => specifier.importKind === 'type'));

const layers = {
  meta: {
    type: 'problem',
    docs: { description: 'Imports go only in the directions docs/architecture.md allows.' },
    schema: [
      {
        type: 'object',
        properties: { root: { type: 'string' }, zones: { type: 'array' } },
        required: ['root', 'zones'],
        additionalProperties: false,
      },
    ],
  },
  create(context) {
    const { root, zones } = context.options[0];
    const file = context.filename;
    const relativeFile = toPosix(path.relative(root, file));
    const active = zones.filter((zone) => anyMatch(zone.target, relativeFile));
    if (active.length === 0) return {};
    const check = (node) => {
      const target = resolveImport(node.source.value, file, root);
      if (!target) return;
      const relativeTarget = toPosix(path.relative(root, target));
      for (const zone of active) {
        if (!anyMatch(zone.from, relativeTarget)) continue;
        if (zone.allowTypeImports && isTypeOnly(node)) continue;
        const excepted = (zone.except ?? []).some((exception) =>
          [zone.from]
            .flat()
            .some((from) => matches(path.posix.join(from, exception), relativeTarget)),
        );
        if (!excepted) context.report({ node: node.source, message: zone.message });
      }
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: (node) => node.source && check(node),
      ExportAllDeclaration: check,
    };
  },
};

const graphs = new Map();

const noCycle = {
  meta: {
    type: 'problem',
    docs: {
      description:
        'No file imports, through any chain, a file that imports it back; `import type` counts.',
    },
    schema: [
      {
        type: 'object',
        properties: { root: { type: 'string' } },
        required: ['root'],
        additionalProperties: false,
      },
    ],
  },
  create(context) {
    const { root } = context.options[0];
    if (!graphs.has(root)) graphs.set(root, new ModuleGraph(root));
    const graph = graphs.get(root);
    const file = context.filename;
    return {
      'ImportDeclaration, ExportNamedDeclaration, ExportAllDeclaration'(node) {
        if (!node.source) return;
        const target = resolveImport(node.source.value, file, root);
        if (!target) return;
        const cycle = target === file ? [file] : graph.pathBetween(target, file);
        if (!cycle) return;
        const chain = [file, ...cycle].map((step) => toPosix(path.relative(root, step)));
        context.report({
          node: node.source,
          message: `Import cycle: ${chain.join(' → ')}. Move what both need to a third file.`,
        });
      },
    };
  },
};

const KEBAB = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** `customer-form-dialog.tsx`, `customers.routes.ts`, `api-paths.gen.ts`: kebab-case parts. */
const isKebabName = (name) => name.split('.').every((part) => KEBAB.test(part));

const fileName = {
  meta: {
    type: 'suggestion',
    docs: { description: 'Files and folders are named in kebab-case (docs/architecture.md).' },
    schema: [
      {
        type: 'object',
        properties: { root: { type: 'string' } },
        required: ['root'],
        additionalProperties: false,
      },
    ],
  },
  create(context) {
    const { root } = context.options[0];
    const parts = toPosix(path.relative(root, context.filename)).split('/');
    const wrong = parts.filter((part) => !isKebabName(part));
    if (wrong.length === 0) return {};
    return {
      Program(node) {
        context.report({
          node,
          loc: { line: 1, column: 0 },
          message: `Name in kebab-case (customer-form-dialog.tsx, customers.routes.ts): ${wrong.join(', ')}.`,
        });
      },
    };
  },
};

export default {
  meta: { name: 'iris' },
  rules: {
    layers,
    'no-cycle': noCycle,
    'module-direction': moduleDirection,
    'file-name': fileName,
  },
};
