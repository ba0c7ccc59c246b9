import { Link } from 'react-router';
import { DumbbellIcon } from 'lucide-react';
import { count } from '@/shared/plural';
import { olqLabel } from '@/shared/olqs';
import type { PractiseNext as PractiseNextItem } from '@/shared/progress';
import { Button } from '@/client/components/ui/button';
import { drillHref } from '@/client/lib/drill-link';
import { levelWords } from './format';

/**
 * 'What to practise next' (issue 19): the weakest qualities with enough evidence, each with a
 * drill that exists in the product. The button opens the test page, which starts the drill at once.
 */
export function PractiseNext({ items }: { items: PractiseNextItem[] }) {
  return (
    <ul className="grid gap-3 sm:grid-cols-2">
      {items.map((item) => {
        const label = olqLabel(item.quality);
        return (
          <li
            key={item.quality}
            aria-label={label}
            className="flex flex-col gap-3 rounded-xl border bg-surface p-4"
          >
            <div className="flex flex-wrap items-baseline justify-between gap-x-3">
              <h3 className="font-semibold">{label}</h3>
              <span className="text-sm text-muted-foreground">{levelWords(item.level)}</span>
            </div>
            <p className="text-sm text-muted-foreground">
              {item.drill.why}{' '}
              <span className="whitespace-nowrap">
                (Based on {count(item.evidence, 'answer')}.)
              </span>
            </p>
            <Button asChild className="mt-auto self-start">
              <Link to={drillHref(item.quality, item.drill)}>
                <DumbbellIcon aria-hidden="true" />
                {item.drill.title}
              </Link>
            </Button>
          </li>
        );
      })}
    </ul>
  );
}
