import type { OlqKey } from '@/shared/olqs';
import { OLQ_KEYS } from '@/shared/olqs';
import type { DrillSpec } from '@/shared/progress';
import type { TestType } from '@/shared/tests';
import { CLIENT_ROUTES } from '@/shared/routes';

// A drill for a weak quality (issue 19) is a link to the test page that starts it at once:
// /srt?drill=speed_of_decision&count=10 (PPDT: &ssb=1). The test page reads it once, removes it
// from the URL (replace) and starts the session through its own start card, so a reload or the
// back button never starts a second one.

export interface DrillRequest {
  /** The quality the drill builds, sent as the start body's `drill`. */
  drill: OlqKey;
  count: number;
  ssbTimings: boolean;
}

// Every test type: a drill may be a PPDT (planning) or TAT practice.
const TEST_PATHS: Record<TestType, string> = {
  wat: CLIENT_ROUTES.wat,
  srt: CLIENT_ROUTES.srt,
  ppdt: CLIENT_ROUTES.ppdt,
  tat: CLIENT_ROUTES.tat,
};

export function drillHref(quality: OlqKey, spec: DrillSpec): string {
  const params = new URLSearchParams({ drill: quality, count: String(spec.count) });
  if (spec.ssbTimings) params.set('ssb', '1');
  return `${TEST_PATHS[spec.testType]}?${params.toString()}`;
}

/** The drill a test page's query asks for, or null when there is none (or it is malformed). */
export function readDrill(search: URLSearchParams): DrillRequest | null {
  const drill = search.get('drill');
  if (!drill || !(OLQ_KEYS as readonly string[]).includes(drill)) return null;
  const count = Number.parseInt(search.get('count') ?? '', 10);
  return {
    drill: drill as OlqKey,
    count: Number.isFinite(count) && count > 0 ? count : 0,
    ssbTimings: search.get('ssb') === '1',
  };
}

/** The search string without the drill's parameters (what the page replaces the URL with). */
export function withoutDrill(search: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(search);
  for (const key of ['drill', 'count', 'ssb']) next.delete(key);
  return next;
}
