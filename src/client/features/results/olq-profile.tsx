import { OLQS } from '@/shared/olqs';
import type { OlqProfileEntry } from '@/shared/schemas/assessment';

const FACTORS = [...new Set(OLQS.map((o) => o.factor))];

/** The 15 OLQs of a session, grouped by factor: how many answers showed each, as a bar. */
export function OlqProfile({
  profile,
  answerCount,
}: {
  profile: OlqProfileEntry[];
  answerCount: number;
}) {
  const byKey = new Map(profile.map((e) => [e.key, e]));
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {FACTORS.map((factor) => (
        <div key={factor} className="flex flex-col gap-2">
          <h4 className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">
            {factor}
          </h4>
          <ul className="flex flex-col gap-2">
            {OLQS.filter((o) => o.factor === factor).map((olq) => {
              const entry = byKey.get(olq.key);
              const count = entry?.count ?? 0;
              const strength = entry?.strength ?? 0;
              return (
                <li
                  key={olq.key}
                  className="grid grid-cols-[minmax(0,10.75rem)_1fr_auto] items-center gap-2 text-sm"
                >
                  <span className="truncate" title={olq.label}>
                    {olq.label}
                  </span>
                  <span className="h-2 overflow-hidden rounded-full bg-muted" aria-hidden="true">
                    <span
                      className="block h-full rounded-full bg-primary"
                      style={{ width: `${Math.round(Math.min(1, Math.max(0, strength)) * 100)}%` }}
                    />
                  </span>
                  <span className="w-9 text-right text-xs text-muted-foreground tabular-nums">
                    <span className="sr-only">shown in </span>
                    {count}/{answerCount}
                  </span>
                </li>
              );
            })}
          </ul>
        </div>
      ))}
    </div>
  );
}
