import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { AnnouncerProvider } from '@/components/game/announcer/announcer';
import { ConnectionBanner } from '@/components/ui/connection-banner';
import { SessionStart } from '@/lib/auth';
import { createQueryClient } from '@/lib/react-query';

type AppProviderProps = { children: ReactNode; queryClient?: QueryClient };

export function AppProvider({ children, queryClient }: AppProviderProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <QueryClientProvider client={client}>
      <SessionStart />
      {/* One live region for the whole app: it stays while game pages come and go. */}
      <AnnouncerProvider>
        {children}
        <ConnectionBanner />
      </AnnouncerProvider>
    </QueryClientProvider>
  );
}
