import { QueryClient } from '@tanstack/react-query';
import { isRetryableError } from '@/api/errors';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        // Only the network and 5xx are worth retrying; a 404 or a bad shape will not heal by itself.
        retry: (failureCount, error) => isRetryableError(error) && failureCount < 2,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}
