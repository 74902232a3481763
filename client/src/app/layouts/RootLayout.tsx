import { Outlet } from 'react-router-dom';
import { ScrollToTop } from '../ScrollToTop';

/** Wraps every route: scroll restoration on path change. */
export function RootLayout() {
  return (
    <>
      <ScrollToTop />
      <Outlet />
    </>
  );
}
