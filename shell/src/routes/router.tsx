import { useEffect } from 'react';
import { createBrowserRouter, type RouteObject } from '@bookcraft/shared/router';
import { Layout } from '../layout/Layout';
import { AppError } from '../errors/AppError';
import { RemoteMount } from '@bookcraft/shared/federation';
import { PageLoading, pageFallback } from '../federation/fallbacks';
import { ROUTES, signalPageReady, type RouteEntry } from '@bookcraft/shared';

/** A page that could not load is as ready as it gets: what waits for the page (chat, tracking) goes ahead. */
function PageFailed({ retry }: { retry: () => void }) {
  useEffect(signalPageReady, []);
  return pageFallback(retry);
}

function RoutedPage({ route }: { route: RouteEntry }) {
  return (
    <RemoteMount {...route} loading={<PageLoading />} fallback={(retry) => <PageFailed retry={retry} />} onLoaded={signalPageReady} />
  );
}

export const appRoutes: RouteObject[] = [
  {
    element: <Layout />,
    errorElement: <AppError />,
    children: ROUTES.map((route) => ({ path: route.path, element: <RoutedPage key={route.path} route={route} /> })),
  },
];

export const createAppRouter = () => createBrowserRouter(appRoutes);
