import { useQuery } from '@tanstack/react-query';
import { Link, Navigate, useParams } from 'react-router';
import { ShieldAlertIcon } from 'lucide-react';
import { PageHeader } from '@/client/components/app/page-header';
import { Button } from '@/client/components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '@/client/components/ui/card';
import { Skeleton } from '@/client/components/ui/skeleton';
import { ApiError } from '@/client/lib/api-client';
import { useAuth } from '@/client/lib/auth';
import { paths } from '@/client/lib/paths';
import {
  CONSOLE_SECTIONS,
  consolePath,
  consoleSection,
  DEFAULT_CONSOLE_SECTION,
  type ConsoleSectionId,
} from '@/client/lib/console-sections';
import { consoleApi } from './console-api';
import { AuditSection } from './audit-section';
import { ContentSection } from './content-section';
import { EvaluationsSection } from './evaluations-section';
import { FeedbackSection } from './feedback-section';
import { InterviewersSection } from './interviewers-section';
import { InterviewsSection } from './interviews-section';
import { OverviewSection } from './overview-section';
import { PaymentsSection } from './payments-section';
import { RoomsSection } from './rooms-section';
import { UsersSection } from './users-section';

/**
 * The operator console at /admin (issue 17). The server decides (every /api/admin route checks
 * the role and two-factor); this page only shows what it answered: the console, the prompt to turn
 * two-factor on, or "not available".
 */
export function ConsolePage() {
  const { user } = useAuth();
  const params = useParams<{ section?: string }>();
  const isAdmin = user?.role === 'admin';
  const me = useQuery({
    queryKey: ['console', 'me'],
    queryFn: consoleApi.me,
    enabled: isAdmin,
    retry: false,
  });

  if (!isAdmin || (me.error instanceof ApiError && me.error.code === 'forbidden')) {
    return (
      <Gate title="Not available" description="This page is for the people who run SSB Prep." />
    );
  }
  if (me.error instanceof ApiError && me.error.code === 'two_factor_required') {
    return (
      <Gate title="Turn on two-factor authentication" description={me.error.message}>
        <Button asChild>
          <Link to={paths.settings}>Set up two-factor</Link>
        </Button>
      </Gate>
    );
  }
  if (me.isPending) return <Skeleton className="mx-auto h-64 w-full max-w-6xl" />;
  if (me.isError) return <Gate title="The console could not load" description="Please reload." />;

  const section = consoleSection(params.section);
  if (!section) return <Navigate to={consolePath(DEFAULT_CONSOLE_SECTION)} replace />;
  const Section = SECTION_PAGES[section.id];
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6">
      <PageHeader title={section.title} description="Admin console" />
      <nav
        aria-label="Console sections"
        className="-mx-1 flex gap-1 overflow-x-auto px-1 pb-1 md:hidden"
      >
        {CONSOLE_SECTIONS.map((s) => (
          <Button
            key={s.id}
            asChild
            size="sm"
            variant={s.id === section.id ? 'secondary' : 'ghost'}
          >
            <Link to={consolePath(s.id)} aria-current={s.id === section.id ? 'page' : undefined}>
              {s.title}
            </Link>
          </Button>
        ))}
      </nav>
      <Section />
    </div>
  );
}

/** What each console section draws (the list and routes are in lib/console-sections.ts). */
const SECTION_PAGES: Record<ConsoleSectionId, React.ComponentType> = {
  overview: OverviewSection,
  payments: PaymentsSection,
  interviews: InterviewsSection,
  interviewers: InterviewersSection,
  rooms: RoomsSection,
  users: UsersSection,
  content: ContentSection,
  feedback: FeedbackSection,
  evaluations: EvaluationsSection,
  audit: AuditSection,
};

function Gate({
  title,
  description,
  children,
}: {
  title: string;
  description: string;
  children?: React.ReactNode;
}) {
  return (
    <div className="mx-auto w-full max-w-lg pt-8">
      <Card>
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            <ShieldAlertIcon className="size-5" aria-hidden="true" />
            {title}
          </CardTitle>
          <CardDescription>{description}</CardDescription>
        </CardHeader>
        {children && <CardContent>{children}</CardContent>}
      </Card>
    </div>
  );
}
