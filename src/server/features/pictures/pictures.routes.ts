import { Hono } from 'hono';
import { currentUser, type AppEnv } from '../../hono-env';
import { uuidParams } from '../../lib/validate';
import { requireUser } from '../../middleware/session';
import { pictureBytes } from './pictures.service';

export const picturesRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .get('/:id/image', uuidParams('picture', 'id'), async (c) => {
    const { db, storage } = c.var.ctx;
    const { bytes, contentType } = await pictureBytes(
      db,
      storage,
      currentUser(c).id,
      c.req.valid('param').id,
    );
    // The URL carries the file's version (?v=…): a year of private caching is safe.
    c.header('Cache-Control', 'private, max-age=31536000, immutable');
    c.header('Content-Type', contentType);
    return c.body(new Uint8Array(bytes));
  });
