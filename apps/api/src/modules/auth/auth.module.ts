import { defineModule } from '../../lib/api-module.js';
import { authRoutes } from './auth.routes.js';
import { mfaRoutes } from './mfa.routes.js';
import { sessionsRoutes } from './sessions.routes.js';

export const authModule = defineModule({
  name: 'auth',
  resources: {},
  routes: [authRoutes, mfaRoutes, sessionsRoutes],
});
