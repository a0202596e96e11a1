/** A handler of a module hook: it acts on the caller's context, inside its transaction. */
export type HookHandler<Args extends unknown[]> = (...args: Args) => Promise<void>;

/**
 * A point where a module lets the modules built on it take part in what it does, without
 * importing them (docs/architecture.md, The API's modules: modules import one way). The module
 * below declares the hook and runs it where the thing happens; a module above registers its
 * handler, from buildApp (app.ts) as it registers its jobs. Cancelling a sale cancels its lab
 * orders this way, though lab orders import sales and not the reverse.
 */
export interface ModuleHook<Args extends unknown[]> {
  register(handler: HookHandler<Args>): void;
  /** Every handler, one after the other in the order registered: one transaction, one client. */
  run(...args: Args): Promise<void>;
}

export function moduleHook<Args extends unknown[]>(): ModuleHook<Args> {
  // A set: the tests build an app per file in one process, each registering the same handlers.
  const handlers = new Set<HookHandler<Args>>();
  return {
    register(handler) {
      handlers.add(handler);
    },
    async run(...args) {
      for (const handler of handlers) await handler(...args);
    },
  };
}
