/**
 * `npm run ocr:eval`: the offline OCR engine's accuracy on answer sheets the project makes itself
 * (src/test/answer-sheets.ts). Prints the character error rate overall and per font.
 * OCR_EVAL_SHEETS (default 32) sets how many; OCR_EVAL_SAVE=dir keeps the images.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ocrTranscriber } from '../src/server/features/uploads/ocr';
import { answerSheet, characterErrorRate, editDistance } from '../src/test/answer-sheets';

const count = Number(process.env.OCR_EVAL_SHEETS ?? 32);
const save = process.env.OCR_EVAL_SAVE;
if (save) mkdirSync(save, { recursive: true });
const engine = await ocrTranscriber();
const byFont = new Map<string, { errors: number; chars: number; sheets: number }>();
let errors = 0;
let chars = 0;
let wordsFound = 0;
let words = 0;
const started = performance.now();
for (let i = 0; i < count; i++) {
  const sheet = await answerSheet(i);
  if (save) writeFileSync(path.join(save, `sheet-${String(i).padStart(2, '0')}.jpg`), sheet.jpeg);
  const text = await engine.transcribe(sheet.jpeg, { testType: 'wat' });
  const expected = sheet.lines.join('\n');
  const norm = (s: string) => s.toLowerCase().replace(/\s+/g, ' ').trim();
  const e = editDistance(norm(expected), norm(text));
  errors += e;
  chars += norm(expected).length;
  const got = new Set(norm(text).split(/[^a-z]+/));
  for (const w of norm(expected)
    .split(/[^a-z]+/)
    .filter((w) => w.length > 2)) {
    words++;
    if (got.has(w)) wordsFound++;
  }
  const f = byFont.get(sheet.font) ?? { errors: 0, chars: 0, sheets: 0 };
  f.errors += e;
  f.chars += norm(expected).length;
  f.sheets++;
  byFont.set(sheet.font, f);
  console.log(
    `sheet ${i} (${sheet.font}): CER ${(characterErrorRate(expected, text) * 100).toFixed(1)}%  ${JSON.stringify(text.split('\n')[0] ?? '')}`,
  );
}
console.log(
  `\n${count} sheets, ${engine.name}, ${((performance.now() - started) / count / 1000).toFixed(1)} s per sheet`,
);
for (const [font, f] of byFont)
  console.log(
    `  ${font.padEnd(14)} CER ${((f.errors / f.chars) * 100).toFixed(1)}% (${f.sheets} sheets)`,
  );
console.log(`character error rate: ${((errors / chars) * 100).toFixed(1)}%`);
console.log(`words (3+ letters) read exactly: ${((wordsFound / words) * 100).toFixed(1)}%`);
