import { Hono } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import { HTTPException } from 'hono/http-exception';
import type { ApiErrorBody } from '@/shared/schemas/errors';
import type { AppContext } from './context';
import type { AppEnv } from './hono-env';
import { AppError } from './lib/errors';
import { sessionMiddleware } from './middleware/session';
import { creditsRoutes } from './features/credits/credits.routes';
import { evaluationsRoutes } from './features/evaluations/evaluations.routes';
import { picturesRoutes } from './features/pictures/pictures.routes';
import { roomsRoutes } from './features/rooms/rooms.routes';
import { practiceRoutes } from './features/practice/practice.routes';
import { streakRoutes } from './features/streak/streak.routes';
import { progressRoutes } from './features/progress/progress.routes';
import { feedbackRoutes } from './features/feedback/feedback.routes';
import { piqRoutes } from './features/piq/piq.routes';
import { profileRoutes } from './features/profile/profile.routes';
import { subscriptionRoutes } from './features/subscription/subscription.routes';
import { paymentsRoutes } from './features/payments/payments.routes';
import { PAYMENT_WEBHOOK_PATH, paymentWebhookRoutes } from './features/payments/webhook.routes';
import { systemRoutes } from './features/system/system.routes';
import { interviewsRoutes } from './features/interviews/interviews.routes';
import { interviewerJoinRoutes } from './features/interviews/interviewer-join.routes';
import { uploadsRoutes } from './features/uploads/uploads.routes';
import { adminRoutes } from './features/system/admin.routes';
import { mountAuth } from './auth-routes';
import { applySecurity, type SecurityOptions } from './middleware/security';
import { compress } from './middleware/compress';
import { secureHeaderOptions } from './middleware/secure-headers';
import { serveClient } from './static';

const errorBody = (code: string, message: string, issues?: ApiErrorBody['error']['issues']) =>
  ({ error: { code, message, ...(issues ? { issues } : {}) } }) satisfies ApiErrorBody;

/** Builds the Hono app: middleware, error mapping, API features and the built client. */
export function createApp(
  ctx: AppContext,
  opts: { serveClient?: boolean; security?: SecurityOptions } = {},
) {
  const app = new Hono<AppEnv>();

  app.use(async (c, next) => {
    c.set('ctx', ctx);
    // Hono's requestId(), inlined (one middleware fewer per request): the caller's X-Request-Id
    // when short and plain, else a new UUID; echoed in the response.
    let reqId = c.req.header('X-Request-Id');
    if (!reqId || reqId.length > 255 || /[^\w\-=]/.test(reqId)) reqId = crypto.randomUUID();
    c.set('requestId', reqId);
    c.header('X-Request-Id', reqId);
    const started = performance.now();
    await next();
    const path = c.req.path;
    if (path.startsWith('/api/')) {
      ctx.logger.info(
        {
          reqId,
          method: c.req.method,
          path,
          status: c.res.status,
          ms: Math.round(performance.now() - started),
        },
        'request',
      );
    }
  });
  app.use(secureHeaders(secureHeaderOptions(ctx)));
  app.use(compress());

  applySecurity(app, ctx, opts.security);

  // The payment provider's webhook: server to server, no session, no cookie, authenticated only by
  // the HMAC signature over its raw body. Mounted apart from the browser API on purpose: it must
  // stay exempt from CSRF/Origin checks on state-changing /api routes.
  app.route(PAYMENT_WEBHOOK_PATH, paymentWebhookRoutes);

  mountAuth(app, ctx);

  const api = new Hono<AppEnv>()
    .use(sessionMiddleware)
    .route('/', systemRoutes)
    .route('/profile', profileRoutes)
    .route('/piq', piqRoutes)
    .route('/feedback', feedbackRoutes)
    .route('/subscription', subscriptionRoutes)
    .route('/payments', paymentsRoutes)
    .route('/credits', creditsRoutes)
    .route('/streak', streakRoutes)
    .route('/progress', progressRoutes)
    .route('/practice', practiceRoutes)
    .route('/evaluations', evaluationsRoutes)
    .route('/pictures', picturesRoutes)
    .route('/rooms', roomsRoutes)
    .route('/interviews', interviewsRoutes)
    .route('/interviewer-join', interviewerJoinRoutes)
    .route('/uploads', uploadsRoutes)
    .route(
      '/admin',
      adminRoutes(() => ctx.adminToken),
    );
  app.route('/api', api);

  app.all('/api/*', (c) => c.json(errorBody('not_found', 'There is no such API endpoint.'), 404));

  if (opts.serveClient) serveClient(app, ctx);

  app.notFound((c) => c.json(errorBody('not_found', 'Not found.'), 404));
  app.onError((err, c) => {
    if (err instanceof AppError) {
      return c.json(errorBody(err.code, err.message, err.issues), err.status);
    }
    if (err instanceof HTTPException) {
      const status = err.status;
      const message =
        err.message || (status === 400 ? 'The request is malformed.' : 'The request failed.');
      return c.json(errorBody(status === 400 ? 'bad_request' : 'http_error', message), status);
    }
    ctx.logger.error({ err, reqId: c.get('requestId'), path: c.req.path }, 'unhandled error');
    return c.json(
      errorBody('internal_error', 'Something went wrong on our side. Please try again.'),
      500,
    );
  });
  return app;
}

export type App = ReturnType<typeof createApp>;
