import { secureHeaders } from 'hono/secure-headers';
import type { AppContext } from '../context';
import { meetingCspSources } from '../integrations/meeting';
import { inlineScriptHashes, readClientIndex } from '../static';

export type SecureHeadersOptions = NonNullable<Parameters<typeof secureHeaders>[0]>;

/** Our security headers: Hono's secureHeaders() defaults and our Content-Security-Policy. */
export function secureHeaderOptions(ctx: AppContext): SecureHeadersOptions {
  // Razorpay's Checkout script and its frame, only when Razorpay is the provider.
  const razorpay = ctx.payments?.name === 'razorpay';
  // The video meeting's IFrame API script and its frame (interviews and discussion rooms).
  const meeting = meetingCspSources(ctx.env);
  return {
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      // No 'unsafe-inline': the built index.html's inline scripts are allowed by their hashes.
      scriptSrc: [
        "'self'",
        ...inlineScriptHashes(readClientIndex()),
        meeting.script,
        ...(razorpay ? ['https://checkout.razorpay.com'] : []),
      ],
      frameSrc: [
        ...(razorpay ? ['https://api.razorpay.com', 'https://checkout.razorpay.com'] : []),
        meeting.frame,
      ],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:', ...(razorpay ? ['https://*.razorpay.com'] : [])],
      connectSrc: [
        "'self'",
        ...(razorpay ? ['https://api.razorpay.com', 'https://lumberjack.razorpay.com'] : []),
      ],
      fontSrc: ["'self'", 'data:'],
      frameAncestors: ["'none'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
    },
    crossOriginEmbedderPolicy: false,
  };
}
