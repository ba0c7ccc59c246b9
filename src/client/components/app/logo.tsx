import type { SVGProps } from 'react';

/** The product mark: a shield with a star. Inline so it never blocks first paint. */
export function LogoMark(props: SVGProps<SVGSVGElement>) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" focusable="false" {...props}>
      <rect width="32" height="32" rx="7" className="fill-primary" />
      <path
        d="M16 5l9 3.5v6.2c0 5.7-3.8 10.4-9 12.3-5.2-1.9-9-6.6-9-12.3V8.5L16 5z"
        className="fill-primary-foreground"
      />
      <path
        d="M16 10.5l1.6 3.3 3.6.5-2.6 2.5.6 3.6-3.2-1.7-3.2 1.7.6-3.6-2.6-2.5 3.6-.5z"
        className="fill-primary"
      />
    </svg>
  );
}

export const PRODUCT_NAME = 'SSB Prep';
