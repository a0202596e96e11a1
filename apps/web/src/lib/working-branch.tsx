import type { Profile } from '@iris/domain/auth/auth.schemas';
import {
  createContext,
  use,
  useCallback,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { useSearchParams } from 'react-router';
import { useBranch } from './branch-query';
import { useIsSuperAdmin, useSession } from './session-context';
import { getToken, subscribeToken } from './session-token';

/** A branch's look: what the layout shows while someone works in it. */
export type BranchLook = NonNullable<Profile['branch']>;

/**
 * The branch the administrator chose to work in, one for the session (issue 37): chosen on any
 * page (Inicio, Ventas, a report), it is every page's until changed. Kept in sessionStorage, so
 * that a reload keeps it and a new tab or a new login starts over; stored with the user's id, so
 * that another account logging in on this tab does not inherit it. Absent: every branch.
 */
const CHOICE_KEY = 'iris.branch';

interface Choice {
  user: number;
  branch: number;
}

const listeners = new Set<() => void>();

function readChoice(): string | null {
  try {
    return sessionStorage.getItem(CHOICE_KEY);
  } catch {
    return null;
  }
}

function writeChoice(choice: Choice | null) {
  try {
    if (choice) sessionStorage.setItem(CHOICE_KEY, JSON.stringify(choice));
    else sessionStorage.removeItem(CHOICE_KEY);
  } catch {
    // Storage refused (a private window's quota): the choice lasts until the next reload.
  }
  for (const listener of listeners) listener();
}

function subscribeChoice(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

// The session ends with its token (logging out, a 401): so does its choice.
subscribeToken(() => {
  if (getToken() === null && readChoice() !== null) writeChoice(null);
});

function choiceOf(raw: string | null, user: number | undefined): number | null {
  if (raw === null || user === undefined) return null;
  try {
    const choice = JSON.parse(raw) as Partial<Choice>;
    return choice.user === user && Number.isInteger(choice.branch) ? (choice.branch ?? null) : null;
  } catch {
    return null;
  }
}

/** The administrator's stored choice (null: every branch, or not an administrator). */
function useStoredChoice(): number | null {
  const raw = useSyncExternalStore(subscribeChoice, readChoice, () => null);
  const { profile } = useSession();
  return useIsSuperAdmin() ? choiceOf(raw, profile?.id) : null;
}

/** A positive whole id from the address, or null. */
const idOf = (raw: string | null) => {
  const id = Number(raw);
  return raw !== null && Number.isInteger(id) && id > 0 ? id : null;
};

export interface ChosenBranch {
  isAdmin: boolean;
  /** Branch staff: their own. The administrator: the session's choice, null for every branch. */
  branchId: number | null;
  /** The administrator's new choice, for every page from now on (null: every branch). */
  choose: (branchId: number | null) => void;
}

/**
 * The branch a page lists or reports on. A link that names one (`?branch=3`, e.g. the dashboard's
 * "Ver las ventas de SUCURSAL NORTE", an old bookmark) is the administrator's choice too: taken
 * for the session, and dropped from the address so that it never contradicts a later choice.
 */
export function useChosenBranch(): ChosenBranch {
  const isAdmin = useIsSuperAdmin();
  const { profile } = useSession();
  const stored = useStoredChoice();
  const [params, setParams] = useSearchParams();
  const linked = isAdmin ? idOf(params.get('branch')) : null;
  const user = isAdmin ? profile?.id : undefined;
  const choose = useCallback(
    (branchId: number | null) => {
      if (user !== undefined) writeChoice(branchId === null ? null : { user, branch: branchId });
    },
    [user],
  );
  // Once the profile says who is looking: a link is an administrator's choice only.
  const inAddress = params.has('branch') && profile !== null;
  useEffect(() => {
    if (!inAddress) return;
    if (linked !== null) choose(linked);
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        next.delete('branch');
        return next;
      },
      { replace: true },
    );
  }, [inAddress, linked, choose, setParams]);
  return {
    isAdmin,
    branchId: isAdmin ? (linked ?? stored) : (profile?.branchId ?? null),
    choose,
  };
}

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

/**
 * The branch the layout wears: the one a page is about (a branch's workspace, a storage, a
 * patient), else the administrator's choice for the session, else the user's own.
 */
export function useWorkingBranch(): BranchLook | null {
  const context = use(WorkingBranchContext);
  const { profile } = useSession();
  const chosen = useBranch(useStoredChoice()).data;
  const look = chosen
    ? { id: chosen.id, name: chosen.name, color: chosen.color, logoUrl: chosen.logoUrl }
    : null;
  return context?.shown ?? look ?? profile?.branch ?? null;
}

/** A page about one branch (its workspace, a storage) says so while it is on screen. */
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
