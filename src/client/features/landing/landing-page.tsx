// The visitor's first page. It is loaded by the entry without the app around it, so it may
// import only React, lucide icons and dependency-free modules (no router, no Radix, no cn):
// scripts/bench.ts keeps its JavaScript under the 90 KB gzip budget.
import { useEffect, useState } from 'react';
import {
  ClipboardListIcon,
  MicIcon,
  MoonIcon,
  SunIcon,
  TimerIcon,
  UsersIcon,
  type LucideIcon,
} from 'lucide-react';
import { paths } from '@/client/lib/paths';
import { LogoMark, PRODUCT_NAME } from '@/client/components/app/logo';
import { applyTheme, currentTheme, type Theme } from '@/client/lib/theme';
import { LandingIllustration } from './landing-illustration';

const FEATURES: { title: string; description: string; icon: LucideIcon }[] = [
  {
    title: 'PIQ Form Filling',
    description:
      'Fill in your Personal Information Questionnaire once and get feedback personalised to your background.',
    icon: ClipboardListIcon,
  },
  {
    title: 'TAT/WAT/SRT Practice',
    description: 'Timed practice as at the SSB, assessed against the officer-like qualities.',
    icon: TimerIcon,
  },
  {
    title: 'Interview',
    description: 'Book mock interviews with recommended candidates and prepare for the real one.',
    icon: MicIcon,
  },
  {
    title: 'Rooms',
    description: 'Join group practice rooms and discuss with fellow aspirants.',
    icon: UsersIcon,
  },
];

const STEPS = [
  { title: 'Select a Test', description: 'Choose from TAT, WAT or SRT.' },
  { title: 'Complete the Test', description: 'Complete the test as per SSB timings.' },
  { title: 'Get Feedback', description: 'Receive instant AI feedback scored out of 5.' },
];

const focusRing = 'outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50';

function LandingThemeToggle() {
  // null until mounted: the page is also rendered at build time (client/first-frame.tsx), where
  // there is no document. The icon follows the `dark` class index.html sets before paint, so it
  // never changes when the app takes over.
  const [theme, setTheme] = useState<Theme | null>(null);
  useEffect(() => setTheme(currentTheme()), []);
  const next = theme === 'dark' ? 'light' : 'dark';
  return (
    <button
      type="button"
      aria-label={theme ? `Switch to ${next} theme` : 'Switch theme'}
      title={theme ? `Switch to ${next} theme` : 'Switch theme'}
      onClick={() => {
        const target = currentTheme() === 'dark' ? 'light' : 'dark';
        applyTheme(target);
        setTheme(target);
      }}
      className={`flex size-9 items-center justify-center rounded-md hover:bg-accent hover:text-accent-foreground ${focusRing}`}
    >
      <SunIcon className="hidden size-4 dark:block" aria-hidden="true" />
      <MoonIcon className="size-4 dark:hidden" aria-hidden="true" />
    </button>
  );
}

export function LandingPage() {
  useEffect(() => {
    document.title = `${PRODUCT_NAME}: AI-powered SSB Test Preparation`;
  }, []);

  return (
    <div className="flex min-h-svh flex-col">
      <header className="border-b">
        <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
          <span className="flex items-center gap-2 font-semibold">
            <LogoMark className="size-8" />
            {PRODUCT_NAME}
          </span>
          <LandingThemeToggle />
        </div>
      </header>

      <main className="flex-1">
        <section className="mx-auto grid max-w-6xl items-center gap-10 px-4 py-12 sm:px-6 md:grid-cols-2 md:py-20">
          <div className="flex flex-col items-start gap-6">
            <p className="rounded-full border bg-accent px-3 py-1 text-xs font-medium text-accent-foreground">
              For Army, Navy and Air Force aspirants
            </p>
            <h1 className="text-4xl font-bold tracking-tight text-balance sm:text-5xl">
              AI-powered SSB Test Preparation
            </h1>
            <p className="max-w-prose text-lg text-muted-foreground">
              Practice PPDT, TAT, WAT &amp; SRT with real-time feedback from an AI assessor
            </p>
            <a
              href={paths.auth}
              className={`inline-flex h-11 items-center justify-center rounded-md bg-primary px-6 font-medium text-primary-foreground shadow-xs hover:bg-primary/90 ${focusRing}`}
            >
              Continue to Login
            </a>
          </div>
          <LandingIllustration className="mx-auto w-full max-w-md" />
        </section>

        <section aria-labelledby="features-heading" className="border-y bg-surface">
          <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 md:py-16">
            <h2 id="features-heading" className="mb-8 text-center text-2xl font-bold sm:text-3xl">
              Everything you need for the SSB
            </h2>
            <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
              {FEATURES.map(({ title, description, icon: Icon }) => (
                <li
                  key={title}
                  className="flex flex-col gap-3 rounded-xl border bg-card p-5 text-card-foreground shadow-sm"
                >
                  <span className="flex size-10 items-center justify-center rounded-lg bg-primary/10 text-primary">
                    <Icon className="size-5" aria-hidden="true" />
                  </span>
                  <h3 className="font-semibold">{title}</h3>
                  <p className="text-sm text-muted-foreground">{description}</p>
                </li>
              ))}
            </ul>
          </div>
        </section>

        <section
          aria-labelledby="how-heading"
          className="mx-auto max-w-6xl px-4 py-12 sm:px-6 md:py-16"
        >
          <h2 id="how-heading" className="mb-8 text-center text-2xl font-bold sm:text-3xl">
            How It Works
          </h2>
          <ol className="grid gap-4 md:grid-cols-3">
            {STEPS.map((step, index) => (
              <li key={step.title} className="flex gap-4 rounded-xl border p-5">
                <span
                  className="flex size-9 shrink-0 items-center justify-center rounded-full bg-primary font-semibold text-primary-foreground"
                  aria-hidden="true"
                >
                  {index + 1}
                </span>
                <div>
                  <h3 className="font-semibold">{step.title}</h3>
                  <p className="text-sm text-muted-foreground">{step.description}</p>
                </div>
              </li>
            ))}
          </ol>
        </section>
      </main>

      <footer className="border-t">
        {/* The served page has the build's year (client/first-frame.tsx): the client's wins. */}
        <p
          suppressHydrationWarning
          className="mx-auto max-w-6xl px-4 py-6 text-center text-sm text-muted-foreground sm:px-6"
        >
          © {new Date().getFullYear()} {PRODUCT_NAME}. Prepare with discipline.
        </p>
      </footer>
    </div>
  );
}
