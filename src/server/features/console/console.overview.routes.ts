import { Hono } from 'hono';
import type { AppEnv } from '../../hono-env';
import { getOverview } from './console.overview.service';

/** Overview (issue 17), mounted at /api/admin/console/overview: read only. */
export const consoleOverviewRoutes = new Hono<AppEnv>().get('/', async (c) =>
  c.json(await getOverview(c.var.ctx.db)),
);
