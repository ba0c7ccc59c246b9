import { randomUUID } from 'node:crypto';
import { and, eq, gt, like } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rooms } from '../../db/schema';
import type { RoomType } from '@/shared/schemas/rooms';
import { generatedCoverKey } from './rooms.assets';

interface RoomTemplate {
  key: string;
  roomType: RoomType;
  title: string;
  description: string;
  modName: string;
  modEmail: string;
  /** Hours from now to the start of the next room made from this template. */
  inHours: number;
  durationMinutes: number;
  maxParticipants: number;
  isPrivate?: boolean;
}

// Invented moderators and topics (issue 14: a new user sees a working page).
const TEMPLATES: RoomTemplate[] = [
  {
    key: 'ppdt-village-well',
    roomType: 'ppdt_discussion',
    title: 'PPDT: The Village Well',
    description:
      'Narrate and discuss a hazy rural scene. Focus on a clear hero and a practical outcome.',
    modName: 'Col. Arvind Rathore (retd.)',
    modEmail: 'arvind.rathore@ssbprep.local',
    inHours: 2,
    durationMinutes: 45,
    maxParticipants: 10,
  },
  {
    key: 'ppdt-flood-relief',
    roomType: 'ppdt_discussion',
    title: 'PPDT: Flood Relief Camp',
    description:
      'A crowded relief scene: practise a story with initiative, then reach a group consensus.',
    modName: 'Maj. Kavita Menon',
    modEmail: 'kavita.menon@ssbprep.local',
    inHours: 26,
    durationMinutes: 45,
    maxParticipants: 8,
  },
  {
    key: 'ppdt-mountain-road',
    roomType: 'ppdt_discussion',
    title: 'PPDT: Mountain Road',
    description:
      'Early-access batch with a senior assessor: picture, story, narration and discussion.',
    modName: 'Lt. Col. Harpreet Sandhu',
    modEmail: 'harpreet.sandhu@ssbprep.local',
    inHours: 80,
    durationMinutes: 60,
    maxParticipants: 10,
  },
  {
    key: 'gd-agniveer',
    roomType: 'gd',
    title: 'GD: Short-service entry and the youth',
    description:
      'A current-affairs topic. Bring one fact and one example; practise entering politely.',
    modName: 'Wg. Cdr. Rohan Iyer (retd.)',
    modEmail: 'rohan.iyer@ssbprep.local',
    inHours: 5,
    durationMinutes: 40,
    maxParticipants: 12,
  },
  {
    key: 'gd-private-brigade',
    roomType: 'gd',
    title: 'GD Masterclass (private batch)',
    description: 'A small private batch with detailed individual feedback after the discussion.',
    modName: 'Brig. Sunil Thapa (retd.)',
    modEmail: 'sunil.thapa@ssbprep.local',
    inHours: 40,
    durationMinutes: 60,
    maxParticipants: 6,
    isPrivate: true,
  },
  {
    key: 'gd-social-media',
    roomType: 'gd',
    title: 'GD: Social media and national security',
    description: 'Argue both sides, then help the group reach a balanced conclusion.',
    modName: 'Cdr. Neha Kulkarni',
    modEmail: 'neha.kulkarni@ssbprep.local',
    inHours: 120,
    durationMinutes: 40,
    maxParticipants: 12,
  },
  {
    key: 'lecturette-leadership',
    roomType: 'lecturate',
    title: 'Lecturette: Leadership in adversity',
    description:
      'Three minutes to prepare, three to speak. Structure: introduction, three points, close.',
    modName: 'Sqn. Ldr. Aditi Rao',
    modEmail: 'aditi.rao@ssbprep.local',
    inHours: 8,
    durationMinutes: 50,
    maxParticipants: 10,
  },
  {
    key: 'lecturette-renewables',
    roomType: 'lecturate',
    title: 'Lecturette: India and renewable energy',
    description: 'A topic card with four choices. Practise speaking to a group with confidence.',
    modName: 'Capt. Vikram Bhatia',
    modEmail: 'vikram.bhatia@ssbprep.local',
    inHours: 30,
    durationMinutes: 50,
    maxParticipants: 10,
  },
  {
    key: 'lecturette-space',
    roomType: 'lecturate',
    title: 'Lecturette: India in space',
    description: 'Early-access lecturette round with questions from the group after each talk.',
    modName: 'Gp. Capt. Meera Joshi (retd.)',
    modEmail: 'meera.joshi@ssbprep.local',
    inHours: 60,
    durationMinutes: 50,
    maxParticipants: 10,
  },
];

const HALF_HOUR = 30 * 60_000;

/**
 * Keeps one upcoming room per template (first start and every start after): a template whose
 * last room has started gets a new one, at the next half hour after now + its offset. Idempotent:
 * the seed key holds the slot, so two starts at once add one room.
 */
export async function seedRooms(db: Db, now = new Date()): Promise<number> {
  let added = 0;
  for (const t of TEMPLATES) {
    const [upcoming] = await db
      .select({ id: rooms.id })
      .from(rooms)
      .where(
        and(
          like(rooms.seedKey, `${t.key}:%`),
          eq(rooms.isActive, true),
          gt(rooms.scheduledDatetime, now),
        ),
      )
      .limit(1);
    if (upcoming) continue;
    const start = new Date(
      Math.ceil((now.getTime() + t.inHours * 3_600_000) / HALF_HOUR) * HALF_HOUR,
    );
    const id = randomUUID();
    const inserted = await db
      .insert(rooms)
      .values({
        id,
        title: t.title,
        description: t.description,
        roomType: t.roomType,
        scheduledDatetime: start,
        durationMinutes: t.durationMinutes,
        maxParticipants: t.maxParticipants,
        modName: t.modName,
        modEmail: t.modEmail,
        isPrivate: t.isPrivate ?? false,
        publishedAt: now,
        roomImage: generatedCoverKey(id),
        roomFile: `rooms/${id}/notes.pdf`,
        roomFileName: `${t.key}-notes.pdf`,
        seedKey: `${t.key}:${start.toISOString()}`,
      })
      .onConflictDoNothing()
      .returning({ id: rooms.id });
    added += inserted.length;
  }
  return added;
}
