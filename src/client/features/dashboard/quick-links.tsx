import { Link } from 'react-router';
import {
  ArrowRightIcon,
  ClipboardListIcon,
  ImageIcon,
  MicIcon,
  UsersIcon,
  type LucideIcon,
} from 'lucide-react';
import { paths } from '@/client/lib/paths';

const LINKS: { title: string; description: string; to: string; icon: LucideIcon }[] = [
  {
    title: 'PIQ Form',
    description: 'Fill in your Personal Information Questionnaire for personalised feedback.',
    to: paths.piq,
    icon: ClipboardListIcon,
  },
  {
    title: 'PPDT Test',
    description: 'Observe a picture for 15 seconds, then write your story in 4 minutes.',
    to: paths.ppdt,
    icon: ImageIcon,
  },
  {
    title: 'Interview',
    description: 'Book a mock interview and prepare for the real one.',
    to: paths.interview,
    icon: MicIcon,
  },
  {
    title: 'Rooms',
    description: 'Register for group practice rooms with fellow aspirants.',
    to: paths.roomsRegister,
    icon: UsersIcon,
  },
];

/** The dashboard's four cards (spec part 1 §2). */
export function QuickLinks() {
  return (
    <section aria-labelledby="quick-links-heading" className="flex flex-col gap-3">
      <h2 id="quick-links-heading" className="text-lg font-semibold">
        Get Started
      </h2>
      <ul className="grid gap-3 sm:grid-cols-2 sm:gap-4">
        {LINKS.map(({ title, description, to, icon: Icon }) => (
          <li key={to}>
            <Link
              to={to}
              className="group flex h-full items-center gap-3 rounded-xl border bg-card p-4 text-card-foreground shadow-sm transition-colors outline-none hover:border-primary/50 hover:bg-accent/50 focus-visible:ring-[3px] focus-visible:ring-ring/50 sm:p-5"
            >
              <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-primary">
                <Icon className="size-5" aria-hidden="true" />
              </span>
              <div className="flex min-w-0 flex-1 flex-col gap-0.5">
                <h3 className="font-semibold">{title}</h3>
                <p className="text-sm text-muted-foreground">{description}</p>
              </div>
              <ArrowRightIcon
                className="size-4 shrink-0 text-muted-foreground transition-transform group-hover:translate-x-0.5"
                aria-hidden="true"
              />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
