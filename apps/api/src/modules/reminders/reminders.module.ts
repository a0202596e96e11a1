import { defineModule } from '../../lib/api-module.js';
import { registerReminderMail } from './reminder-mail.job.js';
import { registerReminderSchedule } from './reminder-schedule.js';
import { registerReminderWhatsappHooks } from './reminder-whatsapp.js';
import { remindersResource } from './reminders.resource.js';
import { remindersRoutes } from './reminders.routes.js';

export const remindersModule = defineModule({
  name: 'reminders',
  resources: { reminders: remindersResource },
  routes: [remindersRoutes],
  jobs: [registerReminderMail, registerReminderSchedule],
  hooks: [registerReminderWhatsappHooks],
});
