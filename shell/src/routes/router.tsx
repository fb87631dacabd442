import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { Layout } from '../layout/Layout';
import { AppError } from '../errors/AppError';
import { RemoteMount } from '@bookcraft/shared/federation';
import { PageLoading, pageFallback } from '../federation/fallbacks';
import { ROUTES, type RouteEntry } from './routeTable';

function RoutedPage({ route }: { route: RouteEntry }) {
  return <RemoteMount remote={route.remote} module={route.module} props={route.props} loading={<PageLoading />} fallback={pageFallback} />;
}

export const appRoutes: RouteObject[] = [
  {
    element: <Layout />,
    errorElement: <AppError />,
    children: ROUTES.map((route) => ({ path: route.path, element: <RoutedPage key={route.path} route={route} /> })),
  },
];

export const createAppRouter = () => createBrowserRouter(appRoutes);
