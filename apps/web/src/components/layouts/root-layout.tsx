import { Outlet, ScrollRestoration } from 'react-router';

/**
 * Around every page, with the site's frame or without it (the projector, the printable deck):
 * each new screen, clicked or reached by a pushed phase change, starts at the top, and the back
 * button restores the old position.
 */
export function RootLayout() {
  return (
    <>
      <Outlet />
      <ScrollRestoration />
    </>
  );
}
