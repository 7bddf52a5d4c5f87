import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import * as es from '@/messages/es-shell';
import { LoadError } from './load-error';

/** Loading spinner, error with 'Reintentar', or the data: the three states of every screen load. */
export function QueryState<T>({
  query,
  children,
}: {
  query: UseQueryResult<T>;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) return <PageSpinner />;
  if (query.isError) return <LoadError error={query.error} onRetry={() => void query.refetch()} />;
  return <>{children(query.data)}</>;
}

export function PageSpinner() {
  return (
    <Box
      role="progressbar"
      aria-label={es.app.cargando}
      sx={{ display: 'flex', justifyContent: 'center', py: 8 }}
    >
      <CircularProgress aria-hidden />
    </Box>
  );
}
