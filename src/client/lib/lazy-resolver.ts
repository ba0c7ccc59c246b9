import type { FieldValues, Resolver } from 'react-hook-form';

/**
 * A form resolver that loads on first use (issue 18): the schema and zod (~24 KB gzip) stay off a
 * page's first paint when the form is its first screen (/auth). react-hook-form awaits resolvers,
 * so validation is the same, a moment later the first time; `preload()` (on the form's first
 * focus or pointer-down) usually has it in before the first submit.
 */
export function lazyResolver<T extends FieldValues>(
  load: () => Promise<Resolver<T>>,
): { resolver: Resolver<T>; preload: () => void } {
  let loading: Promise<Resolver<T>> | undefined;
  const get = () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined; // A failed chunk load is retried on the next validation.
      throw error;
    });
    return loading;
  };
  return {
    resolver: async (values, context, options) => (await get())(values, context, options),
    preload: () => void get().catch(() => undefined),
  };
}
