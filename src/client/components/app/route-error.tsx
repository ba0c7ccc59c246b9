import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { Button } from '@/client/components/ui/button';
import { paths } from '@/client/lib/paths';
import { NotFound } from './not-found';

/** The router's error element: a 404 response shows the 404 page, anything else a way out. */
export function RouteError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  // A lazy chunk that vanished after a deploy fails to import: a reload fetches the new build.
  const isStaleChunk =
    error instanceof Error &&
    /dynamically imported module|Importing a module script failed/i.test(error.message);
  return (
    <main
      role="alert"
      className="flex min-h-svh flex-col items-center justify-center gap-4 p-6 text-center"
    >
      <h1 className="text-xl font-semibold">
        {isStaleChunk ? 'A new version is available' : 'Something went wrong'}
      </h1>
      <p className="max-w-md text-muted-foreground">
        {isStaleChunk
          ? 'Reload the page to get the latest version.'
          : 'An unexpected error occurred. Try again, or go back home.'}
      </p>
      <div className="flex flex-wrap justify-center gap-2">
        <Button onClick={() => window.location.reload()}>Reload</Button>
        <Button asChild variant="outline">
          <Link to={paths.home}>Return to Home</Link>
        </Button>
      </div>
    </main>
  );
}
