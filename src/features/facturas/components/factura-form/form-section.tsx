import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';

/** One of the invoice form's four titled sections (a labelled region for screen readers). */
export function FormSection({
  title,
  first,
  action,
  children,
}: {
  title: string;
  first?: boolean;
  /** A button on the title's line (Agregar Detalle). */
  action?: ReactNode;
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
      {children}
    </Box>
  );
}
