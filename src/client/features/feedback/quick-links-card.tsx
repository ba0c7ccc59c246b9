import { Link } from 'react-router';
import { CircleHelpIcon, MailIcon } from 'lucide-react';
import { Button } from '@/client/components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '@/client/components/ui/card';
import { usePublicConfig } from '@/client/lib/config';
import { paths } from '@/client/lib/paths';

export function QuickLinksCard() {
  const { data: config } = usePublicConfig();
  const supportEmail = config?.supportEmail;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Quick Links</CardTitle>
        <CardDescription>Need a hand? We&apos;re here.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-2">
        {supportEmail ? (
          <Button asChild variant="outline" className="justify-start">
            <a href={`mailto:${supportEmail}?subject=${encodeURIComponent('SSB Prep support')}`}>
              <MailIcon aria-hidden="true" />
              Email Support
            </a>
          </Button>
        ) : (
          <Button variant="outline" className="justify-start" disabled>
            <MailIcon aria-hidden="true" />
            Email Support
          </Button>
        )}
        <Button asChild variant="outline" className="justify-start">
          <Link to={paths.help}>
            <CircleHelpIcon aria-hidden="true" />
            Help Center
          </Link>
        </Button>
      </CardContent>
    </Card>
  );
}
