/**
 * The content banks' fixed values (issue 17), without zod: the console's UI imports these, the
 * schemas in schemas/content.ts build on them.
 */
export const CONTENT_BANKS = ['wat', 'srt'] as const;
export type ContentBank = (typeof CONTENT_BANKS)[number];

export const WAT_VALENCES = ['positive', 'negative', 'neutral'] as const;
export const WAT_KINDS = ['abstract', 'concrete'] as const;
export const SRT_CATEGORIES = [
  'home',
  'college',
  'village',
  'travel',
  'sport',
  'emergency',
  'team',
  'work',
  'moral',
] as const;
export const WAT_WORD_MAX = 40;
export const SRT_TEXT_MAX = 400;
export const CSV_MAX_CHARS = 500_000;
export const CSV_MAX_LINES = 2000;

/**
 * The CSV columns of each bank, in order (a first line naming them is skipped as a header). A
 * last `tags` column may follow: drill tags (issue 19), OLQ keys separated by ';' or '|'.
 */
export const CSV_COLUMNS: Record<ContentBank, readonly string[]> = {
  wat: ['word', 'valence', 'kind', 'difficulty'],
  srt: ['text', 'category'],
};
export const CSV_TAGS_COLUMN = 'tags';
