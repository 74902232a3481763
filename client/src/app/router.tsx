import { isValidElement, type ReactElement } from 'react';
import { matchRoutes, Navigate, type RouteObject } from 'react-router-dom';
import { LandingPage } from '../features/landing/LandingPage';
import { AdminRoute } from './guards/AdminRoute';
import { GuestOnlyRoute } from './guards/GuestOnlyRoute';
import { ProtectedRoute } from './guards/ProtectedRoute';
import { PublicLayout } from './layouts/PublicLayout';
import { RootLayout } from './layouts/RootLayout';
import { lazyPage, preloadPages } from './lazyPage';

/** Public pages (spec doc 1 §2, doc 2 §2) and the footer's link targets. */
const publicRoutes: RouteObject[] = [
  { index: true, element: <LandingPage /> },
  {
    path: 'about',
    element: lazyPage(
      () => import('../features/about/AboutPage'),
      (m) => m.AboutPage,
    ),
  },
  {
    path: 'contact',
    element: lazyPage(
      () => import('../features/contact/ContactPage'),
      (m) => m.ContactPage,
    ),
  },
  {
    path: 'programs',
    element: lazyPage(
      () => import('../features/programs/ProgramsPage'),
      (m) => m.ProgramsPage,
    ),
  },
  {
    path: 'programs/:id',
    element: lazyPage(
      () => import('../features/programs/ProgramDetailPage'),
      (m) => m.ProgramDetailPage,
    ),
  },
  {
    path: 'courses',
    element: lazyPage(
      () => import('../features/courses/CoursesPage'),
      (m) => m.CoursesPage,
    ),
  },
  {
    path: 'courses/:id',
    element: lazyPage(
      () => import('../features/courses/CourseDetailPage'),
      (m) => m.CourseDetailPage,
    ),
  },
  {
    path: 'pages/:id',
    element: lazyPage(
      () => import('../features/page-layouts/PublicLayoutPage'),
      (m) => m.PublicLayoutPage,
    ),
  },
  {
    path: 'verify/certificate/:code?',
    element: lazyPage(
      () => import('../features/learning/VerifyCertificatePage'),
      (m) => m.VerifyCertificatePage,
    ),
  },
  // The association's yearly money in and out (issue 15); its published 'reports' layout shows below.
  {
    path: 'reports',
    element: lazyPage(
      () => import('../features/transparency/ReportsPage'),
      (m) => m.ReportsPage,
    ),
  },
  // Every other first segment is a page's key (the footer's pages, /volunteer-guide …): the layout published
  // under it, or 'not found'. The static paths above rank first; common/site-paths.ts keeps keys off them.
  {
    path: ':pageKey',
    element: lazyPage(
      () => import('../features/page-layouts/KeyedLayoutPage'),
      (m) => m.KeyedLayoutPage,
    ),
  },
];

const guestRoutes: RouteObject[] = [
  {
    path: 'login',
    element: lazyPage(
      () => import('../features/auth/login/LoginPage'),
      (m) => m.LoginPage,
    ),
  },
  {
    path: 'signup',
    element: lazyPage(
      () => import('../features/auth/signup/SignupPage'),
      (m) => m.SignupPage,
    ),
  },
];

const memberRoutes: RouteObject[] = [
  {
    path: 'profile',
    element: lazyPage(
      () => import('../features/profile/ProfilePage'),
      (m) => m.ProfilePage,
    ),
  },
  {
    path: 'profile/edit',
    element: lazyPage(
      () => import('../features/profile/edit/ProfileEditPage'),
      (m) => m.ProfileEditPage,
    ),
  },
  {
    path: 'notifications',
    element: lazyPage(
      () => import('../features/notifications/NotificationsPage'),
      (m) => m.NotificationsPage,
    ),
  },
  {
    path: 'profile/donations',
    element: lazyPage(
      () => import('../features/receipts/DonationHistoryPage'),
      (m) => m.DonationHistoryPage,
    ),
  },
  {
    path: 'profile/donations/:id/receipt',
    element: lazyPage(
      () => import('../features/receipts/DonationReceiptPage'),
      (m) => m.DonationReceiptPage,
    ),
  },
];

const verifyReceiptPage = lazyPage(
  () => import('../features/receipts/VerifyReceiptPage'),
  (m) => m.VerifyReceiptPage,
);

/** Public pages drawn only in the browser: a receipt opened by its link's token, and receipt verification. */
const receiptLinkRoutes: RouteObject[] = [
  {
    path: 'receipts/:id',
    element: lazyPage(
      () => import('../features/receipts/GuestReceiptPage'),
      (m) => m.GuestReceiptPage,
    ),
  },
  { path: 'verify/receipt', element: verifyReceiptPage },
  { path: 'verify/receipt/:code', element: verifyReceiptPage },
];

const SERVER_RENDERED = { serverRendered: true } as const;

/** Public and guest pages are rendered on the server (with their data) and hydrated; the rest only in the browser. */
export function isServerRenderedRoute(route: RouteObject): boolean {
  return (route.handle as typeof SERVER_RENDERED | undefined)?.serverRendered === true;
}

const serverRendered = (routes: RouteObject[]): RouteObject[] =>
  routes.map((route) => ({ ...route, handle: SERVER_RENDERED }));

/** The whole route table. Any other path of more than one segment redirects to '/'. */
export const appRoutes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      {
        element: <PublicLayout />,
        children: [
          ...serverRendered(publicRoutes),
          { element: <GuestOnlyRoute />, children: serverRendered(guestRoutes) },
          { element: <ProtectedRoute />, children: memberRoutes },
          ...receiptLinkRoutes,
        ],
      },
      { path: 'dashboard', element: <Navigate to="/profile" replace /> },
      {
        // The area's own routes load with it (`AdminArea`), so the admin table stays out of the landing chunk.
        path: 'admin/*',
        element: (
          <AdminRoute>
            {lazyPage(
              () => import('./AdminArea'),
              (m) => m.AdminArea,
            )}
          </AdminRoute>
        ),
      },
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
];

/** Fetches the lazy pages a path shows, so that hydrating the server's markup needs no second pass. */
export function preloadRoute(pathname: string): Promise<void> {
  const matches = matchRoutes(appRoutes, pathname) ?? [];
  return preloadPages(
    matches.map(({ route }) => (isValidElement(route.element) ? (route.element as ReactElement) : null)),
  );
}
