import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { piqForms } from '../../db/schema';
import {
  piqInputSchema,
  type PiqDraft,
  type PiqForm,
  type PiqInput,
  type PiqState,
  type SaveDraftInput,
} from '@/shared/schemas/piq';
import { writePiqSummary } from './piq.summary';

type PiqRow = typeof piqForms.$inferSelect;

const formFields = Object.keys(piqInputSchema.shape) as (keyof PiqInput)[];

/** The submitted form of a row (null while the user has only a draft). */
function toForm(row: PiqRow): PiqForm | null {
  if (!row.submittedAt) return null;
  const fields = Object.fromEntries(formFields.map((k) => [k, row[k]])) as PiqInput;
  return {
    ...fields,
    siblingsDetails: row.siblingsDetails ?? [],
    educationalRecord: row.educationalRecord ?? [],
    piqSummary: row.piqSummary ?? '',
    createdAt: row.submittedAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function toDraft(row: PiqRow): PiqDraft | null {
  if (!row.draft || !row.draftSavedAt) return null;
  return { data: row.draft, step: row.draftStep ?? 1, savedAt: row.draftSavedAt.toISOString() };
}

const findRow = async (db: Db, userId: string) =>
  (await db.select().from(piqForms).where(eq(piqForms.userId, userId)))[0];

/** GET /api/piq: the submitted form and any saved draft, each null when absent. */
export async function getPiq(db: Db, userId: string): Promise<PiqState> {
  const row = await findRow(db, userId);
  return row ? { form: toForm(row), draft: toDraft(row) } : { form: null, draft: null };
}

/**
 * Submit or update (validated by piqInputSchema in the route): writes every field and the
 * summary, and clears the draft, which this submission supersedes.
 */
export async function submitPiq(db: Db, userId: string, input: PiqInput): Promise<PiqForm> {
  const now = new Date();
  // Hidden answers are not kept: death ages only when a parent has died, NCC details only with NCC.
  const fields: PiqInput = {
    ...input,
    motherDeathAge: input.parentsAlive === 'no' ? input.motherDeathAge : null,
    fatherDeathAge: input.parentsAlive === 'no' ? input.fatherDeathAge : null,
    nccDetails: input.nccTraining === 'yes' ? input.nccDetails : null,
  };
  const values = {
    ...fields,
    piqSummary: writePiqSummary(fields),
    draft: null,
    draftStep: null,
    draftSavedAt: null,
    updatedAt: now,
  };
  const [row] = await db
    .insert(piqForms)
    .values({ userId, ...values, submittedAt: now })
    .onConflictDoUpdate({
      target: piqForms.userId,
      // The first submission time stays; a row that held only a draft gets it now.
      set: {
        ...values,
        submittedAt: sql`coalesce(${piqForms.submittedAt}, excluded.submitted_at)`,
      },
    })
    .returning();
  return toForm(row)!;
}

/** PUT /api/piq/draft: Save Progress. Never touches the submitted form. */
export async function saveDraft(db: Db, userId: string, input: SaveDraftInput): Promise<PiqDraft> {
  const values = { draft: input.data, draftStep: input.step, draftSavedAt: new Date() };
  const [row] = await db
    .insert(piqForms)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: piqForms.userId, set: values })
    .returning();
  return toDraft(row)!;
}

export async function discardDraft(db: Db, userId: string): Promise<void> {
  await db
    .update(piqForms)
    .set({ draft: null, draftStep: null, draftSavedAt: null })
    .where(eq(piqForms.userId, userId));
}

/** Whether the user has submitted a PIQ (the interview booking requires one). */
export async function piqExists(db: Db, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: piqForms.id })
    .from(piqForms)
    .where(and(eq(piqForms.userId, userId), isNotNull(piqForms.submittedAt)));
  return Boolean(row);
}

/** The assessor's view of the candidate: the summary of the submitted PIQ, or null. */
export async function getPiqSummary(db: Db, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ summary: piqForms.piqSummary })
    .from(piqForms)
    .where(and(eq(piqForms.userId, userId), isNotNull(piqForms.submittedAt)));
  return row?.summary ?? null;
}
