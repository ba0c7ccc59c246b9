import type { createAuthMiddleware } from 'better-auth/api';

/** The context better-auth hands its before/after hooks. */
export type HookCtx = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];
