import { count, like } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { interviewers, interviewSlots } from '../../db/schema';

/**
 * Six interviewers written for this product: invented people (any likeness is accidental), retired
 * assessors of the kind a candidate meets at an SSB. Each has working hours in India's time.
 */
export const SEED_INTERVIEWERS = [
  {
    slug: 'seed-col-raghav-menon',
    name: 'Col. Raghav Menon (Retd.)',
    age: 58,
    rating: 4.9,
    recommendationsCount: 142,
    recommendationPlaces: ['SSB Allahabad', 'SSB Bhopal'],
    specialization: 'Personal interview and PIQ probing',
    experienceYears: 22,
    bio: 'Served as an Interviewing Officer at two Services Selection Boards after commanding an infantry battalion in the North-East. Known for calm, searching interviews that start from your PIQ form and end with a clear picture of how you think under pressure.',
    hours: ['09:30', '11:00', '15:00', '17:30'],
  },
  {
    slug: 'seed-cdr-ananya-iyer',
    name: 'Cdr. Ananya Iyer (Retd.)',
    age: 51,
    rating: 4.8,
    recommendationsCount: 96,
    recommendationPlaces: ['NSB Coimbatore', 'SSB Bangalore'],
    specialization: 'Naval entries and technical candidates',
    experienceYears: 17,
    bio: 'A former naval logistics officer who sat on Naval Selection Boards for six years. She helps engineering graduates and TES/NDA aspirants explain their choices simply, and spots the gaps between what a PIQ says and what a candidate has actually done.',
    hours: ['10:00', '12:00', '16:00'],
  },
  {
    slug: 'seed-wg-cdr-harpreet-sandhu',
    name: 'Wg Cdr Harpreet Sandhu (Retd.)',
    age: 55,
    rating: 4.7,
    recommendationsCount: 118,
    recommendationPlaces: ['AFSB Dehradun', 'AFSB Varanasi', 'AFSB Mysuru'],
    specialization: 'Air Force flying branch and officer-like qualities',
    experienceYears: 20,
    bio: 'Flew transport aircraft for two decades before joining an Air Force Selection Board as an interviewer. Expect questions on your hobbies, your responsibilities at home and why the flying branch, asked quickly and followed up hard.',
    hours: ['09:00', '11:30', '14:30', '18:00'],
  },
  {
    slug: 'seed-lt-col-suresh-patil',
    name: 'Lt Col Suresh Patil (Retd.)',
    age: 53,
    rating: 4.6,
    recommendationsCount: 74,
    recommendationPlaces: ['SSB Bhopal', 'SSB Kapurthala'],
    specialization: 'Psychology-linked interviewing (TAT, WAT, SRT consistency)',
    experienceYears: 15,
    bio: 'An artillery officer who later worked alongside psychologists at a Selection Centre. He uses your practice stories and reactions to test whether the person in the interview matches the person on paper, and shows you where they differ.',
    hours: ['10:30', '13:00', '16:30'],
  },
  {
    slug: 'seed-maj-kavita-rawat',
    name: 'Maj. Kavita Rawat (Retd.)',
    age: 46,
    rating: 4.8,
    recommendationsCount: 61,
    recommendationPlaces: ['SSB Allahabad', 'SSB Bangalore'],
    specialization: 'Women entries, SSC and first attempts',
    experienceYears: 12,
    bio: 'Commissioned through the Short Service Commission into the Army Service Corps, she mentors first-time candidates from small towns. Her interviews are friendly but thorough, with honest feedback on communication, confidence and general awareness.',
    hours: ['09:00', '12:30', '15:30', '19:00'],
  },
  {
    slug: 'seed-brig-vikram-chauhan',
    name: 'Brig. Vikram Chauhan (Retd.)',
    age: 62,
    rating: 4.5,
    recommendationsCount: 185,
    recommendationPlaces: ['SSB Kapurthala', 'SSB Allahabad', 'SSB Bhopal'],
    specialization: 'Repeaters and conference-stage preparation',
    experienceYears: 28,
    bio: 'Presided over a Selection Board late in his career and has seen thousands of conferences. He works best with candidates who have been conferenced out before: what the board saw, what it missed, and what to change before the next attempt.',
    hours: ['11:00', '14:00', '17:00'],
  },
] as const;

/** How far ahead the seeded interviewers keep free slots. */
export const SEED_DAYS = 14;
/** Asia/Kolkata has been UTC+05:30 all year since 1945 (no daylight saving). */
const IST_OFFSET_MS = 330 * 60_000;

/** The instants of `hh:mm` India time on each of the next `days` Indian calendar days. */
export function istSlotInstants(hours: readonly string[], now: Date, days = SEED_DAYS): Date[] {
  const istNow = new Date(now.getTime() + IST_OFFSET_MS);
  const out: Date[] = [];
  for (let d = 0; d <= days; d++) {
    for (const hhmm of hours) {
      const [h, m] = hhmm.split(':').map(Number);
      const utc =
        Date.UTC(istNow.getUTCFullYear(), istNow.getUTCMonth(), istNow.getUTCDate() + d, h, m) -
        IST_OFFSET_MS;
      if (utc > now.getTime()) out.push(new Date(utc));
    }
  }
  return out;
}

/**
 * On the first start (no interviewers yet) writes the six; on every start tops up the seeded
 * interviewers' slots for the next 14 days, so the portal never runs dry. Idempotent: rows are
 * keyed by slug and by (interviewer, instant). Answers how many rows it added.
 */
export async function seedInterviews(db: Db, now = new Date()): Promise<number> {
  let added = 0;
  const [{ n }] = await db.select({ n: count() }).from(interviewers);
  if (n === 0) {
    const rows = await db
      .insert(interviewers)
      .values(
        SEED_INTERVIEWERS.map(({ hours: _hours, ...i }) => ({
          ...i,
          recommendationPlaces: [...i.recommendationPlaces],
        })),
      )
      .onConflictDoNothing()
      .returning({ id: interviewers.id });
    added += rows.length;
  }
  const seeded = await db
    .select({ id: interviewers.id, slug: interviewers.slug })
    .from(interviewers)
    .where(like(interviewers.slug, 'seed-%'));
  for (const who of seeded) {
    const spec = SEED_INTERVIEWERS.find((s) => s.slug === who.slug);
    if (!spec) continue;
    const instants = istSlotInstants(spec.hours, now);
    if (instants.length === 0) continue;
    const rows = await db
      .insert(interviewSlots)
      .values(instants.map((startsAt) => ({ interviewerId: who.id, startsAt })))
      .onConflictDoNothing()
      .returning({ id: interviewSlots.id });
    added += rows.length;
  }
  return added;
}
