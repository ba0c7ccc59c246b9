// Node test setup: quiet logs unless asked for.
process.env.LOG_LEVEL ??= 'silent';
process.env.NODE_ENV ??= 'test';
