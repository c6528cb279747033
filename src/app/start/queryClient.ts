import { QueryClient } from '@tanstack/react-query';
import { isRetryableError } from '@/api/errors';

export function createQueryClient(): QueryClient {
  const client = new QueryClient({
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
  // The local index (and the desk, whose keys sit under it) answers from this device: with no network it must
  // answer all the more, never wait for one.
  client.setQueryDefaults(['leadIndex'], { networkMode: 'always' });
  return client;
}
