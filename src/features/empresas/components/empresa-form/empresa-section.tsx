import Divider from '@mui/material/Divider';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { FormGrid } from '@/components/form/form-grid';

/** One of the account form's sections: a heading over a rule, and its fields in a grid. */
export function EmpresaSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <FormGrid component="section" aria-label={title} sx={{ mb: 2 }}>
      <Grid size={12} sx={{ mb: 1 }}>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
          {title}
        </Typography>
        <Divider />
      </Grid>
      {children}
    </FormGrid>
  );
}
