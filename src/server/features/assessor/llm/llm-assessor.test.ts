import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { createLogger } from '@/server/logger';
import { assessSession } from '../rubric/assess';
import { createRubricAssessor } from '../rubric-assessor';
import type { AssessorInput } from '../assessor';
import { createLlmAssessor } from './llm-assessor';
import { PROMPT_VERSION } from './prompt';

// A local server speaking the chat-completions protocol; each test queues its answers.
type Reply = (req: IncomingMessage, res: ServerResponse, body: Record<string, unknown>) => void;
const queue: Reply[] = [];
const requests: Record<string, unknown>[] = [];
const server = createServer((req, res) => {
  let raw = '';
  req.on('data', (c) => (raw += c));
  req.on('end', () => {
    const body = JSON.parse(raw || '{}');
    requests.push({ path: req.url, auth: req.headers.authorization, ...body });
    const reply = queue.shift();
    if (!reply) {
      res.writeHead(500).end('no reply queued');
      return;
    }
    reply(req, res, body);
  });
});
await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
const baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
afterAll(
  () =>
    new Promise<void>((r) => {
      server.closeAllConnections();
      server.close(() => r());
    }),
);
beforeEach(() => {
  queue.length = 0;
  requests.length = 0;
});

const input: AssessorInput = {
  testType: 'wat',
  items: [
    {
      stimulus: 'Team',
      response: 'Our team divided the work and finished the project a day early.',
    },
    { stimulus: 'Mother', response: 'Every child should obey his mother.' },
  ],
};
const valid = assessSession(input); // a well-formed answer in the shared schema

const completion = (content: string) =>
  JSON.stringify({
    id: 'chatcmpl-1',
    object: 'chat.completion',
    created: 1,
    model: 'test-model',
    choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', content } }],
    usage: { prompt_tokens: 100, completion_tokens: 50, total_tokens: 150 },
  });
const ok =
  (content: string): Reply =>
  (_req, res) =>
    res.writeHead(200, { 'content-type': 'application/json' }).end(completion(content));

const logger = createLogger('silent');
const make = (over: Partial<{ timeoutMs: number; maxRetries: number }> = {}) =>
  createLlmAssessor(
    {
      baseURL,
      apiKey: 'sk-test',
      model: 'test-model',
      timeoutMs: over.timeoutMs ?? 5000,
      maxRetries: over.maxRetries ?? 2,
    },
    createRubricAssessor(),
    logger,
  );

describe('LLM assessor over the chat-completions protocol', () => {
  it('uses a valid structured answer and records model, prompt version and token usage', async () => {
    queue.push(ok(JSON.stringify(valid)));
    const out = await make().assess(input);
    expect(out.assessor).toBe('llm');
    expect(out.model).toBe('test-model');
    expect(out.promptVersion).toBe(PROMPT_VERSION);
    expect(out.tokenUsage).toEqual({ prompt: 100, completion: 50, total: 150 });
    expect(out.result.items).toHaveLength(2);
    expect(requests).toHaveLength(1);
    const sent = requests[0] as {
      path: string;
      auth: string;
      model: string;
      messages: { role: string; content: string }[];
      response_format: { type: string };
    };
    expect(sent.path).toBe('/v1/chat/completions');
    expect(sent.auth).toBe('Bearer sk-test');
    expect(sent.model).toBe('test-model');
    expect(sent.response_format.type).toBe('json_schema');
    expect(sent.messages[0].content).toContain('Word Association Test');
    expect(sent.messages[1].content).toContain('Every child should obey his mother.');
  });

  it('asks again after malformed JSON, then falls back to the rubric assessor (recorded as such)', async () => {
    queue.push(
      ok('{"overallScore": 4, "items": ['),
      ok('not json at all'),
      ok(JSON.stringify({ ...valid, items: valid.items.slice(0, 1) })),
    );
    const out = await make().assess(input);
    expect(requests).toHaveLength(3);
    expect(out.assessor).toBe('rubric-fallback');
    expect(out.result).toEqual(valid);
  });

  it('retries a 429 and then uses the answer', async () => {
    queue.push(
      (_req, res) =>
        res
          .writeHead(429, { 'content-type': 'application/json', 'retry-after-ms': '10' })
          .end('{"error":{"message":"slow down"}}'),
      ok(JSON.stringify(valid)),
    );
    const out = await make().assess(input);
    expect(requests).toHaveLength(2);
    expect(out.assessor).toBe('llm');
  });

  it('with AI_FALLBACK=none, fails the attempt instead of falling back', async () => {
    queue.push((_req, res) => res.writeHead(500).end('{"error":{"message":"boom"}}'));
    const noFallback = createLlmAssessor(
      { baseURL, apiKey: 'sk-test', model: 'test-model', timeoutMs: 5000, maxRetries: 0 },
      null,
      logger,
    );
    await expect(noFallback.assess(input)).rejects.toThrow(/The AI assessor is unavailable/);
  });

  it('times out, retries, and falls back when the model never answers', async () => {
    const hang: Reply = () => {}; // never answers
    queue.push(hang, hang);
    const out = await make({ timeoutMs: 300, maxRetries: 1 }).assess(input);
    expect(requests).toHaveLength(2);
    expect(out.assessor).toBe('rubric-fallback');
    expect(out.result.items).toHaveLength(2);
  });
});

