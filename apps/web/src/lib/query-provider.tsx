import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';

function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // Failures already carry the server's message; retrying a 4xx only delays showing it.
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}

/**
 * The data cache of one logged-in session (mounted by the protected layout) or of one public page.
 * It is not in the root providers, so the login page does not load TanStack Query, and a logout
 * (which unmounts the layout) leaves nothing of the old session cached.
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
