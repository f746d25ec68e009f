import type { ReactNode } from 'react';
import { Placeholder } from '../../../ui/placeholder.tsx';

/** The parts of a TanStack Query result that decide what to show. */
export type QueryLike = { data: unknown; isPending: boolean; isError: boolean; refetch: () => unknown };

/**
 * Props of `QueryState`: `query` is the hook's result; `empty` says the answer has nothing to list (and
 * `emptyText` what to say then); `children` are shown once there is something to show.
 */
export type QueryStateProps = { query: QueryLike; empty?: boolean; emptyText?: string; children: ReactNode };

/**
 * Shows the blog's data states through the kit's Placeholder, in its order [WIDGET-06]: error (with a retry),
 * else empty, else loading, else `children`. A failed refresh keeps the data already shown, since a list that
 * was fine a minute ago is still worth reading.
 */
export function QueryState({ query, empty = false, emptyText, children }: QueryStateProps) {
  return (
    <Placeholder
      error={query.isError && query.data === undefined}
      empty={empty}
      loading={query.isPending}
      emptyText={emptyText}
      onRetry={() => query.refetch()}
    >
      {children}
    </Placeholder>
  );
}
