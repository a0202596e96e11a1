import { defineModule } from '../../lib/api-module.js';
import { healthRoutes } from './health.routes.js';

export const healthModule = defineModule({ name: 'health', resources: {}, routes: [healthRoutes] });
