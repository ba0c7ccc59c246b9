import OpenAI from 'openai';
import type { Env } from '../../env';

/** Turns the photo of an answer sheet into text. Behind one interface: LLM vision, OCR or none. */
export interface Transcriber {
  name: string;
  transcribe(jpeg: Buffer, hint: { testType: string }): Promise<string>;
}

const PROMPT: Record<string, string> = {
  wat: 'The sheet holds a numbered list of short sentences, one per stimulus word.',
  srt: 'The sheet holds a numbered list of short reactions, one per situation.',
  ppdt: 'The sheet holds one short story about a picture.',
  tat: 'The sheet holds short stories, one per picture, each possibly headed by a number.',
};

/** Any OpenAI-compatible chat API with a vision model (the same endpoint as the LLM assessor). */
export function llmTranscriber(config: {
  baseURL: string;
  apiKey: string;
  model: string;
  timeoutMs: number;
  maxRetries: number;
}): Transcriber {
  const client = new OpenAI({
    baseURL: config.baseURL,
    apiKey: config.apiKey,
    timeout: config.timeoutMs,
    maxRetries: config.maxRetries,
  });
  return {
    name: `llm:${config.model}`,
    async transcribe(jpeg, { testType }) {
      const completion = await client.chat.completions.create({
        model: config.model,
        temperature: 0,
        messages: [
          {
            role: 'system',
            content:
              'You transcribe photos of handwritten answer sheets exactly as written. Output only the text, line by line, keeping the numbering and line breaks; no comments. Mark an unreadable word as [?].',
          },
          {
            role: 'user',
            content: [
              { type: 'text', text: `${PROMPT[testType] ?? ''} Transcribe it.` },
              {
                type: 'image_url',
                image_url: { url: `data:image/jpeg;base64,${jpeg.toString('base64')}` },
              },
            ],
          },
        ],
      });
      return completion.choices[0]?.message?.content?.trim() ?? '';
    },
  };
}

/**
 * The engine the environment selects: the LLM when it is configured (auto or llm), otherwise
 * the offline OCR (auto or ocr) when it loads, otherwise none (the candidate types the text).
 */
export async function createTranscriber(env: Env): Promise<Transcriber | null> {
  const engine = env.TRANSCRIBE_ENGINE;
  if (engine === 'none') return null;
  const llmReady = env.OPENAI_BASE_URL && env.OPENAI_API_KEY && env.AI_MODEL;
  if (llmReady && (engine === 'auto' || engine === 'llm'))
    return llmTranscriber({
      baseURL: env.OPENAI_BASE_URL!,
      apiKey: env.OPENAI_API_KEY!,
      model: env.AI_VISION_MODEL ?? env.AI_MODEL!,
      timeoutMs: env.AI_TIMEOUT_MS,
      maxRetries: 0,
    });
  if (engine === 'llm')
    throw new Error('TRANSCRIBE_ENGINE=llm needs OPENAI_BASE_URL, OPENAI_API_KEY and AI_MODEL');
  try {
    const { ocrTranscriber } = await import('./ocr');
    return await ocrTranscriber();
  } catch (error) {
    if (engine === 'ocr') throw error;
    return null;
  }
}
