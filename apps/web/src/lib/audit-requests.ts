import { useEffect, useRef } from 'react';

type Listener = (branchId: number) => void;

const listeners = new Set<Listener>();

/**
 * Asks the cash register in the top bar (the sales feature's) to open its dialog for a branch:
 * "Abrir caja" while it is closed, "Cerrar caja" while open. A page that shows the register's
 * state (the dashboard) offers the same button without importing another feature; only the
 * register that wears that branch answers. False when nothing listens (no register shown).
 */
export function requestAudit(branchId: number): boolean {
  for (const listener of listeners) listener(branchId);
  return listeners.size > 0;
}

/** The register's side: `listener` hears every request while the component is mounted. */
export function useAuditRequests(listener: Listener) {
  const latest = useRef(listener);
  useEffect(() => {
    latest.current = listener;
  });
  useEffect(() => {
    const hear: Listener = (branchId) => latest.current(branchId);
    listeners.add(hear);
    return () => void listeners.delete(hear);
  }, []);
}
