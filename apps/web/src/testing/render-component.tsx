import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { AppProvider } from '@/app/provider';
import { createQueryClient } from '@/lib/react-query';

/** One component with the app's providers (i18n, a fresh query client), without a router. */
export function renderComponent(ui: ReactElement) {
  const queryClient = createQueryClient({ queries: { retry: false } });
  const user = userEvent.setup();
  const view = render(<AppProvider queryClient={queryClient}>{ui}</AppProvider>);
  return { ...view, user, queryClient };
}
