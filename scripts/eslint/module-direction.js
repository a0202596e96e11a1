import path from 'node:path';
import { resolveImport } from './module-graph.js';

/**
 * The API's modules import one way (docs/architecture.md, The API's modules): each declares the
 * modules it is built on, and imports those only. The map is checked to have no cycle, so that two
 * modules never depend on each other, even through a third; what a module below must let a module
 * above do goes through a hook (apps/api/src/lib/module-hooks.ts), not an import back.
 */

const toPosix = (file) => file.split(path.sep).join('/');

/** The modules `name` is built on, directly or through others, as the map declares them. */
function below(uses, name, seen = new Set()) {
  for (const used of uses[name] ?? []) {
    if (seen.has(used)) continue;
    seen.add(used);
    below(uses, used, seen);
  }
  return seen;
}

/** A declared cycle, as the chain of its modules (`a → b → a`), or undefined. */
export function cycleIn(uses) {
  const walk = (chain) => {
    for (const used of uses[chain[chain.length - 1]] ?? []) {
      if (used === chain[0]) return [...chain, used];
      if (chain.includes(used)) continue;
      const cycle = walk([...chain, used]);
      if (cycle) return cycle;
    }
    return undefined;
  };
  for (const name of Object.keys(uses)) {
    const cycle = walk([name]);
    if (cycle) return cycle;
  }
  return undefined;
}

const checked = new WeakSet();

/** Throws at configuration time on a map that names an undeclared module or holds a cycle. */
function assertMap(uses) {
  if (checked.has(uses)) return;
  for (const [name, used] of Object.entries(uses)) {
    const unknown = used.filter((other) => !Object.hasOwn(uses, other));
    if (unknown.length > 0) {
      throw new Error(`iris/module-direction: ${name} uses undeclared ${unknown.join(', ')}.`);
    }
  }
  const cycle = cycleIn(uses);
  if (cycle) throw new Error(`iris/module-direction: a cycle in the map, ${cycle.join(' → ')}.`);
  checked.add(uses);
}

/** The module a repository path is in (`sales` of `…/modules/sales/x.ts`), or undefined. */
function moduleOf(folder, relativeFile) {
  if (!relativeFile.startsWith(`${folder}/`)) return undefined;
  const parts = relativeFile.slice(folder.length + 1).split('/');
  // A file directly in the folder (modules/api-modules.ts, the list of them all) is in none.
  return parts.length > 1 ? parts[0] : undefined;
}

function messageFor(uses, from, to) {
  const where = `(the API's modules in eslint.config.js)`;
  if (!Object.hasOwn(uses, from)) {
    return `Module ${from} is not declared ${where}: name the modules it is built on.`;
  }
  if (!Object.hasOwn(uses, to)) {
    return `Module ${to} is not declared ${where}: name the modules it is built on.`;
  }
  if (below(uses, to).has(from)) {
    return (
      `${from} never imports ${to}: ${to} is built on ${from} ${where}. Move what ${from} needs ` +
      `down to ${from} or lib, or let ${to} register on a hook of ${from} (lib/module-hooks.ts).`
    );
  }
  return `${from} does not declare that it uses ${to} ${where}: add ${to} to its list there.`;
}

export const moduleDirection = {
  meta: {
    type: 'problem',
    docs: { description: "The API's modules import only the modules they declare they use." },
    schema: [
      {
        type: 'object',
        properties: {
          root: { type: 'string' },
          folder: { type: 'string' },
          uses: {
            type: 'object',
            additionalProperties: { type: 'array', items: { type: 'string' } },
          },
        },
        required: ['root', 'folder', 'uses'],
        additionalProperties: false,
      },
    ],
  },
  create(context) {
    const { root, folder, uses } = context.options[0];
    assertMap(uses);
    const file = context.filename;
    const from = moduleOf(folder, toPosix(path.relative(root, file)));
    if (from === undefined) return {};
    const check = (node) => {
      if (node.source?.type !== 'Literal' || typeof node.source.value !== 'string') return;
      const target = resolveImport(node.source.value, file, root);
      if (!target) return;
      const to = moduleOf(folder, toPosix(path.relative(root, target)));
      if (to === undefined || to === from) return;
      if (Object.hasOwn(uses, from) && uses[from].includes(to)) return;
      context.report({ node: node.source, message: messageFor(uses, from, to) });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      // Unlike a cycle between files, a lazy import() back is still a module tied to one above.
      ImportExpression: check,
    };
  },
};
