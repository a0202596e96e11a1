import type { FastifyInstance } from 'fastify';
import type { ResourceContext } from '../../lib/recipe/resource.js';
import type { SessionUser } from '../../lib/session.js';

/** The queue's own hand: no user made the CFDIs it makes (created_by stays empty). */
const QUEUE: SessionUser = {
  id: 0,
  email: 'cola@iris',
  role: 'super_admin',
  roles: ['super_admin'],
  branchId: null,
  enabled: true,
  sessionVersion: 0,
  sessionId: 0,
  mfaEnabled: false,
};

/** The context a job of the queue seals, stamps and cancels CFDIs in. */
export const queueContext = (app: FastifyInstance): ResourceContext => ({
  db: app.db,
  session: QUEUE,
  ip: '127.0.0.1',
});
