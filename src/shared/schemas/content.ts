import { z } from 'zod';
import { OLQ_KEYS, type OlqKey } from '../olqs';
import {
  CONTENT_BANKS,
  CSV_COLUMNS,
  CSV_TAGS_COLUMN,
  CSV_MAX_CHARS,
  CSV_MAX_LINES,
  SRT_CATEGORIES,
  SRT_TEXT_MAX,
  WAT_KINDS,
  WAT_VALENCES,
  WAT_WORD_MAX,
  type ContentBank,
} from '../content';

export {
  CONTENT_BANKS,
  CSV_COLUMNS,
  CSV_TAGS_COLUMN,
  CSV_MAX_CHARS,
  CSV_MAX_LINES,
  SRT_CATEGORIES,
  SRT_TEXT_MAX,
  WAT_KINDS,
  WAT_VALENCES,
  WAT_WORD_MAX,
  type ContentBank,
};

/**
 * The content banks as the operator console edits them (issue 17): WAT words and SRT situations,
 * and the CSV import's preview. The same schemas check the console's forms and the server.
 */
export const contentBankSchema = z.enum(CONTENT_BANKS, { error: 'bank must be wat or srt' });

const list = (xs: readonly string[]) => `${xs.slice(0, -1).join(', ')} or ${xs.at(-1)}`;

/**
 * Drill tags (issue 19): OLQ keys, as a list or as text separated by ',', ';' or '|' (the form's
 * field, a CSV cell). Duplicates are dropped; an empty text means no tags.
 */
export const olqTagsSchema = z
  .union([z.string().max(1000), z.array(z.string().max(100)).max(100)], {
    error: 'tags must be a list of OLQ keys.',
  })
  .transform((v, ctx): OlqKey[] => {
    const keys = (typeof v === 'string' ? v.split(/[,;|]/) : v)
      .map((t) => t.trim())
      .filter(Boolean);
    const bad = keys.find((k) => !(OLQ_KEYS as readonly string[]).includes(k));
    if (bad !== undefined) {
      ctx.addIssue({
        code: 'custom',
        message: `'${bad}' is not an OLQ key; tags take ${OLQ_KEYS.join(', ')}.`,
      });
      return z.NEVER;
    }
    return [...new Set(keys as OlqKey[])];
  });

export const watWordInputSchema = z
  .object({
    word: z
      .string({ error: 'Enter the word.' })
      .trim()
      .min(1, 'Enter the word.')
      .max(WAT_WORD_MAX, `A word is at most ${WAT_WORD_MAX} characters.`),
    valence: z.enum(WAT_VALENCES, { error: `valence must be ${list(WAT_VALENCES)}.` }),
    kind: z.enum(WAT_KINDS, { error: `kind must be ${list(WAT_KINDS)}.` }),
    difficulty: z.coerce
      .number({ error: 'difficulty must be 1, 2 or 3.' })
      .int('difficulty must be 1, 2 or 3.')
      .min(1, 'difficulty must be 1, 2 or 3.')
      .max(3, 'difficulty must be 1, 2 or 3.'),
    tags: olqTagsSchema.optional(),
  })
  .strict();
export type WatWordInput = z.infer<typeof watWordInputSchema>;

export const srtSituationInputSchema = z
  .object({
    text: z
      .string({ error: 'Enter the situation.' })
      .trim()
      .min(1, 'Enter the situation.')
      .max(SRT_TEXT_MAX, `A situation is at most ${SRT_TEXT_MAX} characters.`),
    category: z.enum(SRT_CATEGORIES, { error: `category must be ${list(SRT_CATEGORIES)}.` }),
    tags: olqTagsSchema.optional(),
  })
  .strict();
export type SrtSituationInput = z.infer<typeof srtSituationInputSchema>;

export const contentListQuerySchema = z
  .object({
    q: z.string().trim().max(200).default(''),
    status: z.enum(['active', 'retired', 'all']).default('active'),
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(200).default(25),
  })
  .strict();
export type ContentListQuery = z.infer<typeof contentListQuerySchema>;

export const contentImportInputSchema = z
  .object({
    csv: z
      .string({ error: 'Paste the CSV or choose a file.' })
      .min(1, 'Paste the CSV or choose a file.')
      .max(CSV_MAX_CHARS, `The CSV is too long (at most ${CSV_MAX_CHARS / 1000} KB at a time).`),
    /** false (default): only the preview, nothing is written; true: import the valid lines. */
    commit: z.boolean().default(false),
  })
  .strict();

export interface ContentItem {
  id: string;
  text: string;
  isActive: boolean;
  createdAt: string;
  /** Drill tags (issue 19): the OLQs this item calls for. */
  tags: string[];
  /** WAT only. */
  valence?: (typeof WAT_VALENCES)[number];
  kind?: (typeof WAT_KINDS)[number];
  difficulty?: number;
  /** SRT only. */
  category?: string;
}

export interface ContentPage {
  items: ContentItem[];
  total: number;
  page: number;
  pageSize: number;
}

export interface ImportLine {
  line: number;
  /** The first column (the word or the situation), as written. */
  text: string;
  error: string | null;
}

export interface ImportResult {
  lines: ImportLine[];
  valid: number;
  invalid: number;
  /** Set when the import was committed: how many rows were written. */
  imported?: number;
}

export const pictureInputSchema = z
  .object({
    testType: z.enum(['ppdt', 'tat'], { error: 'testType must be ppdt or tat' }),
    description: z
      .string({ error: 'Describe what the picture shows (10+ characters).' })
      .trim()
      .min(10, 'Describe what the picture shows (10+ characters).')
      .max(1000, 'A description is at most 1000 characters.'),
    dataBase64: z
      .string({ error: 'Choose a picture.' })
      .min(1, 'Choose a picture.')
      .max(11_000_000, 'The picture is too large (at most 8 MB).'),
  })
  .strict();

export const pictureUpdateSchema = pictureInputSchema.pick({ description: true }).strict();

export interface ConsolePicture {
  id: string;
  testType: 'ppdt' | 'tat';
  description: string;
  source: 'generated' | 'operator';
  width: number | null;
  height: number | null;
  isActive: boolean;
  createdAt: string;
  imageUrl: string;
}
