/**
 * A room's uploaded cover image and preparation material (issue 17), stored through the storage
 * layer like the uploads and pictures. Both are checked by their content, never by name or type.
 */
import type { OutputInfo } from 'sharp';
import { loadSharp } from '../../lib/sharp';
import type { Db } from '../../db/client';
import { contentHash, type Storage } from '../../integrations/storage';
import { AppError } from '../../lib/errors';
import { sniffImage } from '../uploads/image';
import { updateRoom } from './rooms.admin';

export const ROOM_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const ROOM_MATERIAL_MAX_BYTES = 10 * 1024 * 1024;
/** The cover is shown on cards at most ~600 px wide; 1200 covers sharp screens. */
const COVER_WIDTH = 1200;

export const NOT_A_ROOM_IMAGE = 'The image must be a PNG, JPEG or WebP picture.';
export const NOT_A_PDF = 'The material must be a PDF file.';

/** Checks (magic bytes, then a full decode), resizes and stores the cover; the room points at it. */
export async function uploadRoomImage(
  deps: { db: Db; storage: Storage },
  roomId: string,
  bytes: Buffer,
) {
  if (bytes.length > ROOM_IMAGE_MAX_BYTES)
    throw new AppError(413, 'payload_too_large', 'The image is too large: the limit is 5 MB.');
  const kind = sniffImage(bytes);
  if (kind !== 'png' && kind !== 'jpeg' && kind !== 'webp')
    throw new AppError(415, 'unsupported_media_type', NOT_A_ROOM_IMAGE);
  const sharp = await loadSharp();
  let out: { data: Buffer; info: OutputInfo };
  try {
    out = await sharp(bytes, { failOn: 'error', limitInputPixels: 80_000_000, animated: false })
      .rotate()
      .resize({ width: COVER_WIDTH, height: COVER_WIDTH, fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 82, mozjpeg: true })
      .toBuffer({ resolveWithObject: true });
  } catch {
    throw new AppError(415, 'unsupported_media_type', NOT_A_ROOM_IMAGE);
  }
  const key = `rooms/${roomId}/image-${contentHash(out.data)}.jpg`;
  await deps.storage.put(key, out.data);
  const room = await updateRoom(deps, roomId, { roomImage: key });
  return { room, width: out.info.width, height: out.info.height, bytes: out.data.length };
}

const safeName = (name: string) => {
  const base = name
    .replace(/\.[^.]*$/, '')
    .replace(/[^\w\- ]+/g, '')
    .trim()
    .slice(0, 80);
  return `${base || 'room-material'}.pdf`;
};

/** Stores a PDF (checked by its `%PDF-` header) as the room's material for enrolled users. */
export async function uploadRoomMaterial(
  deps: { db: Db; storage: Storage },
  roomId: string,
  bytes: Buffer,
  fileName: string,
) {
  if (bytes.length > ROOM_MATERIAL_MAX_BYTES)
    throw new AppError(413, 'payload_too_large', 'The PDF is too large: the limit is 10 MB.');
  if (bytes.length < 8 || bytes.toString('latin1', 0, 5) !== '%PDF-')
    throw new AppError(415, 'unsupported_media_type', NOT_A_PDF);
  const key = `rooms/${roomId}/material-${contentHash(bytes)}.pdf`;
  await deps.storage.put(key, bytes);
  const room = await updateRoom(deps, roomId, { roomFile: key, roomFileName: safeName(fileName) });
  return { room, bytes: bytes.length, fileName: room.roomFileName };
}
