import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AppProvider } from '@/app/provider';
import { routes } from '@/app/router';
import { createQueryClient } from '@/lib/react-query';

type RenderAppOptions = { state?: unknown; advanceTimers?: (ms: number) => unknown };

/** The whole app (layout, guards, lazy routes) in a memory router, opened at `url`. */
export function renderApp(url = '/', { state, advanceTimers }: RenderAppOptions = {}) {
  const queryClient = createQueryClient({ queries: { retry: false } });
  const router = createMemoryRouter(routes, { initialEntries: [{ ...toLocation(url), state }] });
  const user = userEvent.setup(advanceTimers ? { advanceTimers } : {});
  const view = render(
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return {
    ...view,
    user,
    router,
    queryClient,
    /** The current path and query, e.g. "/landing?character=waste_manager". */
    currentUrl: () => `${router.state.location.pathname}${router.state.location.search}`,
    main: () => screen.getByRole('main'),
  };
}

function toLocation(url: string) {
  const parsed = new URL(url, 'http://localhost');
  return { pathname: parsed.pathname, search: parsed.search, hash: parsed.hash };
}
