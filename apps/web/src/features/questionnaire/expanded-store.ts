import { createContext, use, useDeferredValue, useSyncExternalStore } from 'react';

/**
 * Which questions of the tree are open. Each question subscribes to its own flag, so opening one,
 * or all 500, re-renders only the questions whose flag changed (the tree stays smooth).
 */
export class ExpandedStore {
  private open = new Set<number>();
  private readonly listeners = new Set<() => void>();

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  isOpen = (id: number) => this.open.has(id);

  toggle(id: number) {
    this.set(this.open.has(id) ? [...this.open].filter((open) => open !== id) : [...this.open, id]);
  }

  expand(id: number) {
    if (!this.open.has(id)) this.set([...this.open, id]);
  }

  set(ids: Iterable<number>) {
    this.open = new Set(ids);
    this.listeners.forEach((listener) => listener());
  }
}

export const ExpandedContext = createContext<ExpandedStore | null>(null);

function useStore(): ExpandedStore {
  const store = use(ExpandedContext);
  if (!store) throw new Error('useExpanded must be used inside ExpandedContext');
  return store;
}

/**
 * Whether a question is open, and the store to open or close it. The flag is deferred: opening
 * all of a large tree renders the new questions in the background, in slices, and the page keeps
 * answering clicks and scrolling meanwhile.
 */
export function useExpanded(id: number): [boolean, ExpandedStore] {
  const store = useStore();
  const open = useSyncExternalStore(store.subscribe, () => store.isOpen(id));
  return [useDeferredValue(open), store];
}
