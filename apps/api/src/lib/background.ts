import type { FastifyBaseLogger } from 'fastify';

/**
 * Work a request starts but does not wait for (e-mails of the public account calls, so that
 * they answer in the same time whether or not the e-mail exists). Closing the app waits for it.
 */
export interface Background {
  run(name: string, task: () => Promise<void>): void;
  drain(): Promise<void>;
}

export function createBackground(log: FastifyBaseLogger): Background {
  const pending = new Set<Promise<void>>();
  return {
    run(name, task) {
      const job = Promise.resolve()
        .then(task)
        .catch((error: unknown) => {
          // The error's type only: messages of mail and database errors can carry addresses.
          log.error({ task: name, error: (error as Error).name }, 'background task failed');
        })
        .finally(() => pending.delete(job));
      pending.add(job);
    },
    async drain() {
      while (pending.size > 0) await Promise.all([...pending]);
    },
  };
}
