import { Resvg } from '@resvg/resvg-js';
import { and, eq, gt, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rooms } from '../../db/schema';
import type { Storage } from '../../integrations/storage';
import { NotFoundError } from '../../lib/errors';
import { ROOM_TYPE_LABELS, type RoomType } from '@/shared/schemas/rooms';

type Room = typeof rooms.$inferSelect;

const PALETTE: Record<RoomType, [string, string, string]> = {
  ppdt_discussion: ['#1e3a8a', '#2563eb', '#93c5fd'],
  gd: ['#14532d', '#16a34a', '#86efac'],
  lecturate: ['#7c2d12', '#ea580c', '#fdba74'],
};

function hash(text: string) {
  let h = 2166136261;
  for (const ch of text) h = Math.imul(h ^ ch.charCodeAt(0), 16777619) >>> 0;
  return h;
}

/**
 * A room's cover: an abstract scene drawn from its type (a circle of seats around a table for a
 * discussion, a lectern for a lecturette), varied by its seed. No text: nothing to mistranslate.
 */
export function coverSvg(roomType: RoomType, seed: string): string {
  const [dark, mid, light] = PALETTE[roomType];
  const h = hash(seed);
  const W = 800;
  const H = 450;
  const cx = 400 + ((h % 120) - 60);
  const seats = roomType === 'lecturate' ? 9 : 6 + (h % 5);
  const parts: string[] = [];
  for (let i = 0; i < 14; i++) {
    const r = 20 + ((h >>> (i % 24)) % 70);
    parts.push(
      `<circle cx="${(i * 67 + (h % 97)) % W}" cy="${(i * 131 + (h % 53)) % H}" r="${r}" fill="${light}" opacity="0.08"/>`,
    );
  }
  if (roomType === 'lecturate') {
    parts.push(
      `<rect x="${cx - 45}" y="120" width="90" height="110" rx="8" fill="${light}" opacity="0.9"/>`,
    );
    parts.push(`<circle cx="${cx}" cy="95" r="28" fill="#fff" opacity="0.95"/>`);
    for (let i = 0; i < seats; i++) {
      const x = 110 + i * 72;
      parts.push(`<circle cx="${x}" cy="330" r="22" fill="#fff" opacity="0.85"/>`);
      parts.push(
        `<rect x="${x - 28}" y="355" width="56" height="40" rx="14" fill="#fff" opacity="0.6"/>`,
      );
    }
  } else {
    parts.push(`<ellipse cx="${cx}" cy="235" rx="170" ry="80" fill="${light}" opacity="0.9"/>`);
    if (roomType === 'ppdt_discussion')
      parts.push(
        `<rect x="${cx - 50}" y="205" width="100" height="62" rx="4" fill="#fff" stroke="${dark}" stroke-width="4"/>`,
      );
    for (let i = 0; i < seats; i++) {
      const a = (i / seats) * Math.PI * 2;
      const x = cx + Math.cos(a) * 250;
      const y = 235 + Math.sin(a) * 140;
      parts.push(
        `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="26" fill="#fff" opacity="0.92"/>`,
      );
    }
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${dark}"/><stop offset="1" stop-color="${mid}"/></linearGradient></defs>
<rect width="${W}" height="${H}" fill="url(#g)"/>${parts.join('')}</svg>`;
}

export function renderCover(roomType: RoomType, seed: string): Buffer {
  return Buffer.from(
    new Resvg(coverSvg(roomType, seed), { font: { loadSystemFonts: false } }).render().asPng(),
  );
}

const pdfText = (s: string) => s.replace(/[\\()]/g, (c) => `\\${c}`).replace(/[^\x20-\x7e]/g, '-');

/** A one-page PDF (Helvetica, plain lines): the seeded rooms' preparation notes. */
export function notesPdf(title: string, lines: string[]): Buffer {
  const body = [
    'BT /F1 18 Tf 56 780 Td',
    `(${pdfText(title)}) Tj`,
    '/F1 11 Tf 0 -30 Td 16 TL',
    ...lines.map((l) => `(${pdfText(l)}) '`),
    'ET',
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${Buffer.byteLength(body)} >>\nstream\n${body}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(Buffer.byteLength(out));
    out += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out);
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  out += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

export const roomNotes: Record<RoomType, string[]> = {
  ppdt_discussion: [
    'Picture Perception and Discussion Test: how this room runs',
    '1. The moderator shows a hazy picture for 30 seconds.',
    '2. You get 4 minutes to write your story: characters, mood, action, outcome.',
    '3. Each candidate narrates in 1 minute. Speak clearly; do not rush.',
    '4. The group then discusses to reach a common story.',
    'Tips: listen before you speak, build on others, bring the group to a conclusion,',
    'and keep your hero positive, practical and active.',
  ],
  gd: [
    'Group Discussion: how this room runs',
    '1. The moderator announces the topic; take 1 minute to think.',
    '2. The discussion lasts about 20 minutes. No chairperson.',
    '3. Open with a clear point, support it with a fact or an example.',
    '4. Invite quieter members in; disagree politely; summarise when asked.',
    'Officer-like qualities observed: reasoning, expression, group influence,',
    'co-operation and liveliness.',
  ],
  lecturate: [
    'Lecturette: how this room runs',
    '1. Pick one of four topics from the card; you get 3 minutes to prepare.',
    '2. Speak for 3 minutes to the group: introduction, 2-3 points, conclusion.',
    '3. Questions from the group follow.',
    'Tips: structure beats content; keep eye contact; end on time.',
  ],
};

/** Where a room's generated cover lives (seeded rooms and rooms created without an image). */
export const generatedCoverKey = (roomId: string) => `rooms/${roomId}/cover.png`;

const CONTENT_TYPES: Record<string, string> = {
  pdf: 'application/pdf',
  txt: 'text/plain; charset=utf-8',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
};
export const contentTypeOf = (name: string) =>
  CONTENT_TYPES[name.split('.').pop()?.toLowerCase() ?? ''] ?? 'application/octet-stream';

/**
 * A room file's bytes from storage. A seeded room's generated image or notes missing from storage
 * (a fresh disk, a new bucket) is rendered and stored first.
 */
export async function roomAsset(storage: Storage, room: Room, what: 'image' | 'material') {
  const key = what === 'image' ? room.roomImage : room.roomFile;
  if (!key) throw new NotFoundError(what === 'image' ? 'room image' : 'room material');
  let bytes = await storage.get(key);
  if (!bytes && (room.seedKey || (what === 'image' && key === generatedCoverKey(room.id)))) {
    bytes =
      what === 'image'
        ? renderCover(room.roomType, room.seedKey ?? room.id)
        : notesPdf(`${room.title} - ${ROOM_TYPE_LABELS[room.roomType]}`, roomNotes[room.roomType]);
    await storage.put(key, bytes);
  }
  if (!bytes) throw new NotFoundError(what === 'image' ? 'room image' : 'room material');
  return {
    bytes,
    contentType: what === 'image' ? contentTypeOf(key) : contentTypeOf(room.roomFileName ?? key),
  };
}

/** Renders and stores the files of upcoming seeded rooms that storage lacks (a fresh start). */
export async function prerenderSeededAssets(db: Db, storage: Storage, now = new Date()) {
  const seeded = await db
    .select()
    .from(rooms)
    .where(
      and(isNotNull(rooms.seedKey), eq(rooms.isActive, true), gt(rooms.scheduledDatetime, now)),
    );
  let stored = 0;
  for (const room of seeded) {
    for (const what of ['image', 'material'] as const) {
      const key = what === 'image' ? room.roomImage : room.roomFile;
      if (!key || (await storage.exists(key))) continue;
      await roomAsset(storage, room, what);
      stored++;
    }
  }
  return stored;
}
