// The site's router, shared by every package through federation as this module (tooling/webpack.mjs), so the
// shell and every remote use one instance. It is the site's own, with the names of React Router's the site used:
// a dozen static routes and two with params need matching, links, history and an outlet, not a data router
// (React Router was 30 KB gzip of the script a page loads before it is live; this is a few).
export { Link, NavLink } from './Link';
export { Outlet, RouterProvider } from './RouterProvider';
export { createBrowserRouter, createMemoryRouter } from './history';
export type { Location, NavigateOptions, Router } from './history';
export { matchPath, matchRoutes } from './matching';
export type { RouteObject } from './matching';
export { useLocation, useNavigate, useParams, useSearchParams } from './hooks';
