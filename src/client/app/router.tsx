import { createBrowserRouter, type RouteObject } from 'react-router';
import { FullScreenLoading } from '@/client/components/app/full-screen-loading';
import { NotFound } from '@/client/components/app/not-found';
import { RouteError } from '@/client/components/app/route-error';
import { AppLayout } from './app-layout';
import { paths } from '@/client/lib/paths';

// Each page is its own chunk. A route module exports `Component`; later issues replace
// the coming-soon modules one by one without touching this file's shape.
export const routes: RouteObject[] = [
  {
    id: 'root',
    errorElement: <RouteError />,
    HydrateFallback: FullScreenLoading,
    children: [
      { path: paths.auth, lazy: () => import('./routes/auth') },
      { path: paths.forgotPassword, lazy: () => import('./routes/forgot-password') },
      { path: paths.resetPassword, lazy: () => import('./routes/reset-password') },
      { path: paths.devMailbox, lazy: () => import('./routes/dev-mailbox') },
      { path: paths.mobileUpload, lazy: () => import('./routes/mobile-upload') },
      { path: paths.interviewerJoin, lazy: () => import('./routes/interviewer-join') },
      {
        Component: AppLayout,
        errorElement: <RouteError />,
        children: [
          { index: true, lazy: () => import('./routes/home') },
          { path: paths.piq, lazy: () => import('./routes/piq') },
          { path: paths.ppdt, lazy: () => import('./routes/ppdt') },
          { path: paths.ppdtResults, lazy: () => import('./routes/ppdt-results') },
          { path: paths.tat, lazy: () => import('./routes/tat') },
          { path: paths.wat, lazy: () => import('./routes/wat') },
          { path: paths.srt, lazy: () => import('./routes/srt') },
          { path: paths.results, lazy: () => import('./routes/results') },
          { path: paths.roomsRegister, lazy: () => import('./routes/rooms-register') },
          { path: paths.roomsJoin, lazy: () => import('./routes/rooms-join') },
          { path: paths.roomSession, lazy: () => import('./routes/room-session') },
          { path: paths.interview, lazy: () => import('./routes/interview') },
          { path: paths.subscription, lazy: () => import('./routes/subscription') },
          { path: paths.feedback, lazy: () => import('./routes/feedback') },
          { path: paths.settings, lazy: () => import('./routes/settings') },
          { path: paths.receipt(), lazy: () => import('./routes/receipt') },
          { path: paths.help, lazy: () => import('./routes/help') },
          { path: `${paths.admin}/:section?`, lazy: () => import('./routes/admin') },
        ],
      },
      { path: '*', Component: NotFound },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
