import OpenAI from 'openai';
import { z } from 'zod';
import { sessionAssessmentSchema, type SessionAssessment } from '@/shared/schemas/assessment';
import type { Logger } from '../../../logger';
import type { Assessor, AssessorInput, AssessorOutput } from '../assessor';
import { applySafetyFloor } from './floor-check';
import { buildMessages, PROMPT_VERSION } from './prompt';

export interface LlmConfig {
  baseURL: string;
  apiKey: string;
  model: string;
  timeoutMs: number;
  maxRetries: number;
}

const jsonSchema = z.toJSONSchema(sessionAssessmentSchema, {
  target: 'draft-7',
  unrepresentable: 'any',
});

/**
 * The LLM assessor: any OpenAI-compatible chat-completions API through the official SDK. One
 * request per session, structured JSON output validated with zod. The SDK retries 429, 5xx and
 * timeouts; an answer that stays invalid after `maxRetries` more requests falls back to the
 * rubric assessor, recorded as such.
 */
/**
 * `fallback` null (AI_FALLBACK=none): a model that stays unusable fails the attempt instead, so
 * the evaluation job retries later and, after its last try, shows as failed with 'Retry
 * evaluation' (for operators who want only model feedback).
 */
export function createLlmAssessor(
  config: LlmConfig,
  fallback: Assessor | null,
  logger: Logger,
): Assessor {
  const client = new OpenAI({
    baseURL: config.baseURL,
    apiKey: config.apiKey,
    timeout: config.timeoutMs,
    maxRetries: config.maxRetries,
  });
  return {
    name: 'llm',
    async assess(input: AssessorInput): Promise<AssessorOutput> {
      const usage = { prompt: 0, completion: 0, total: 0 };
      let lastProblem = '';
      for (let attempt = 0; attempt <= config.maxRetries; attempt++) {
        let completion: OpenAI.Chat.Completions.ChatCompletion;
        try {
          completion = await client.chat.completions.create({
            model: config.model,
            messages: buildMessages(input),
            temperature: 0.2,
            response_format: {
              type: 'json_schema',
              json_schema: {
                name: 'session_assessment',
                schema: jsonSchema as Record<string, unknown>,
                strict: false,
              },
            },
          });
        } catch (err) {
          // The SDK already retried 429, 5xx and timeouts; the candidate still gets feedback.
          lastProblem = err instanceof Error ? err.message : String(err);
          logger.warn({ err }, 'LLM assessor request failed');
          break;
        }
        usage.prompt += completion.usage?.prompt_tokens ?? 0;
        usage.completion += completion.usage?.completion_tokens ?? 0;
        usage.total += completion.usage?.total_tokens ?? 0;
        const parsed = parseAnswer(
          completion.choices[0]?.message?.content ?? '',
          input.items.length,
        );
        if (parsed.ok) {
          return {
            result: applySafetyFloor(input, parsed.value, logger, config.model),
            assessor: 'llm',
            model: config.model,
            promptVersion: PROMPT_VERSION,
            tokenUsage: usage,
          };
        }
        lastProblem = parsed.problem;
        logger.warn({ attempt, problem: parsed.problem }, 'LLM assessor answer invalid');
      }
      if (!fallback) throw new Error(`The AI assessor is unavailable: ${lastProblem}`);
      const fallbackResult = await fallback.assess(input);
      logger.warn({ problem: lastProblem }, 'LLM assessor fell back to the rubric assessor');
      return {
        ...fallbackResult,
        assessor: 'rubric-fallback',
        model: config.model,
        tokenUsage: usage,
      };
    },
  };
}

function parseAnswer(
  content: string,
  expectedItems: number,
): { ok: true; value: SessionAssessment } | { ok: false; problem: string } {
  let json: unknown;
  try {
    json = JSON.parse(content.replace(/^```(?:json)?\s*|\s*```$/g, ''));
  } catch {
    return { ok: false, problem: 'not JSON' };
  }
  const result = sessionAssessmentSchema.safeParse(json);
  if (!result.success)
    return {
      ok: false,
      problem: result.error.issues
        .slice(0, 3)
        .map((i) => `${i.path.join('.')}: ${i.message}`)
        .join('; '),
    };
  if (result.data.items.length !== expectedItems) {
    return {
      ok: false,
      problem: `expected ${expectedItems} items, got ${result.data.items.length}`,
    };
  }
  return { ok: true, value: result.data };
}
