import Papa from 'papaparse';
import type { Db } from '../../db/client';
import { srtSituations, watWords } from '../../db/schema';
import { ValidationError } from '../../lib/errors';
import {
  CSV_COLUMNS,
  CSV_MAX_LINES,
  CSV_TAGS_COLUMN,
  srtSituationInputSchema,
  watWordInputSchema,
  type ContentBank,
  type ImportLine,
  type ImportResult,
  type SrtSituationInput,
  type WatWordInput,
} from '@/shared/schemas/content';
import {
  duplicateMessage,
  existingKeys,
  lockBank,
  rowValues,
  sameKey,
} from './console.content.service';

/**
 * Bulk import of WAT words and SRT situations from CSV (issue 17). The preview and the import
 * run the same checks; the import re-checks inside one transaction (holding the bank's lock) and
 * writes only the valid lines, so clicking "Import" twice writes nothing the second time: every
 * line is then a duplicate of an existing item.
 */
interface ParsedLine {
  line: number;
  cells: string[];
}

/** The CSV's records with the line each starts on (a quoted cell may span lines). */
export function parseCsv(csv: string): ParsedLine[] {
  const text = csv.replace(/^\uFEFF/, '');
  const out: ParsedLine[] = [];
  let start = 0;
  Papa.parse<string[]>(text, {
    skipEmptyLines: false,
    step: (row) => {
      const line = 1 + countNewlines(text, start);
      out.push({ line, cells: row.data });
      start = row.meta.cursor;
    },
  });
  // A newline at the very end is not a line of its own.
  const last = out.at(-1);
  if (last && last.cells.length === 1 && last.cells[0] === '' && /\r?\n$/.test(text)) out.pop();
  return out;
}

function countNewlines(text: string, end: number) {
  let n = 0;
  for (let i = 0; i < end; i++) if (text.charCodeAt(i) === 10) n++;
  return n;
}

const isHeader = (bank: ContentBank, cells: string[]) =>
  cells[0]?.trim().toLowerCase() === CSV_COLUMNS[bank][0];

interface CheckedLine extends ImportLine {
  input?: WatWordInput | SrtSituationInput;
}

function checkLine(bank: ContentBank, { line, cells }: ParsedLine): CheckedLine {
  const text = (cells[0] ?? '').trim();
  if (cells.every((c) => c.trim() === '')) return { line, text, error: 'The line is empty.' };
  const required = CSV_COLUMNS[bank];
  // The last, optional column: drill tags separated by ';' or '|'.
  const columns = cells.length === required.length + 1 ? [...required, CSV_TAGS_COLUMN] : required;
  if (cells.length !== columns.length)
    return {
      line,
      text,
      error: `Expected ${required.length} columns (${required.join(', ')}) and optionally ${CSV_TAGS_COLUMN}, found ${cells.length}.`,
    };
  const raw = Object.fromEntries(columns.map((k, i) => [k, cells[i].trim()]));
  const schema = bank === 'wat' ? watWordInputSchema : srtSituationInputSchema;
  const parsed = schema.safeParse(raw);
  if (!parsed.success) return { line, text, error: parsed.error.issues[0].message };
  return { line, text, error: null, input: parsed.data };
}

async function check(db: Db, bank: ContentBank, csv: string): Promise<CheckedLine[]> {
  const records = parseCsv(csv);
  if (records.length > 0 && isHeader(bank, records[0].cells)) records.shift();
  if (records.length === 0)
    throw new ValidationError(
      `csv: no lines to import (columns: ${CSV_COLUMNS[bank].join(', ')}).`,
    );
  if (records.length > CSV_MAX_LINES)
    throw new ValidationError(
      `csv: ${records.length} lines is too many at once (at most ${CSV_MAX_LINES}).`,
    );
  const lines = records.map((r) => checkLine(bank, r));
  const keys = lines.filter((l) => l.input).map((l) => sameKey(l.text));
  const existing = await existingKeys(db, bank, [...new Set(keys)]);
  const firstLine = new Map<string, number>();
  for (const l of lines) {
    if (!l.input) continue;
    const key = sameKey(l.text);
    const dup = existing.get(key);
    const earlier = firstLine.get(key);
    if (dup) l.error = duplicateMessage(bank, dup.isActive);
    else if (earlier !== undefined) l.error = `The same as line ${earlier}.`;
    else firstLine.set(key, l.line);
  }
  return lines;
}

const summary = (lines: CheckedLine[]): ImportResult => ({
  lines: lines.map(({ line, text, error }) => ({ line, text, error })),
  valid: lines.filter((l) => !l.error).length,
  invalid: lines.filter((l) => l.error).length,
});

/** Checks every line and writes nothing. */
export async function previewImport(db: Db, bank: ContentBank, csv: string) {
  return summary(await check(db, bank, csv));
}

/** Writes the valid lines in one transaction; answers what it wrote and what it refused. */
export async function commitImport(db: Db, bank: ContentBank, csv: string): Promise<ImportResult> {
  return db.transaction(async (tx) => {
    await lockBank(tx, bank);
    const lines = await check(tx as unknown as Db, bank, csv);
    const valid = lines.filter((l) => !l.error && l.input);
    let imported = 0;
    for (let i = 0; i < valid.length; i += 500) {
      const values = valid.slice(i, i + 500).map((l) => rowValues(bank, l.input!));
      const rows = await tx
        .insert(bank === 'wat' ? watWords : srtSituations)
        .values(values as never)
        .onConflictDoNothing()
        .returning();
      imported += rows.length;
    }
    return { ...summary(lines), imported };
  });
}
