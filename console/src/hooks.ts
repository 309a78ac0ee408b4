import {
  type UseQueryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { TenantApi } from './api.ts';
import { useConsole } from './session.tsx';
import type { List } from './types.ts';

type Query = Record<string, string | number | boolean | undefined | null>;

/** How often pages that show work in progress look again (a referee finishing, intake completed). */
export const LIVE_INTERVAL_MS = 4_000;

/** A GET of a tenant route, cached per environment; every change refreshes it. */
export function useTenantQuery<T>(
  path: string,
  query?: Query,
  options: Omit<UseQueryOptions<T>, 'queryKey' | 'queryFn'> = {},
) {
  const { api, environment } = useConsole();
  return useQuery<T>({
    queryKey: ['tenant', environment, path, query ?? {}],
    queryFn: () => api.get<T>(path, query),
    ...options,
  });
}

/**
 * A change through a tenant route. On success every tenant query is marked
 * stale, so whatever the change touched (the request, its report, the
 * dashboard's counts) is read again; the console never patches its cache by hand.
 */
export function useTenantMutation<TInput, TResult>(
  run: (api: TenantApi, input: TInput) => Promise<TResult>,
  options: { onSuccess?: (result: TResult, input: TInput) => void } = {},
) {
  const { api } = useConsole();
  const queryClient = useQueryClient();
  return useMutation<TResult, Error, TInput>({
    mutationFn: (input) => run(api, input),
    onSuccess: async (result, input) => {
      options.onSuccess?.(result, input);
      await queryClient.invalidateQueries({ queryKey: ['tenant'] });
    },
  });
}

/** A list route read page by page (`nextCursor`), for "Load more". */
export function useTenantList<T>(
  path: string,
  query?: Query,
  options: { refetchInterval?: number; enabled?: boolean } = {},
) {
  const { api, environment } = useConsole();
  const result = useInfiniteQuery({
    queryKey: ['tenant', environment, path, query ?? {}, 'pages'],
    queryFn: ({ pageParam }) => api.get<List<T>>(path, { ...query, cursor: pageParam }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    ...options,
  });
  return { ...result, items: result.data?.pages.flatMap((page) => page.data) ?? [] };
}
