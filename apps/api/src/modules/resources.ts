import type { ResourceName } from '@iris/domain/registry/resources';
import type { AnyResource } from '../lib/resource.js';
import { calendarResource } from './calendar/calendar.resource.js';
import { CATALOGUE_RESOURCES } from './catalogue/catalogue.resources.js';
import { accessLogResource } from './customers/access-log.resource.js';
import { customersResource } from './customers/customers.resource.js';
import { doctorNotesResource, receptionNotesResource } from './customers/notes.resources.js';
import { labOrdersResource } from './lab-orders/lab-orders.resource.js';
import { movementDetailsResource } from './inventory/movement-details.resource.js';
import { movementsResource } from './inventory/movements.resource.js';
import { stockResource } from './inventory/stock.resource.js';
import { storagesResource } from './inventory/storages.resource.js';
import { answersResource } from './questionnaire/answers.resource.js';
import { nestingResource } from './questionnaire/nesting.resource.js';
import { questionsResource } from './questionnaire/questions.resource.js';
import { prescriptionsResource } from './prescriptions/prescriptions.resource.js';
import { remindersResource } from './reminders/reminders.resource.js';
import { paymentsReportResource } from './reports/payments-report.resource.js';
import { auditsResource } from './sales/audits.resource.js';
import { paymentsResource } from './sales/payments.resource.js';
import { saleLinesResource } from './sales/sale-lines.resource.js';
import { salesResource } from './sales/sales.resource.js';
import { usersResource } from './users/users.resource.js';

/** The API declaration of every resource of the registry (packages/domain/registry). */
export const API_RESOURCES: Record<ResourceName, AnyResource> = {
  users: usersResource,
  ...CATALOGUE_RESOURCES,
  storages: storagesResource,
  stock: stockResource,
  movements: movementsResource,
  'movement-details': movementDetailsResource,
  customers: customersResource,
  notes: receptionNotesResource,
  'notes-doctor': doctorNotesResource,
  prescriptions: prescriptionsResource,
  shoppings: salesResource,
  'shopping-details': saleLinesResource,
  payments: paymentsResource,
  audit: auditsResource,
  'payments-report': paymentsReportResource,
  'lab-orders': labOrdersResource,
  reminders: remindersResource,
  'access-log': accessLogResource,
  'branches-calendar': calendarResource,
  questions: questionsResource,
  answers: answersResource,
  'answers-questions': nestingResource,
};
