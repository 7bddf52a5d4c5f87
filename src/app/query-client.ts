import { QueryClient } from '@tanstack/react-query';
import { errorStatus } from '@/lib/errors';

/** Retries only what may pass on a second try (network, 5xx); a 4xx answer is final. */
export function createQueryClient({ retry = true }: { retry?: boolean } = {}): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: retry
          ? (count, error) => count < 1 && (errorStatus(error) === 0 || errorStatus(error) >= 500)
          : false,
        refetchOnWindowFocus: false,
        staleTime: 30_000,
      },
      mutations: { retry: false },
    },
  });
}
