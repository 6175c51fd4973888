import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { AnnouncerProvider } from '@/components/game/announcer/announcer';
import { ConnectionBanner } from '@/components/ui/connection-banner';
import { SessionStart } from '@/lib/auth';
import { i18n } from '@/lib/i18n';
import { createQueryClient } from '@/lib/react-query';

type AppProviderProps = { children: ReactNode; queryClient?: QueryClient };

export function AppProvider({ children, queryClient }: AppProviderProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <SessionStart />
        {/* One live region for the whole app: it stays while game pages come and go. */}
        <AnnouncerProvider>
          {children}
          <ConnectionBanner />
        </AnnouncerProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
