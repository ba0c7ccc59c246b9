import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
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
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/client/components/ui/tabs';
import { ApiError } from '@/client/lib/api-client';
import { useAuth } from '@/client/lib/auth';
import { paths } from '@/client/lib/paths';
import { consoleApi } from './console-api';
import { AuditSection } from './audit-section';
import { InterviewsSection } from './interviews-section';
import { RoomsSection } from './rooms-section';
import { UsersSection } from './users-section';

/**
 * The operator console at /admin (issue 17). The server decides (every /api/admin route checks
 * the role and two-factor); this page only shows what it answered: the console, the prompt to turn
 * two-factor on, or "not available".
 */
export function ConsolePage() {
  const { user } = useAuth();
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

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6">
      <PageHeader title="Admin console" description="Run SSB Prep: requests, rooms and users." />
      <Tabs defaultValue="interviews" className="gap-4">
        <TabsList className="w-full justify-start overflow-x-auto sm:w-fit">
          <TabsTrigger value="interviews">Interview requests</TabsTrigger>
          <TabsTrigger value="rooms">Rooms</TabsTrigger>
          <TabsTrigger value="users">Users</TabsTrigger>
          <TabsTrigger value="audit">Audit log</TabsTrigger>
        </TabsList>
        <TabsContent value="interviews">
          <InterviewsSection />
        </TabsContent>
        <TabsContent value="rooms">
          <RoomsSection />
        </TabsContent>
        <TabsContent value="users">
          <UsersSection />
        </TabsContent>
        <TabsContent value="audit">
          <AuditSection />
        </TabsContent>
      </Tabs>
    </div>
  );
}

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