describe('LLM assessor few-shot prompt and safety floor', () => {
  it('sends graded examples from the corpus and the caps, asked explicitly', async () => {
    queue.push(ok(JSON.stringify(valid)));
    await make().assess(input);
    const system = (requests[0] as { messages: { content: string }[] }).messages[0].content;
    expect(system).toContain('Graded examples from this product');
    expect(system).toMatch(/Score: 1[\s\S]*Score: 5|Score: 5[\s\S]*Score: 1/);
    expect(system).toContain('SAFETY FLOOR');
    expect(system).toContain('WAT cap 1');
  });

  it('overrules a model that gives an antisocial answer 4, and logs the disagreement', async () => {
    const lines: string[] = [];
    const spyLogger = pino({ level: 'warn' }, { write: (s: string) => lines.push(s) });
    const antisocial: AssessorInput = {
      testType: 'srt',
      items: [
        {
          stimulus:
            'His neighbour’s scooter blocks his gate every morning and he is late for college.',
          response: 'Quietly let the air out of his tyres one night so he learns to park properly.',
        },
      ],
    };
    const generous = assessSession(antisocial);
    generous.items[0] = {
      ...generous.items[0],
      score: 4,
      strengths: ["Initiative: 'let the air out'"],
      olqsShown: ['initiative'],
    };
    generous.overallScore = 4;
    queue.push(ok(JSON.stringify(generous)));
    const out = await createLlmAssessor(
      { baseURL, apiKey: 'sk-test', model: 'test-model', timeoutMs: 5000, maxRetries: 0 },
      null,
      spyLogger,
    ).assess(antisocial);
    expect(out.assessor).toBe('llm');
    expect(out.result.items[0].score).toBeLessThanOrEqual(2);
    expect(out.result.items[0].strengths).toEqual([]);
    expect(out.result.items[0].improvements[0]).toMatch(/^Safety floor:/);
    expect(out.result.overallScore).toBeLessThanOrEqual(2);
    expect(lines.join('')).toContain('LLM assessor overruled by the safety floor');
  });

  it('sets the support note from the answer, whatever the model wrote', async () => {
    const worried: AssessorInput = {
      testType: 'wat',
      items: [
        { stimulus: 'Night', response: 'Sometimes feel like not waking up next morning.' },
        { stimulus: 'Team', response: 'Our team cleaned the ghat before Chhath.' },
      ],
    };
    const answer = assessSession(worried);
    const { support: _, ...first } = answer.items[0];
    answer.items[0] = first;
    answer.items[1] = { ...answer.items[1], support: 'Call this number.' };
    queue.push(ok(JSON.stringify(answer)));
    const out = await make({ maxRetries: 0 }).assess(worried);
    expect(out.assessor).toBe('llm');
    expect(out.result.items[0].support).toMatch(/Tele-MANAS/);
    expect(out.result.items[1]).not.toHaveProperty('support');
  });
});
