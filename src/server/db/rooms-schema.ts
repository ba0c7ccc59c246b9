import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { user } from './auth-schema';

export const ROOM_TYPES = ['ppdt_discussion', 'gd', 'lecturate'] as const;

/**
 * Discussion rooms (spec part 2 §3, issue 14). `seats_taken` is the capacity gate: enrolment and
 * unenrolment change it in the same statement as the enrolment row (rooms.service.ts), so a room
 * can never hold more than max_participants. Image and material are storage keys
 * (`rooms/<roomId>/…`), served through the app.
 */
export const rooms = pgTable(
  'rooms',
  {
    id: uuid().primaryKey().defaultRandom(),
    title: text().notNull(),
    description: text().notNull().default(''),
    roomType: text({ enum: ROOM_TYPES }).notNull(),
    scheduledDatetime: timestamp({ withTimezone: true }).notNull(),
    durationMinutes: integer().notNull(),
    maxParticipants: integer().notNull(),
    seatsTaken: integer().notNull().default(0),
    modName: text().notNull(),
    modEmail: text().notNull(),
    roomImage: text(),
    roomFile: text(),
    roomFileName: text(),
    isActive: boolean().notNull().default(true),
    isPrivate: boolean().notNull().default(false),
    publishedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** Set on seeded rooms only: the seeder's idempotency key. */
    seedKey: text().unique(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index().on(t.isActive, t.scheduledDatetime),
    check(
      'rooms_seats_within_capacity',
      sql`${t.seatsTaken} >= 0 and ${t.seatsTaken} <= ${t.maxParticipants}`,
    ),
    check('rooms_duration_positive', sql`${t.durationMinutes} > 0`),
    check('rooms_capacity_positive', sql`${t.maxParticipants} > 0`),
  ],
);

export const roomEnrollments = pgTable(
  'room_enrollments',
  {
    id: uuid().primaryKey().defaultRandom(),
    roomId: uuid()
      .notNull()
      .references(() => rooms.id, { onDelete: 'cascade' }),
    userId: text()
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    status: text({ enum: ['enrolled'] })
      .notNull()
      .default('enrolled'),
    /** The phone given in the confirmation dialog for the WhatsApp reminder (null: skipped). */
    reminderPhone: text(),
    /** Claimed by the reminder job before sending, so each channel sends at most once. */
    emailReminderAt: timestamp({ withTimezone: true }),
    whatsappReminderAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex().on(t.roomId, t.userId), index().on(t.userId)],
);
