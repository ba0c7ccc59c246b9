import { z } from 'zod';

/**
 * The only reader of process.env (CONVENTIONS.md). Parsed once; a bad value stops start-up with
 * a message naming the variable. Every variable is documented in README.md and .env.example.
 */
const optionalString = z
  .string()
  .optional()
  .transform((v) => (v === undefined || v.trim() === '' ? undefined : v.trim()));
const optionalUrl = (name: string) =>
  optionalString.refine((v) => v === undefined || URL.canParse(v), `${name} must be a URL`);

export const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().default('0.0.0.0'),
    PUBLIC_URL: optionalUrl('PUBLIC_URL'),
    DATA_DIR: z.string().default('./data'),
    DATABASE_URL: optionalString.refine(
      (v) => v === undefined || /^postgres(ql)?:\/\//.test(v),
      'DATABASE_URL must start with postgres:// or postgresql://',
    ),
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
    ROLE: z.enum(['all', 'web', 'worker']).default('all'),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
    BETTER_AUTH_SECRET: optionalString.refine(
      (v) => v === undefined || v.length >= 32,
      'BETTER_AUTH_SECRET must be at least 32 characters',
    ),
    // How many reverse proxies in front of us append to X-Forwarded-For ('true' = 1, 'false' = 0).
    TRUST_PROXY: z
      .string()
      .default('false')
      .transform((v) => v.trim().toLowerCase())
      .refine(
        (v) => /^(true|false|\d{1,2})$/.test(v),
        'TRUST_PROXY must be true, false or a hop count',
      )
      .transform((v) => (v === 'true' ? 1 : v === 'false' ? 0 : Number(v))),
    // Hosts (besides loopback) that may appear in mail links when PUBLIC_URL is unset.
    ALLOWED_HOSTS: z
      .string()
      .default('')
      .transform((v) =>
        v
          .split(',')
          .map((h) => h.trim().toLowerCase())
          .filter(Boolean),
      ),
    // 'local': the development mailbox answers loopback clients only; 'open': anyone (never in production).
    DEV_MAILBOX: z.enum(['local', 'open']).default('local'),
    SECURE_COOKIES: z.enum(['auto', 'true', 'false']).default('auto'),
    GOOGLE_CLIENT_ID: optionalString,
    GOOGLE_CLIENT_SECRET: optionalString,
    GOOGLE_DISCOVERY_URL: z
      .string()
      .url('GOOGLE_DISCOVERY_URL must be a URL')
      .default('https://accounts.google.com/.well-known/openid-configuration'),
    SMTP_URL: optionalString.refine(
      (v) => v === undefined || /^smtps?:\/\//.test(v),
      'SMTP_URL must start with smtp:// or smtps://',
    ),
    MAIL_FROM: z.string().default('SSB Prep <no-reply@ssbprep.local>'),
    SUPPORT_EMAIL: z
      .string()
      .email('SUPPORT_EMAIL must be an email address')
      .default('support@ssbprep.local'),
    OPENAI_BASE_URL: optionalUrl('OPENAI_BASE_URL'),
    OPENAI_API_KEY: optionalString,
    AI_MODEL: optionalString,
    AI_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(60_000),
    AI_MAX_RETRIES: z.coerce.number().int().min(0).max(10).default(2),
    AI_FALLBACK: z.enum(['rubric', 'none']).default('rubric'),
    // Paper answers (features/uploads): the vision model that transcribes photos (default AI_MODEL)
    // and the offline engine used without the LLM ('ocr' = PaddleOCR in-process, 'none' = typed).
    AI_VISION_MODEL: optionalString,
    // File storage on S3-compatible object storage (integrations/storage-s3.ts) when S3_BUCKET is set.
    S3_BUCKET: optionalString,
    S3_ENDPOINT: optionalUrl('S3_ENDPOINT'),
    S3_REGION: z.string().default('us-east-1'),
    S3_ACCESS_KEY_ID: optionalString,
    S3_SECRET_ACCESS_KEY: optionalString,
    S3_FORCE_PATH_STYLE: z
      .enum(['true', 'false', '1', '0'], { error: 'S3_FORCE_PATH_STYLE must be true or false' })
      .default('false')
      .transform((v) => v === 'true' || v === '1'),
    TRANSCRIBE_ENGINE: z
      .enum(['auto', 'llm', 'ocr', 'none'], {
        error: 'TRANSCRIBE_ENGINE must be auto, llm, ocr or none',
      })
      .default('auto'),
    EVALUATION_RETRY_LIMIT: z.coerce.number().int().min(0).max(20).default(3),
    EVALUATION_RETRY_DELAY_SECONDS: z.coerce.number().int().min(1).max(3600).default(10),
    EVALUATION_HEARTBEAT_SECONDS: z.coerce.number().int().min(10).max(3600).default(10),
    EVALUATION_CONCURRENCY: z.coerce.number().int().min(1).max(100).default(10),
    PICTURES_PRERENDER: z
      .enum(['true', 'false', '1', '0'])
      .default('true')
      .transform((v) => v === 'true' || v === '1'),
    PAYMENTS: z
      .enum(['razorpay', 'sandbox'], { error: 'PAYMENTS must be razorpay or sandbox' })
      .optional(),
    RAZORPAY_KEY_ID: optionalString,
    RAZORPAY_KEY_SECRET: optionalString,
    RAZORPAY_WEBHOOK_SECRET: optionalString,
    /** Tests only: points the Razorpay SDK at a local server that speaks its API. */
    RAZORPAY_API_BASE_URL: optionalUrl('RAZORPAY_API_BASE_URL'),
    // Room reminders by WhatsApp Cloud API (issue 14); unset = the WhatsApp text goes to the outbox.
    WHATSAPP_TOKEN: optionalString,
    WHATSAPP_PHONE_NUMBER_ID: optionalString,
    WHATSAPP_TEMPLATE_NAME: optionalString,
    WHATSAPP_TEMPLATE_LANGUAGE: z.string().trim().min(2).default('en'),
    WHATSAPP_API_BASE_URL: z
      .string()
      .url('WHATSAPP_API_BASE_URL must be a URL')
      .default('https://graph.facebook.com/v21.0'),
    // Video meetings (interviews and discussion rooms) through the Jitsi IFrame API.
    JITSI_DOMAIN: z
      .string()
      .trim()
      .default('meet.jit.si')
      .refine(
        (v) => /^[a-z0-9.-]+(:\d{1,5})?$/i.test(v),
        'JITSI_DOMAIN must be a host name such as meet.jit.si (no scheme, no path)',
      ),
    /** Defaults to https://JITSI_DOMAIN/external_api.js (JaaS: https://8x8.vc/<app id>/external_api.js). */
    JITSI_SCRIPT_URL: optionalUrl('JITSI_SCRIPT_URL'),
    JITSI_APP_ID: optionalString,
    /** JaaS only: the API key id ('kid' of the token), e.g. vpaas-magic-cookie-…/4f4910. */
    JITSI_KEY_ID: optionalString,
    /** A PEM RSA private key (JaaS, RS256) or the shared app secret of a self-hosted Jitsi (HS256). */
    JITSI_PRIVATE_KEY: optionalString,
    AUTH_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(10),
    AUTH_RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).default(60),
  })
  .superRefine((v, ctx) => {
    if (Boolean(v.S3_ACCESS_KEY_ID) !== Boolean(v.S3_SECRET_ACCESS_KEY)) {
      ctx.addIssue({
        code: 'custom',
        path: [v.S3_ACCESS_KEY_ID ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID'],
        message: 'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together',
      });
    }
    if (Boolean(v.GOOGLE_CLIENT_ID) !== Boolean(v.GOOGLE_CLIENT_SECRET)) {
      ctx.addIssue({
        code: 'custom',
        path: ['GOOGLE_CLIENT_SECRET'],
        message: 'GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET must be set together',
      });
    }
    const ai = [v.OPENAI_BASE_URL, v.OPENAI_API_KEY, v.AI_MODEL].filter(Boolean).length;
    if (ai > 0 && ai < 3) {
      ctx.addIssue({
        code: 'custom',
        path: [
          !v.OPENAI_BASE_URL
            ? 'OPENAI_BASE_URL'
            : !v.OPENAI_API_KEY
              ? 'OPENAI_API_KEY'
              : 'AI_MODEL',
        ],
        message:
          'OPENAI_BASE_URL, OPENAI_API_KEY and AI_MODEL must be set together for the LLM assessor',
      });
    }
    const razorpay = [v.RAZORPAY_KEY_ID, v.RAZORPAY_KEY_SECRET, v.RAZORPAY_WEBHOOK_SECRET];
    const razorpayCount = razorpay.filter(Boolean).length;
    if ((razorpayCount > 0 || v.PAYMENTS === 'razorpay') && razorpayCount < 3) {
      ctx.addIssue({
        code: 'custom',
        path: [
          !v.RAZORPAY_KEY_ID
            ? 'RAZORPAY_KEY_ID'
            : !v.RAZORPAY_KEY_SECRET
              ? 'RAZORPAY_KEY_SECRET'
              : 'RAZORPAY_WEBHOOK_SECRET',
        ],
        message:
          'RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET and RAZORPAY_WEBHOOK_SECRET must be set together',
      });
    }
    const whatsapp = [v.WHATSAPP_TOKEN, v.WHATSAPP_PHONE_NUMBER_ID, v.WHATSAPP_TEMPLATE_NAME];
    if (whatsapp.some(Boolean) && !whatsapp.every(Boolean)) {
      ctx.addIssue({
        code: 'custom',
        path: [
          !v.WHATSAPP_TOKEN
            ? 'WHATSAPP_TOKEN'
            : !v.WHATSAPP_PHONE_NUMBER_ID
              ? 'WHATSAPP_PHONE_NUMBER_ID'
              : 'WHATSAPP_TEMPLATE_NAME',
        ],
        message:
          'WHATSAPP_TOKEN, WHATSAPP_PHONE_NUMBER_ID and WHATSAPP_TEMPLATE_NAME must be set together',
      });
    }
    if (Boolean(v.JITSI_APP_ID) !== Boolean(v.JITSI_PRIVATE_KEY)) {
      ctx.addIssue({
        code: 'custom',
        path: [v.JITSI_APP_ID ? 'JITSI_PRIVATE_KEY' : 'JITSI_APP_ID'],
        message: 'JITSI_APP_ID and JITSI_PRIVATE_KEY must be set together',
      });
    }
    if (v.JITSI_PRIVATE_KEY?.startsWith('-----BEGIN') && !v.JITSI_KEY_ID) {
      ctx.addIssue({
        code: 'custom',
        path: ['JITSI_KEY_ID'],
        message: 'JITSI_KEY_ID is required with a PEM JITSI_PRIVATE_KEY (the JaaS API key id)',
      });
    }
    if (v.NODE_ENV === 'production' && !v.BETTER_AUTH_SECRET) {
      ctx.addIssue({
        code: 'custom',
        path: ['BETTER_AUTH_SECRET'],
        message: 'BETTER_AUTH_SECRET is required in production (32+ random characters)',
      });
    }
    if (v.NODE_ENV === 'production' && !v.PUBLIC_URL) {
      ctx.addIssue({
        code: 'custom',
        path: ['PUBLIC_URL'],
        message:
          'PUBLIC_URL is required in production (e.g. https://ssbprep.example): mail links are built from it',
      });
    }
  });

export type Env = z.infer<typeof envSchema>;

export class EnvError extends Error {}

/** Parse a set of variables; throws EnvError listing each bad variable by name. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = envSchema.safeParse(source);
  if (result.success) return result.data;
  const lines = result.error.issues.map((i) => `  ${i.path.join('.') || '(env)'}: ${i.message}`);
  throw new EnvError(`Invalid environment configuration:\n${lines.join('\n')}`);
}

/** The process environment, parsed on first use. */
let cached: Env | undefined;
export function loadEnv(overrides: Record<string, string | undefined> = {}): Env {
  if (!cached || Object.keys(overrides).length > 0) {
    const parsed = parseEnv({ ...process.env, ...overrides });
    if (Object.keys(overrides).length > 0) return parsed;
    cached = parsed;
  }
  return cached;
}
