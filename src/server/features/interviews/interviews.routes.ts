import { Hono } from 'hono';
import {
  createInterviewOrderInputSchema,
  verifyInterviewPaymentInputSchema,
} from '@/shared/schemas/interviews';
import { currentUser, type AppEnv } from '../../hono-env';
import { uuidParams, validate } from '../../lib/validate';
import { requireUser } from '../../middleware/session';
import {
  getOwnRequest,
  listFreeSlots,
  listInterviewers,
  listRequests,
  toRequest,
} from './interviews.queries';
import { createInterviewOrder, joinInterview, verifyInterviewPayment } from './interviews.service';

/** The interview portal's calls (spec part 2 §7; issue 13). */
export const interviewsRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .get('/interviewers', async (c) => c.json({ interviewers: await listInterviewers(c.var.ctx.db) }))
  .get('/interviewers/:id/slots', uuidParams('interviewer', 'id'), async (c) =>
    c.json({
      slots: await listFreeSlots(c.var.ctx.db, c.req.valid('param').id, currentUser(c).id),
    }),
  )
  .get('/requests', async (c) =>
    c.json({ requests: await listRequests(c.var.ctx.db, currentUser(c).id) }),
  )
  .get('/requests/:id', uuidParams('interview request', 'id'), async (c) =>
    c.json(
      toRequest(await getOwnRequest(c.var.ctx.db, currentUser(c).id, c.req.valid('param').id)),
    ),
  )
  .post('/requests/:id/join', uuidParams('interview request', 'id'), async (c) =>
    c.json(await joinInterview(c.var.ctx, currentUser(c).id, c.req.valid('param').id)),
  )
  .post('/orders', validate('json', createInterviewOrderInputSchema), async (c) =>
    c.json(await createInterviewOrder(c.var.ctx, currentUser(c).id, c.req.valid('json')), 201),
  )
  .post('/verify', validate('json', verifyInterviewPaymentInputSchema), async (c) =>
    c.json(await verifyInterviewPayment(c.var.ctx, currentUser(c).id, c.req.valid('json'))),
  );
