import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { FormGrid } from './form-grid';

/**
 * A titled section of a long form (the client and invoice forms): a region named by its heading, a
 * rule above every section but the first, and an optional button on the title's line.
 */
export function FormSection({
  title,
  first,
  action,
  grid,
  children,
}: {
  title: string;
  first?: boolean;
  /** A button on the title's line (Agregar Detalle). */
  action?: ReactNode;
  /** Lays the children out as form fields (FormGrid). */
  grid?: boolean;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <Box component="section" aria-labelledby={id}>
      {!first && <Divider sx={{ my: 3 }} />}
      <Stack
        direction="row"
        spacing={2}
        sx={{ mb: 2, alignItems: 'center', justifyContent: 'space-between' }}
      >
        <Typography id={id} variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
          {title}
        </Typography>
        {action}
      </Stack>
      {grid ? <FormGrid>{children}</FormGrid> : children}
    </Box>
  );
}
