import { Hono, type Context } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../hono-env';
import { uuidParams, validate } from '../../lib/validate';
import {
  contentBankSchema,
  contentImportInputSchema,
  contentListQuerySchema,
  pictureInputSchema,
  pictureUpdateSchema,
  srtSituationInputSchema,
  watWordInputSchema,
  type ContentBank,
} from '@/shared/schemas/content';
import { addOperatorPicture } from '../pictures/pictures.service';
import {
  adminPictureBytes,
  listPictures,
  toConsolePicture,
  updatePicture,
} from '../pictures/pictures.admin';
import { adminActor } from './console.access';
import { recordAudit, skipAudit } from './console.audit';
import { commitImport, previewImport } from './console.content-import';
import {
  createContentItem,
  listContent,
  setContentActive,
  updateContentItem,
} from './console.content.service';
import { ValidationError } from '../../lib/errors';

const bankParam = validate('param', z.object({ bank: contentBankSchema }));
const bankItemSchema = z.object({
  bank: contentBankSchema,
  id: z.uuid({ error: 'The item id must be a UUID.' }),
});
const bankItemParams = validate('param', bankItemSchema);
const pictureId = uuidParams('picture', 'id');
const ENTITY: Record<ContentBank, string> = { wat: 'wat_word', srt: 'srt_situation' };

/** The body of a create or edit, by bank (the param is checked first; the body after). */
const itemBody = validate('json', z.record(z.string(), z.unknown()));
function parseItem(bank: ContentBank, body: unknown, partial: boolean) {
  const base = bank === 'wat' ? watWordInputSchema : srtSituationInputSchema;
  const schema = partial ? base.partial().strict() : base;
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue.path.join('.');
    throw new ValidationError(where ? `${where}: ${issue.message}` : issue.message);
  }
  return parsed.data;
}

const pictureListQuery = z
  .object({
    testType: z.enum(['ppdt', 'tat']).optional(),
    status: z.enum(['active', 'retired', 'all']).default('active'),
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(100).default(24),
  })
  .strict();

/**
 * Content (issue 17): WAT words, SRT situations (list, add, edit, retire/restore, CSV import with
 * a preview) and the PPDT/TAT pictures (upload checked by content, preview, description, retire).
 * Mounted at /api/admin/console/content. Pictures first: '/pictures' is not a bank.
 */
export const contentRoutes = new Hono<AppEnv>()
  .get('/pictures', validate('query', pictureListQuery), async (c) =>
    c.json(await listPictures(c.var.ctx.db, c.req.valid('query'))),
  )
  .post('/pictures', validate('json', pictureInputSchema), async (c) => {
    const { testType, description, dataBase64 } = c.req.valid('json');
    const row = await addOperatorPicture(c.var.ctx.db, c.var.ctx.storage, {
      bytes: Buffer.from(dataBase64, 'base64'),
      testType,
      description,
    });
    const picture = toConsolePicture(row);
    await recordAudit(c, {
      action: 'picture.create',
      entityType: 'picture',
      entityId: row.id,
      after: { ...picture, imageUrl: undefined },
    });
    return c.json({ picture }, 201);
  })
  .get('/pictures/:id/image', pictureId, async (c) => {
    const { db, storage } = c.var.ctx;
    const { bytes, contentType } = await adminPictureBytes(db, storage, c.req.valid('param').id);
    c.header('Cache-Control', 'private, max-age=31536000, immutable');
    c.header('Content-Type', contentType);
    return c.body(new Uint8Array(bytes));
  })
  .patch('/pictures/:id', pictureId, validate('json', pictureUpdateSchema), async (c) => {
    const { id } = c.req.valid('param');
    const r = await updatePicture(c.var.ctx.db, id, c.req.valid('json'));
    await recordAudit(c, {
      action: 'picture.update',
      entityType: 'picture',
      entityId: id,
      before: { description: r.before.description },
      after: { description: r.after.description },
    });
    return c.json({ picture: r.after });
  })
  .post('/pictures/:id/retire', pictureId, (c) => setPictureActive(c, false))
  .post('/pictures/:id/restore', pictureId, (c) => setPictureActive(c, true))
  // WAT words and SRT situations.
  .get('/:bank', bankParam, validate('query', contentListQuerySchema), async (c) =>
    c.json(await listContent(c.var.ctx.db, c.req.valid('param').bank, c.req.valid('query'))),
  )
  .post('/:bank', bankParam, itemBody, async (c) => {
    const { bank } = c.req.valid('param');
    const item = await createContentItem(
      c.var.ctx.db,
      bank,
      parseItem(bank, c.req.valid('json'), false) as never,
    );
    await recordAudit(c, {
      action: `${bank}.create`,
      entityType: ENTITY[bank],
      entityId: item.id,
      after: item,
    });
    return c.json({ item }, 201);
  })
  .post('/:bank/import', bankParam, validate('json', contentImportInputSchema), async (c) => {
    const { bank } = c.req.valid('param');
    const { csv, commit } = c.req.valid('json');
    if (!commit) {
      skipAudit(c);
      return c.json(await previewImport(c.var.ctx.db, bank, csv));
    }
    const result = await commitImport(c.var.ctx.db, bank, csv);
    await recordAudit(c, {
      action: `${bank}.import`,
      entityType: ENTITY[bank],
      after: {
        imported: result.imported,
        refused: result.lines.filter((l) => l.error).map((l) => ({ line: l.line, error: l.error })),
        by: adminActor(c).email,
      },
    });
    return c.json(result);
  })
  .patch('/:bank/:id', bankItemParams, itemBody, async (c) => {
    const { bank, id } = c.req.valid('param');
    const r = await updateContentItem(
      c.var.ctx.db,
      bank,
      id,
      parseItem(bank, c.req.valid('json'), true),
    );
    await recordAudit(c, {
      action: `${bank}.update`,
      entityType: ENTITY[bank],
      entityId: id,
      before: r.before,
      after: r.after,
    });
    return c.json({ item: r.after });
  })
  .post('/:bank/:id/retire', bankItemParams, (c) => setItemActive(c, false))
  .post('/:bank/:id/restore', bankItemParams, (c) => setItemActive(c, true));

async function setPictureActive(c: Context<AppEnv>, isActive: boolean) {
  const id = c.req.param('id')!;
  const r = await updatePicture(c.var.ctx.db, id, { isActive });
  await recordAudit(c, {
    action: `picture.${isActive ? 'restore' : 'retire'}`,
    entityType: 'picture',
    entityId: id,
    before: { isActive: r.before.isActive },
    after: { isActive: r.after.isActive },
  });
  return c.json({ picture: r.after });
}

async function setItemActive(c: Context<AppEnv>, isActive: boolean) {
  const { bank, id } = bankItemSchema.parse(c.req.param());
  const r = await setContentActive(c.var.ctx.db, bank, id, isActive);
  await recordAudit(c, {
    action: `${bank}.${isActive ? 'restore' : 'retire'}`,
    entityType: ENTITY[bank],
    entityId: id,
    before: { isActive: r.before.isActive },
    after: { isActive: r.after.isActive },
  });
  return c.json({ item: r.after });
}
