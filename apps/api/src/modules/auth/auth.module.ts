import { defineModule } from '../../lib/api-module.js';
import { authRoutes } from './auth.routes.js';

export const authModule = defineModule({ name: 'auth', resources: {}, routes: [authRoutes] });
