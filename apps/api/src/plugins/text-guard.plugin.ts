import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error.js';

const NUL = '\u0000';

/** The path of the first string (value or key) holding a NUL byte, which PostgreSQL refuses. */
function findNul(root: unknown): string | undefined {
  // A stack, not recursion: a body may be nested thousands of levels deep.
  const stack: [unknown, string][] = [[root, '']];
  for (let next = stack.pop(); next; next = stack.pop()) {
    const [value, path] = next;
    if (typeof value === 'string') {
      if (value.includes(NUL)) return path;
    } else if (ArrayBuffer.isView(value)) {
      // Bytes (a webhook's raw body, a file) are not text: walked, each byte would be an entry.
      continue;
    } else if (value !== null && typeof value === 'object') {
      for (const [key, child] of Object.entries(value)) {
        const childPath = path ? `${path}.${key}` : key;
        if (key.includes(NUL)) return childPath;
        stack.push([child, childPath]);
      }
    }
  }
  return undefined;
}

/**
 * A NUL byte in any text (body, URL parameter, query) is a 400 on that field: PostgreSQL cannot
 * store it, and it must not reach the database as a 500.
 */
export const textGuardPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('preValidation', (request, _reply, done) => {
    const field = findNul(request.params) ?? findNul(request.query) ?? findNul(request.body);
    if (field === undefined) {
      done();
      return;
    }
    done(
      new AppError('invalid_input', {
        errors: [{ field: field || 'body', message: 'validation.text' }],
      }),
    );
  });
});
