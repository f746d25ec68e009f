import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ErrorText } from '../../../lib/error-text.ts';
import { Placeholder } from '../../../ui/placeholder.tsx';
import { musicErrorCode } from '../error-text.ts';

/** The parts of a TanStack Query result a detail page's frame reads. */
export type DetailQuery = { isPending: boolean; isError: boolean; error: unknown; refetch: () => unknown };

/**
 * Whether a detail page shows its not-found text: the address holds no valid id (`idValid` false), or the
 * source answered that it does not know the id (`not_found`, `invalid_input`). Other failures are errors.
 */
export function isDetailNotFound(idValid: boolean, error: unknown): boolean {
  const code = musicErrorCode(error);
  return !idValid || code === 'not_found' || code === 'invalid_input';
}

/** Props of `DetailFrame`. `back` is the index page a not-found detail links to. */
export interface DetailFrameProps {
  query: DetailQuery;
  idValid: boolean;
  notFoundText: string;
  back: { to: string; text: string };
  children: ReactNode;
}

/**
 * The states around an NCM song, playlist or radio page [ROUTE-30/31/33] through the kit's Placeholder:
 * loading, the not-found text with a link back to the index (no retry: asking again will not find it), an
 * unset or unreachable upstream as an error with a retry (its code's words, `ErrorText` in context `load`), else
 * `children`.
 */
export function DetailFrame({ query, idValid, notFoundText, back, children }: DetailFrameProps) {
  const notFound = isDetailNotFound(idValid, query.error);
  return (
    <Placeholder
      loading={query.isPending && !notFound}
      error={notFound || query.isError}
      errorText={
        notFound ? (
          <>
            {notFoundText} <Link to={back.to}>{back.text}</Link>
          </>
        ) : (
          <ErrorText code={musicErrorCode(query.error)} context="load" />
        )
      }
      onRetry={notFound ? undefined : () => void query.refetch()}
    >
      {children}
    </Placeholder>
  );
}
