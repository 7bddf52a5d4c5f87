import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';

/** The row of filters above a list. */
export function FilterBar({ children, label = 'Filtros' }: { children: ReactNode; label?: string }) {
  return (
    <Paper variant="outlined" sx={{ p: 1.5, mb: 2 }} role="search" aria-label={label}>
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={1.5}
        sx={{ alignItems: { md: 'center' }, flexWrap: 'wrap', rowGap: 1.5 }}
      >
        {children}
      </Stack>
    </Paper>
  );
}
