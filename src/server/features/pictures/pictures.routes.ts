import { Hono } from 'hono';
import type { AppEnv } from '../../hono-env';
import { requireUser } from '../../middleware/session';
import { pictureBytes } from './pictures.service';

export const picturesRoutes = new Hono<AppEnv>().use(requireUser).get('/:id/image', async (c) => {
  const { bytes, contentType } = await pictureBytes(
    c.var.ctx.db,
    c.var.ctx.storage,
    c.req.param('id'),
  );
  // The URL carries the file's version (?v=…): a year of private caching is safe.
  c.header('Cache-Control', 'private, max-age=31536000, immutable');
  c.header('Content-Type', contentType);
  return c.body(new Uint8Array(bytes));
});
