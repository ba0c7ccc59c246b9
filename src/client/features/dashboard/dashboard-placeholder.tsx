import { Link } from 'react-router';
import { ArrowRightIcon, ClipboardListIcon, ImageIcon, MicIcon, UsersIcon, type LucideIcon } from 'lucide-react';
import { Card, CardDescription, CardHeader, CardTitle } from '@/client/components/ui/card';
import { PageHeader } from '@/client/components/app/page-header';
import { paths } from '@/client/app/paths';

// A placeholder until the dashboard issue builds the real one (streak, hero, How It Works).
const LINKS: { title: string; description: string; to: string; icon: LucideIcon }[] = [
  { title: 'PIQ Form', description: 'Fill in your Personal Information Questionnaire.', to: paths.piq, icon: ClipboardListIcon },
  { title: 'PPDT Test', description: 'Observe a picture, then write your story.', to: paths.ppdt, icon: ImageIcon },
  { title: 'Interview', description: 'Book a mock interview.', to: paths.interview, icon: MicIcon },
  { title: 'Rooms', description: 'Register for group practice rooms.', to: paths.roomsRegister, icon: UsersIcon },
];

export function DashboardPlaceholder({ name }: { name?: string }) {
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6">
      <PageHeader title="Welcome" description={name ? `Good to see you, ${name}. Pick up where you left off.` : 'Pick a place to start.'} />
      <ul className="grid gap-4 sm:grid-cols-2">
        {LINKS.map(({ title, description, to, icon: Icon }) => (
          <li key={to}>
            <Link
              to={to}
              className="group block h-full rounded-xl outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
            >
              <Card className="h-full gap-2 transition-colors group-hover:border-primary/50 group-hover:bg-accent/50">
                <CardHeader className="grid-cols-[auto_1fr_auto] items-center gap-x-3">
                  <span className="row-span-2 flex size-10 items-center justify-center rounded-lg bg-primary/10 text-primary">
                    <Icon className="size-5" aria-hidden="true" />
                  </span>
                  <CardTitle>{title}</CardTitle>
                  <ArrowRightIcon
                    className="row-span-2 size-4 text-muted-foreground transition-transform group-hover:translate-x-0.5"
                    aria-hidden="true"
                  />
                  <CardDescription>{description}</CardDescription>
                </CardHeader>
              </Card>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
