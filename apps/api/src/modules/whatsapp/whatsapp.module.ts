import { defineModule } from '../../lib/api-module.js';
import { registerStopAnswer } from './stop-answer.job.js';
import { whatsappRoutes } from './whatsapp.routes.js';

/** docs/rules.md WhatsApp: Meta's webhook and the answer to a BAJA; the sending is the notices'. */
export const whatsappModule = defineModule({
  name: 'whatsapp',
  resources: {},
  routes: [whatsappRoutes],
  jobs: [registerStopAnswer],
});
