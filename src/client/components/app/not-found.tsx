import { useEffect } from 'react';
import { Link } from 'react-router';
import { NOT_FOUND_TITLE } from '@/shared/routes';
import { paths } from '@/client/lib/paths';

/** Any other path (spec part 2 §2). The server answers the same paths with HTTP 404. */
export function NotFound() {
  useEffect(() => {
    document.title = NOT_FOUND_TITLE;
  }, []);
  return (
    <main className="flex min-h-svh flex-col items-center justify-center gap-4 bg-surface p-6 text-center">
      <p className="text-6xl font-bold text-primary" aria-hidden="true">
        404
      </p>
      <h1 className="text-xl font-semibold sm:text-2xl">Oops! Page not found</h1>
      <Link
        to={paths.home}
        className="rounded-sm text-primary underline underline-offset-4 outline-none hover:text-primary/80 focus-visible:ring-2 focus-visible:ring-ring"
      >
        Return to Home
      </Link>
    </main>
  );
}
