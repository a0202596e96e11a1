/**
 * A status and the moves it allows, as a table (docs/architecture.md, State machines): the API checks a move
 * inside the transaction that makes it, and the web asks the same table which buttons to enable.
 */
export interface StateMachine<S extends string> {
  readonly states: readonly S[];
  readonly initial: S;
  /** The status a move into it may start from; unknown text is no status at all. */
  isState(value: unknown): value is S;
  canTransition(from: string, to: S): boolean;
  /** Whether a record in this status still takes changes (its fields, its child rows). */
  isEditable(status: string): boolean;
}

export function defineStateMachine<S extends string>(definition: {
  initial: S;
  transitions: { readonly [K in S]: readonly S[] };
  editable: readonly S[];
}): StateMachine<S> {
  const states = Object.keys(definition.transitions) as S[];
  // Own keys only: a status read from a row or a client must not reach Object.prototype.
  const isState = (value: unknown): value is S =>
    typeof value === 'string' && Object.hasOwn(definition.transitions, value);
  return {
    states,
    initial: definition.initial,
    isState,
    canTransition: (from, to) => isState(from) && definition.transitions[from].includes(to),
    isEditable: (status) => isState(status) && definition.editable.includes(status),
  };
}
