import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { RouteErrorBoundary } from '@/app/routes/route-error';
import { RestoreScroll } from './restore-scroll';

/**
 * Around every page, with the site's frame or without it (the projector, the printable deck):
 * nothing shows while the first page's code downloads, a page that fails shows the error screen,
 * and each new screen starts at the top.
 */
export function RootLayout() {
  return (
    <>
      <RouteErrorBoundary>
        <Suspense fallback={null}>
          <Outlet />
        </Suspense>
      </RouteErrorBoundary>
      <RestoreScroll />
    </>
  );
}
