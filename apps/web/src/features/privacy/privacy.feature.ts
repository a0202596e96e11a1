import GavelIcon from '@mui/icons-material/Gavel';
import PolicyIcon from '@mui/icons-material/Policy';
import { listPage, type Feature } from '../../lib/feature';
import type { PrivacyMessages } from './privacy-es';

// `t` knows this bundle's keys, and routes may name it (lib/i18n.ts, MessageBundles).
declare module '../../lib/i18n' {
  interface MessageBundles {
    privacy: PrivacyMessages;
  }
}

/** docs/rules.md, Privacy and accounts: the ARCO requests and the aviso de privacidad's versions. */
export const privacyFeature = {
  messages: {
    privacy: {
      es: () => import('./privacy-es').then((m) => m.privacyEs),
      en: () => import('./privacy-en').then((m) => m.privacyEn),
    },
  },
  pages: {
    // Every role: the API keeps branch staff to their branch's patients.
    'arco-requests': listPage(
      () => import('./arco-requests-page').then((m) => m.ArcoRequestsPage),
      ['privacy'],
    ),
    'privacy-notices': listPage(
      () => import('./privacy-notices-page').then((m) => m.PrivacyNoticesPage),
      ['privacy'],
    ),
  },
  icons: { arcoRequests: GavelIcon, privacyNotices: PolicyIcon },
} satisfies Feature;
