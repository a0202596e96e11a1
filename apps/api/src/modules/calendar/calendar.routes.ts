import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  calendarEventSchema,
  dayQuerySchema,
  monthQuerySchema,
  validateDatesAnswerSchema,
  validateDatesSchema,
} from '@iris/domain/calendar/calendar.schemas';
import {
  gridAnswerSchema,
  gridQuerySchema,
  type GridQuery,
} from '@iris/domain/calendar/calendar-grid';
import { ROLES } from '@iris/domain/users/roles';
import { envelopeSchema, errorResponses, ok, okJsonText } from '../../lib/envelope.js';
import { assertBranch } from '../../lib/branch-scope.js';
import { findClash } from './calendar-clash.js';
import { gridJson } from './calendar-grid.js';
import { dayAfter, eventsBetween, monthRange } from './calendar.service.js';

/**
 * docs/api.md branches-calendar: validateDates, getData and getCalendarDay, and getGrid, what the
 * calendar views draw. By hand: they read a branch's calendar by date, which the recipe's tables
 * (paged, sorted) do not.
 */
export async function calendarRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const config = { access: { roles: ROLES } };
  const tags = ['branches-calendar'];
  const eventsResponse = {
    200: envelopeSchema(z.object({ data: z.array(calendarEventSchema) })),
    ...errorResponses,
  };

  app.post(
    '/branches-calendar/validateDates',
    {
      config,
      schema: {
        tags,
        body: validateDatesSchema,
        response: {
          200: envelopeSchema(z.object({ data: validateDatesAnswerSchema })),
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const { branchId, id, ...span } = request.body;
      assertBranch(request.session, branchId);
      return ok(request, { data: await findClash(app.db, branchId, span, id) });
    },
  );

  app.post(
    '/branches-calendar/getData',
    { config, schema: { tags, body: monthQuerySchema, response: eventsResponse } },
    async (request) => {
      const { branchId, year, month, from, to, changeRequested } = request.body;
      assertBranch(request.session, branchId);
      const month_ = monthRange(year, month);
      const range = { from: from ?? month_.from, until: to ? dayAfter(to) : month_.until };
      const events = await eventsBetween(app.db, branchId, range.from, range.until, {
        changeRequested,
      });
      return ok(request, { data: events });
    },
  );

  app.post(
    '/branches-calendar/getCalendarDay',
    { config, schema: { tags, body: dayQuerySchema, response: eventsResponse } },
    async (request) => {
      const { branchId, date } = request.body;
      assertBranch(request.session, branchId);
      return ok(request, { data: await eventsBetween(app.db, branchId, date, dayAfter(date)) });
    },
  );

  // The month and day views: only what they draw, as JSON the database builds (calendar-grid.ts),
  // sent past the serializer; the response schema documents it (and types the web's client).
  app.post<{ Body: GridQuery; Reply: string }>(
    '/branches-calendar/getGrid',
    {
      config,
      schema: {
        tags,
        body: gridQuerySchema,
        response: {
          200: envelopeSchema(gridAnswerSchema),
          ...errorResponses,
        },
      },
    },
    async (request, reply) => {
      const { branchId, from, to, ...options } = request.body;
      assertBranch(request.session, branchId);
      const answer = await gridJson(app.db, branchId, from, dayAfter(to), options);
      return reply.type('application/json').send(okJsonText(request, answer));
    },
  );
}
