import { Hono } from 'hono';
import { desc } from 'drizzle-orm';
import type { PublicConfig } from '@/shared/schemas/config';
import { mailOutbox } from '../../db/schema';
import { HEALTH } from '../../db/hot-sql';
import { runHot } from '../../db/prepared';
import type { AppEnv } from '../../hono-env';
import { NotFoundError } from '../../lib/errors';
import { isDevMailboxAllowed } from '../../middleware/security';

/** Health, public configuration and (outside production) the development outbox. */
export const systemRoutes = new Hono<AppEnv>()
  .get('/health', async (c) => {
    const { database } = c.var.ctx;
    await runHot(database.db, HEALTH, []);
    return c.json({ status: 'ok', database: database.kind });
  })
  .get('/config', (c) => {
    const { env, payments } = c.var.ctx;
    const body: PublicConfig = {
      googleEnabled: Boolean(env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET),
      supportEmail: env.SUPPORT_EMAIL,
      devMailbox: isDevMailboxAllowed(c),
      payments: {
        provider: payments?.name ?? 'off',
        keyId: payments?.keyId ?? null,
      },
    };
    return c.json(body);
  })
  .get('/dev/outbox', async (c) => {
    if (c.var.ctx.env.NODE_ENV === 'production') throw new NotFoundError('page');
    const rows = await c.var.ctx.db
      .select()
      .from(mailOutbox)
      .orderBy(desc(mailOutbox.createdAt))
      .limit(100);
    return c.json({
      messages: rows.map((r) => ({
        id: r.id,
        to: r.to,
        subject: r.subject,
        text: r.text,
        html: r.html,
        createdAt: r.createdAt.toISOString(),
      })),
    });
  });
