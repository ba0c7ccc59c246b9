import { Hono } from 'hono';
import type { AppEnv } from '../../hono-env';
import { ValidationError } from '../../lib/errors';
import { uuidParams } from '../../lib/validate';
import { uploadRoomImage, uploadRoomMaterial } from '../rooms/rooms.uploads';
import { recordAudit } from './console.audit';
import { getRoomRow } from './console.service';

/** The uploaded file of a multipart form (field `file`), or a 400 that says what to send. */
async function formFile(c: { req: { parseBody: () => Promise<Record<string, unknown>> } }) {
  let body: Record<string, unknown>;
  try {
    body = await c.req.parseBody();
  } catch {
    throw new ValidationError('file: Send the file as multipart/form-data in a field named file.');
  }
  const file = body.file;
  if (!(file instanceof File) || file.size === 0)
    throw new ValidationError('file: Choose a file to upload.');
  return { bytes: Buffer.from(await file.arrayBuffer()), name: file.name };
}

/**
 * Room image and material uploads (issue 17), mounted beside the other room routes at
 * /api/admin/console/rooms. Each upload replaces the previous file and writes an audit row.
 */
export const roomFilesRoutes = new Hono<AppEnv>()
  .post('/:id/image', uuidParams('room', 'id'), async (c) => {
    const { id } = c.req.valid('param');
    const before = await getRoomRow(c.var.ctx.db, id);
    const { bytes } = await formFile(c);
    const result = await uploadRoomImage(c.var.ctx, id, bytes);
    await recordAudit(c, {
      action: 'room.image',
      entityType: 'room',
      entityId: id,
      before: { roomImage: before.roomImage },
      after: { roomImage: result.room.roomImage, width: result.width, height: result.height },
    });
    return c.json({ roomImage: result.room.roomImage, width: result.width, height: result.height });
  })
  .post('/:id/material', uuidParams('room', 'id'), async (c) => {
    const { id } = c.req.valid('param');
    const before = await getRoomRow(c.var.ctx.db, id);
    const { bytes, name } = await formFile(c);
    const result = await uploadRoomMaterial(c.var.ctx, id, bytes, name);
    await recordAudit(c, {
      action: 'room.material',
      entityType: 'room',
      entityId: id,
      before: { roomFile: before.roomFile, roomFileName: before.roomFileName },
      after: { roomFile: result.room.roomFile, roomFileName: result.fileName, bytes: result.bytes },
    });
    return c.json({ roomFileName: result.fileName, bytes: result.bytes });
  });
