/** Hero illustration, inline so it costs no request: a practice card with a picture, a timer and an AI score. */
export function LandingIllustration({ className }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 480 360"
      className={className}
      role="img"
      aria-labelledby="landing-illustration-title"
    >
      <title id="landing-illustration-title">
        A practice test card with a picture, a running timer and an AI assessor score of 4.5 out of
        5
      </title>
      <defs>
        <linearGradient id="li-sky" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="var(--color-primary)" stopOpacity="0.35" />
          <stop offset="1" stopColor="var(--color-primary)" stopOpacity="0.08" />
        </linearGradient>
      </defs>
      {/* backdrop */}
      <circle cx="250" cy="185" r="165" fill="var(--color-accent)" />
      <circle cx="420" cy="60" r="26" fill="var(--color-primary)" opacity="0.15" />
      <circle cx="62" cy="300" r="18" fill="var(--color-primary)" opacity="0.2" />

      {/* test card */}
      <g>
        <rect
          x="86"
          y="58"
          width="272"
          height="236"
          rx="18"
          fill="var(--color-card)"
          stroke="var(--color-border)"
          strokeWidth="2"
        />
        <rect x="108" y="80" width="228" height="112" rx="10" fill="url(#li-sky)" />
        <path
          d="M108 178l52-50 38 34 30-26 54 42 54-34v38a10 10 0 0 1-10 10H118a10 10 0 0 1-10-10z"
          fill="var(--color-primary)"
          opacity="0.55"
        />
        <circle cx="292" cy="108" r="12" fill="var(--color-primary)" opacity="0.7" />
        <rect
          x="108"
          y="210"
          width="170"
          height="10"
          rx="5"
          fill="var(--color-muted-foreground)"
          opacity="0.35"
        />
        <rect
          x="108"
          y="232"
          width="200"
          height="10"
          rx="5"
          fill="var(--color-muted-foreground)"
          opacity="0.25"
        />
        <rect
          x="108"
          y="254"
          width="128"
          height="10"
          rx="5"
          fill="var(--color-muted-foreground)"
          opacity="0.25"
        />
      </g>

      {/* timer */}
      <g transform="translate(368 118)">
        <circle r="44" fill="var(--color-card)" stroke="var(--color-border)" strokeWidth="2" />
        <circle r="32" fill="none" stroke="var(--color-muted)" strokeWidth="8" />
        <path
          d="M0-32a32 32 0 0 1 30.4 22.1"
          fill="none"
          stroke="var(--color-primary)"
          strokeWidth="8"
          strokeLinecap="round"
        />
        <text
          y="6"
          textAnchor="middle"
          fontSize="17"
          fontWeight="700"
          fill="var(--color-foreground)"
        >
          0:15
        </text>
      </g>

      {/* AI score */}
      <g transform="translate(300 238)">
        <rect width="150" height="82" rx="16" fill="var(--color-primary)" />
        <text x="20" y="32" fontSize="14" fill="var(--color-primary-foreground)" opacity="0.9">
          AI assessor
        </text>
        <text x="20" y="64" fontSize="26" fontWeight="700" fill="var(--color-primary-foreground)">
          4.5/5
        </text>
        <path
          d="M122 24l4.4 9 9.9 1.4-7.2 7 1.7 9.8-8.8-4.6-8.8 4.6 1.7-9.8-7.2-7 9.9-1.4z"
          fill="var(--color-primary-foreground)"
        />
      </g>

      {/* shield */}
      <g transform="translate(40 70)">
        <path
          d="M34 0l34 13v23c0 21-14 39-34 46C14 75 0 57 0 36V13z"
          fill="var(--color-card)"
          stroke="var(--color-primary)"
          strokeWidth="3"
        />
        <path
          d="M20 40l10 10 19-21"
          fill="none"
          stroke="var(--color-primary)"
          strokeWidth="5"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </g>
    </svg>
  );
}
