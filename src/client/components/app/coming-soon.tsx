import { Link } from 'react-router';
import { ConstructionIcon } from 'lucide-react';
import { Button } from '@/client/components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '@/client/components/ui/card';
import { paths } from '@/client/lib/paths';
import { PageHeader } from './page-header';

/** Placeholder for a route whose feature is not built yet; each route replaces it when its issue lands. */
export function ComingSoon({ feature, description }: { feature: string; description?: string }) {
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6">
      <PageHeader title={feature} />
      <Card>
        <CardHeader className="items-center justify-items-center text-center">
          <span className="mb-2 flex size-12 items-center justify-center rounded-full bg-accent text-accent-foreground">
            <ConstructionIcon className="size-6" aria-hidden="true" />
          </span>
          <CardTitle className="text-xl">{feature} is coming soon</CardTitle>
          <CardDescription className="max-w-md text-balance">
            {description && <span className="block">{description}</span>}
            <span className="mt-1 block">
              We&apos;re building this part of SSB Prep. Check back soon.
            </span>
          </CardDescription>
        </CardHeader>
        <CardContent className="flex justify-center">
          <Button asChild variant="outline">
            <Link to={paths.home}>Back to Dashboard</Link>
          </Button>
        </CardContent>
      </Card>
    </div>
  );
}
