import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ArrowLeftIcon, InboxIcon } from 'lucide-react';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '@/client/components/ui/card';
import { LogoMark, PRODUCT_NAME } from '@/client/components/app/logo';
import { usePublicConfig } from '@/client/lib/config';
import { paths } from '@/client/lib/paths';

const focusRing = 'rounded-md outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50';

/** The frame of the signed-out account pages: a way back home, the logo, one card. */
export function AuthShell({
  title,
  description,
  children,
}: {
  title: string;
  description: string;
  children: ReactNode;
}) {
  const config = usePublicConfig();
  return (
    <main className="relative flex min-h-svh flex-col items-center justify-center gap-6 bg-surface px-4 pt-16 pb-10">
      <Link
        to={paths.home}
        className={`absolute top-4 left-4 flex items-center gap-1.5 px-2 py-1 text-sm font-medium text-muted-foreground hover:text-foreground ${focusRing}`}
      >
        <ArrowLeftIcon className="size-4" aria-hidden="true" />
        Back to home
      </Link>
      <Link
        to={paths.home}
        aria-label={`${PRODUCT_NAME} home`}
        className={`flex items-center gap-2 text-lg font-semibold ${focusRing}`}
      >
        <LogoMark className="size-9" />
        {PRODUCT_NAME}
      </Link>
      <Card className="w-full max-w-md">
        <CardHeader className="text-center">
          <CardTitle asChild className="text-xl">
            <h1>{title}</h1>
          </CardTitle>
          <CardDescription>{description}</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-6">{children}</CardContent>
      </Card>
      {config.data?.devMailbox && (
        <p className="flex max-w-md items-center gap-2 rounded-lg border border-dashed bg-background px-4 py-3 text-sm text-muted-foreground">
          <InboxIcon className="size-4 shrink-0" aria-hidden="true" />
          <span>
            Development server: emails go to the{' '}
            <Link
              to={paths.devMailbox}
              className="font-medium text-primary underline underline-offset-4"
            >
              local mailbox
            </Link>
            .
          </span>
        </p>
      )}
    </main>
  );
}
