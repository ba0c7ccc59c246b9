import { useEffect } from 'react';
import { Link } from 'react-router';
import { InboxIcon, LoaderCircleIcon } from 'lucide-react';
import { Badge } from '@/client/components/ui/badge';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '@/client/components/ui/card';
import { ApiError } from '@/client/lib/api-client';
import { formatDate } from '@/client/lib/format';
import { paths } from '@/client/lib/paths';
import { useOutbox } from './api';
import { LinkifiedText } from './linkified-text';

/** Development only: mail the server would have sent (verification links and the like). */
export function MailboxPage() {
  const { data: messages, error, isPending } = useOutbox();
  const isDisabled = error instanceof ApiError && error.status === 404;

  useEffect(() => {
    document.title = 'Dev mailbox · SSB Prep';
  }, []);

  return (
    <main className="mx-auto flex min-h-svh w-full max-w-3xl flex-col gap-6 px-4 py-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="space-y-1">
          <h1 className="flex items-center gap-2 text-2xl font-bold">
            <InboxIcon className="size-6" aria-hidden="true" />
            Dev mailbox
          </h1>
          <p className="text-sm text-muted-foreground">
            Mail the server would have sent. Refreshes every 3 seconds; newest first.
          </p>
        </div>
        <Link
          to={paths.auth}
          className="text-sm font-medium text-primary underline underline-offset-4"
        >
          Back to sign in
        </Link>
      </div>

      {isPending ? (
        <p role="status" className="flex items-center gap-2 text-muted-foreground">
          <LoaderCircleIcon className="size-4 animate-spin" aria-hidden="true" /> Loading...
        </p>
      ) : isDisabled ? (
        <Card>
          <CardHeader>
            <CardTitle>The mailbox is disabled</CardTitle>
            <CardDescription>
              This server sends real mail (production), so there is no local mailbox to show.
            </CardDescription>
          </CardHeader>
        </Card>
      ) : error ? (
        <p role="alert" className="text-destructive">
          Could not load the mailbox: {error.message}
        </p>
      ) : messages.length === 0 ? (
        <p className="rounded-lg border border-dashed p-8 text-center text-muted-foreground">
          No mail yet. Sign up and the verification email appears here.
        </p>
      ) : (
        <ol className="grid gap-4" aria-label="Messages">
          {messages.map((message, index) => (
            <li key={message.id}>
              <Card className="gap-3">
                <CardHeader>
                  <CardTitle className="flex flex-wrap items-center gap-2 text-base">
                    {message.subject}
                    {index === 0 && <Badge variant="secondary">Newest</Badge>}
                  </CardTitle>
                  <CardDescription className="flex flex-wrap gap-x-4">
                    <span>To: {message.to}</span>
                    <time dateTime={message.createdAt}>{formatDate(message.createdAt)}</time>
                  </CardDescription>
                </CardHeader>
                <CardContent>
                  <p className="text-sm break-words whitespace-pre-wrap">
                    <LinkifiedText text={message.text} />
                  </p>
                </CardContent>
              </Card>
            </li>
          ))}
        </ol>
      )}
    </main>
  );
}
