// The router every package uses: one instance in the page, shared through federation as this module
// (tooling/webpack.mjs), so only what is named here is built, not all of React Router (shared modules
// are never tree-shaken: sharing react-router-dom itself cost 60 KB gzip before the page was live).
export { Link, NavLink, Outlet, createBrowserRouter, createMemoryRouter, matchPath, matchRoutes, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
export type { RouteObject } from 'react-router';
// The DOM build's provider, as react-router-dom exports it (it flushes router updates through react-dom).
export { RouterProvider } from 'react-router/dom';
