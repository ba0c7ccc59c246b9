import type { Transcriber } from './transcriber';

/** The offline OCR engine (PaddleOCR); not installed yet on this branch. */
export async function ocrTranscriber(): Promise<Transcriber> {
  throw new Error('The offline OCR engine is not installed.');
}
