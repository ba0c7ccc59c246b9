import { createBrowserRouter, type LazyRouteFunction, type RouteObject } from 'react-router';
import { FullScreenLoading } from '@/client/components/app/full-screen-loading';
import { NotFound } from '@/client/components/app/not-found';
import { RouteError } from '@/client/components/app/route-error';
import { AppLayout } from './app-layout';
import { paths } from '@/client/lib/paths';
import { ROUTE_MODULES, type ClientRoute } from '@/shared/routes';

// Each page is its own chunk: routes/<name>.tsx, named in shared/routes.ts ROUTE_MODULES, which
// the server also reads to preload the page's chunks (server/static.ts). A route module exports
// `Component`.
type PageLoader = LazyRouteFunction<RouteObject>;
const routeModules = import.meta.glob<Awaited<ReturnType<PageLoader>>>([
  './routes/*.tsx',
  '!./routes/*.test.tsx',
]);

function page(route: ClientRoute): PageLoader {
  const load = routeModules[`./routes/${ROUTE_MODULES[route]}.tsx`];
  if (!load) throw new Error(`router: no module routes/${ROUTE_MODULES[route]}.tsx`);
  return load;
}

export const routes: RouteObject[] = [
  {
    id: 'root',
    errorElement: <RouteError />,
    HydrateFallback: FullScreenLoading,
    children: [
      { path: paths.auth, lazy: page('auth') },
      { path: paths.forgotPassword, lazy: page('forgotPassword') },
      { path: paths.resetPassword, lazy: page('resetPassword') },
      { path: paths.devMailbox, lazy: page('devMailbox') },
      { path: paths.mobileUpload, lazy: page('mobileUpload') },
      { path: paths.interviewerJoin, lazy: page('interviewerJoin') },
      {
        Component: AppLayout,
        errorElement: <RouteError />,
        children: [
          { index: true, lazy: page('home') },
          { path: paths.piq, lazy: page('piq') },
          { path: paths.ppdt, lazy: page('ppdt') },
          { path: paths.ppdtResults, lazy: page('ppdtResults') },
          { path: paths.tat, lazy: page('tat') },
          { path: paths.wat, lazy: page('wat') },
          { path: paths.srt, lazy: page('srt') },
          { path: paths.results, lazy: page('results') },
          { path: paths.progress, lazy: page('progress') },
          { path: paths.roomsRegister, lazy: page('roomsRegister') },
          { path: paths.roomsJoin, lazy: page('roomsJoin') },
          { path: paths.roomSession, lazy: page('roomSession') },
          { path: paths.interview, lazy: page('interview') },
          { path: paths.subscription, lazy: page('subscription') },
          { path: paths.feedback, lazy: page('feedback') },
          { path: paths.settings, lazy: page('settings') },
          { path: paths.receipt(), lazy: page('receiptPage') },
          { path: paths.help, lazy: page('help') },
          { path: paths.admin, lazy: page('admin') },
          { path: paths.adminSection, lazy: page('admin') },
        ],
      },
      { path: '*', Component: NotFound },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
