import { Hono } from 'hono';
import { z } from 'zod';
import { enrolInputSchema } from '@/shared/schemas/rooms';
import { currentUser, type AppEnv } from '../../hono-env';
import { uuidParams, validate } from '../../lib/validate';
import { requireUser } from '../../middleware/session';
import { meetingJoin, roomMeetingName } from '../../integrations/meeting';
import { roomAsset } from './rooms.assets';
import {
  assertMeetingOpen,
  enrol,
  enrolledRoom,
  listEnrolledRooms,
  listRooms,
  roomDetails,
  unenrol,
  visibleRoom,
} from './rooms.service';

const fileQuery = z.object({ download: z.enum(['0', '1']).optional() });

/** Discussion rooms (issue 14): registration, join list, session hub, files. */
export const roomsRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .get('/', async (c) => c.json({ rooms: await listRooms(c.var.ctx.db, currentUser(c).id) }))
  .get('/enrolled', async (c) =>
    c.json({ rooms: await listEnrolledRooms(c.var.ctx.db, currentUser(c).id) }),
  )
  .get('/:roomId', uuidParams('room', 'roomId'), async (c) =>
    c.json(await roomDetails(c.var.ctx.db, currentUser(c).id, c.req.valid('param').roomId)),
  )
  .post(
    '/:roomId/enrolment',
    uuidParams('room', 'roomId'),
    validate('json', enrolInputSchema),
    async (c) => {
      const { db, boss } = c.var.ctx;
      const result = await enrol(
        { db, boss },
        currentUser(c).id,
        c.req.valid('param').roomId,
        c.req.valid('json'),
      );
      return c.json(result, result.already ? 200 : 201);
    },
  )
  .delete('/:roomId/enrolment', uuidParams('room', 'roomId'), async (c) => {
    const { db, boss } = c.var.ctx;
    return c.json(await unenrol({ db, boss }, currentUser(c).id, c.req.valid('param').roomId));
  })
  .get('/:roomId/image', uuidParams('room', 'roomId'), async (c) => {
    const { db, storage } = c.var.ctx;
    const room = await visibleRoom(db, c.req.valid('param').roomId);
    const { bytes, contentType } = await roomAsset(storage, room, 'image');
    c.header('Cache-Control', 'private, max-age=3600');
    c.header('Content-Type', contentType);
    return c.body(new Uint8Array(bytes));
  })
  // Material only for enrolled users: anyone else gets 404 (issue 14).
  .get(
    '/:roomId/material',
    uuidParams('room', 'roomId'),
    validate('query', fileQuery),
    async (c) => {
      const { db, storage } = c.var.ctx;
      const room = await enrolledRoom(db, currentUser(c).id, c.req.valid('param').roomId);
      const { bytes, contentType } = await roomAsset(storage, room, 'material');
      const name = (room.roomFileName ?? 'room-material').replace(/[^\w.-]/g, '_');
      const disposition = c.req.valid('query').download === '1' ? 'attachment' : 'inline';
      c.header('Cache-Control', 'private, no-store');
      c.header('Content-Type', contentType);
      c.header('Content-Disposition', `${disposition}; filename="${name}"`);
      c.header('X-Content-Type-Options', 'nosniff');
      return c.body(new Uint8Array(bytes));
    },
  )
  // The meeting's name and token: enrolled users only (404 otherwise), from 5 minutes before the
  // start until its end (spec §4, §9).
  .post('/:roomId/meeting', uuidParams('room', 'roomId'), async (c) => {
    const { db, env } = c.var.ctx;
    const user = currentUser(c);
    const room = await enrolledRoom(db, user.id, c.req.valid('param').roomId);
    assertMeetingOpen(room);
    const end = new Date(room.scheduledDatetime.getTime() + room.durationMinutes * 60_000);
    const join = await meetingJoin(
      env,
      roomMeetingName(env, room.id),
      { id: user.id, name: user.name, email: user.email },
      { expiresAt: end },
    );
    return c.json({ join });
  });
