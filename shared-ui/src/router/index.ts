/**
 * The site's router, one instance for the shell and every remote (a federation singleton, `shared-ui/router`).
 *
 * Apps import routing from here, never from react-router-dom itself (lint enforces it). A shared package
 * cannot be tree-shaken, because the build cannot know which exports another app will use; sharing this
 * module instead of the library lets each build keep only the router parts named below, which is about
 * half of react-router on every first visit. An app that needs another part of the router adds it here
 * (a new kernel version).
 */
export {
  createBrowserRouter,
  RouterProvider,
  BrowserRouter,
  Routes,
  Route,
  Navigate,
  Outlet,
  Link,
  NavLink,
  redirect,
  isRouteErrorResponse,
  useLocation,
  useMatches,
  useNavigate,
  useNavigation,
  useParams,
  useRouteError,
  useSearchParams,
} from 'react-router-dom';
export type { LoaderFunction, NavLinkProps, RouteObject } from 'react-router-dom';
