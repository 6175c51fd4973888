import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { AppProvider } from '@/app/provider';
import { AppRoutes } from '@/app/router';
import { createQueryClient } from '@/lib/react-query';
import { createRouterHandle } from './router-probe';

type RenderAppOptions = { state?: unknown; advanceTimers?: (ms: number) => unknown };

/** The whole app (layout, guards, lazy routes) in a memory router, opened at `url`. */
export function renderApp(url = '/', { state, advanceTimers }: RenderAppOptions = {}) {
  const queryClient = createQueryClient({ queries: { retry: false } });
  const { handle: router, RouterProbe } = createRouterHandle();
  const user = userEvent.setup(advanceTimers ? { advanceTimers } : {});
  const view = render(
    <AppProvider queryClient={queryClient}>
      <MemoryRouter initialEntries={[{ ...toLocation(url), state }]}>
        <RouterProbe />
        <AppRoutes />
      </MemoryRouter>
    </AppProvider>,
  );
  return {
    ...view,
    user,
    router,
    queryClient,
    /** The current path and query, e.g. "/landing?character=waste_manager". */
    currentUrl: () => `${router.location().pathname}${router.location().search}`,
    main: () => screen.getByRole('main'),
  };
}

function toLocation(url: string) {
  const parsed = new URL(url, 'http://localhost');
  return { pathname: parsed.pathname, search: parsed.search, hash: parsed.hash };
}
