import type { Feature } from '../lib/feature';
import { encodeId } from '../lib/route-id';

const BRANCH_STAFF = ['doctor', 'receptionist'] as const;

/** A patient's area: its tabs show the patient, their prescriptions and lab orders, their consent. */
export const CUSTOMER_MESSAGES = [
  'customers',
  'workspace',
  'prescriptions',
  'labOrders',
  'privacy',
] as const;

/**
 * The app's own pages: the workspaces, which put several features' tabs on one page (features do
 * not import each other). Registered in features.ts like a feature, after the features whose
 * kinds of page they complete (a branch's list, the sales list).
 */
export const workspacePages = {
  pages: {
    customer: (entry) => [
      {
        path: `${entry.path}/index/:id`,
        load: () => import('./customer-workspace').then((m) => m.CustomerWorkspace),
        messages: CUSTOMER_MESSAGES,
      },
    ],
    storage: (entry) => [
      {
        path: `${entry.path}/:id/:branch`,
        load: () => import('./storage-workspace').then((m) => m.StorageWorkspace),
        messages: ['inventory', 'workspace'],
      },
    ],
    // A sale's page joins the sales list (the sales feature's).
    sales: (entry) => [
      {
        path: `${entry.path}/:id`,
        load: () => import('./sale-workspace').then((m) => m.SaleWorkspace),
        messages: ['sales', 'labOrders', 'invoicing'],
      },
    ],
    // A branch's edit page is its workspace: super_admin picks a branch from the list (the
    // catalogue feature's), branch staff go straight to their own.
    branch: (entry) => [
      {
        path: `${entry.path}/edit/:id`,
        load: () => import('./branch-workspace').then((m) => m.BranchWorkspace),
        messages: ['catalogue', 'workspace', 'customers', 'inventory'],
        menu: {
          label: 'menu.myBranch',
          icon: 'branches',
          roles: BRANCH_STAFF,
          to: (profile) =>
            profile.branchId ? `${entry.path}/edit/${encodeId(profile.branchId)}` : undefined,
        },
      },
    ],
    // A patient's notes are tabs of the patient's area, a storage's stock tabs of its page.
    within: () => [],
  },
} satisfies Feature;
