import type { Profile } from '@iris/domain/auth/auth.schemas';
import { createContext, use, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useSession } from './session-context';

/** A branch's look: what the layout shows while someone works in it. */
export type BranchLook = NonNullable<Profile['branch']>;

interface WorkingBranch {
  shown: BranchLook | null;
  show: (branch: BranchLook | null) => void;
}

const WorkingBranchContext = createContext<WorkingBranch | null>(null);

export function WorkingBranchProvider({ children }: { children: ReactNode }) {
  const [shown, show] = useState<BranchLook | null>(null);
  const value = useMemo(() => ({ shown, show }), [shown]);
  return <WorkingBranchContext value={value}>{children}</WorkingBranchContext>;
}

/** The branch the layout wears: the one a page says it works in, else the user's own. */
export function useWorkingBranch(): BranchLook | null {
  const context = use(WorkingBranchContext);
  const { profile } = useSession();
  return context?.shown ?? profile?.branch ?? null;
}

/** A page that works in a branch (its workspace, a storage) says so while it is on screen. */
export function useShowBranch(branch: BranchLook | null | undefined) {
  const context = use(WorkingBranchContext);
  const show = context?.show;
  const id = branch?.id;
  const name = branch?.name;
  const color = branch?.color ?? null;
  const logoUrl = branch?.logoUrl ?? null;
  useEffect(() => {
    if (!show || id === undefined || name === undefined) return;
    show({ id, name, color, logoUrl });
    return () => show(null);
  }, [show, id, name, color, logoUrl]);
}
