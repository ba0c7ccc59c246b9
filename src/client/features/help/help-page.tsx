import { Link } from 'react-router';
import { ChevronDownIcon } from 'lucide-react';
import { PLANS } from '@/shared/plans';
import { Badge } from '@/client/components/ui/badge';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '@/client/components/ui/card';
import {
  Collapsible,
  CollapsibleContent,
  CollapsibleTrigger,
} from '@/client/components/ui/collapsible';
import { PageHeader } from '@/client/components/app/page-header';
import { formatMoney } from '@/client/lib/format';
import { paths } from '@/client/lib/paths';
import { HELP_SECTIONS, type HelpQuestion } from './help-content';

function Question({ question, answer }: HelpQuestion) {
  return (
    <Collapsible className="rounded-lg border">
      <CollapsibleTrigger className="group flex w-full items-center justify-between gap-3 rounded-lg px-4 py-3 text-left font-medium outline-none hover:bg-accent/50 focus-visible:ring-[3px] focus-visible:ring-ring/50">
        {question}
        <ChevronDownIcon
          className="size-4 shrink-0 text-muted-foreground transition-transform group-data-[state=open]:rotate-180"
          aria-hidden="true"
        />
      </CollapsibleTrigger>
      <CollapsibleContent className="space-y-2 px-4 pb-4 text-sm text-muted-foreground">
        {answer.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </CollapsibleContent>
    </Collapsible>
  );
}

export function HelpPage({ supportEmail }: { supportEmail?: string }) {
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-8">
      <PageHeader
        title="Help Center"
        description="Answers to the common questions about tests, credits and plans."
      />

      {HELP_SECTIONS.map((section) => (
        <section key={section.id} aria-labelledby={`help-${section.id}`} className="grid gap-3">
          <h2 id={`help-${section.id}`} className="text-xl font-semibold">
            {section.title}
          </h2>
          {section.questions.map((item) => (
            <Question key={item.question} {...item} />
          ))}
        </section>
      ))}

      <section aria-labelledby="help-plans" className="grid gap-3">
        <h2 id="help-plans" className="text-xl font-semibold">
          Plans
        </h2>
        <p className="text-sm text-muted-foreground">
          Paid plans unlock unlimited WAT, SRT and PPDT practice and the TAT. See all details on the{' '}
          <Link
            to={paths.subscription}
            className="font-medium text-primary underline underline-offset-4"
          >
            Subscription
          </Link>{' '}
          page.
        </p>
        <div className="grid gap-3 sm:grid-cols-2">
          {PLANS.map((plan) => (
            <Card key={plan.id} className="gap-3 py-5">
              <CardHeader>
                <CardTitle asChild className="flex flex-wrap items-center gap-2">
                  <h3>
                    {plan.name}
                    {plan.badge && <Badge variant="secondary">{plan.badge}</Badge>}
                  </h3>
                </CardTitle>
                <CardDescription>
                  {plan.price === 0 ? 'Free' : `${formatMoney(plan.price)} · ${plan.durationLabel}`}
                </CardDescription>
              </CardHeader>
              <CardContent>
                <ul className="list-disc space-y-1 pl-5 text-sm text-muted-foreground">
                  {plan.features.map((feature) => (
                    <li key={feature}>{feature}</li>
                  ))}
                </ul>
              </CardContent>
            </Card>
          ))}
        </div>
      </section>

      <section aria-labelledby="help-contact" className="grid gap-2">
        <h2 id="help-contact" className="text-xl font-semibold">
          Contact
        </h2>
        <p className="text-sm text-muted-foreground">
          Still stuck?{' '}
          {supportEmail ? (
            <>
              Write to{' '}
              <a
                href={`mailto:${supportEmail}`}
                className="font-medium text-primary underline underline-offset-4"
              >
                {supportEmail}
              </a>{' '}
              or{' '}
            </>
          ) : null}
          send us a note from the{' '}
          <Link
            to={paths.feedback}
            className="font-medium text-primary underline underline-offset-4"
          >
            Feedback
          </Link>{' '}
          page.
        </p>
      </section>
    </div>
  );
}
