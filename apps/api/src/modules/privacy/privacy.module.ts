import { defineModule } from '../../lib/api-module.js';
import { arcoRequestsResource } from './arco-requests.resource.js';
import { privacyNoticesResource } from './privacy-notices.resource.js';
import { privacyRoutes } from './privacy.routes.js';

/** docs/rules.md, Privacy and accounts: the aviso de privacidad, consents and ARCO requests. */
export const privacyModule = defineModule({
  name: 'privacy',
  resources: {
    'privacy-notices': privacyNoticesResource,
    'arco-requests': arcoRequestsResource,
  },
  routes: [privacyRoutes],
});
