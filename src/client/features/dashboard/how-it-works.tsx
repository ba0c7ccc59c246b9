const STEPS = [
  { title: 'Select a Test', description: 'Choose from TAT, WAT or SRT.' },
  { title: 'Complete the Test', description: 'Complete the test as per SSB timings.' },
  { title: 'Get Feedback', description: 'Receive instant AI feedback.' },
];

/** The three steps of spec part 1 §2. */
export function HowItWorks() {
  return (
    <section aria-labelledby="how-it-works-heading" className="flex flex-col gap-3">
      <h2 id="how-it-works-heading" className="text-lg font-semibold">
        How It Works
      </h2>
      <ol className="grid gap-3 sm:gap-4 lg:grid-cols-3">
        {STEPS.map((step, index) => (
          <li
            key={step.title}
            className="flex gap-4 rounded-xl border bg-card p-4 shadow-sm sm:p-5"
          >
            <span
              className="flex size-9 shrink-0 items-center justify-center rounded-full bg-primary font-semibold text-primary-foreground"
              aria-hidden="true"
            >
              {index + 1}
            </span>
            <div className="flex flex-col gap-0.5">
              <h3 className="font-semibold">{step.title}</h3>
              <p className="text-sm text-muted-foreground">{step.description}</p>
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
