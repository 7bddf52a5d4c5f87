import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { FormGrid } from '@/components/form/form-grid';

/** A titled group of the client form's fields (a labelled region for screen readers). */
export function FormSection({
  title,
  first,
  children,
}: {
  title: string;
  first?: boolean;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section aria-labelledby={id}>
      {!first && <Divider sx={{ my: 3 }} />}
      <Typography id={id} variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 2 }}>
        {title}
      </Typography>
      <FormGrid>{children}</FormGrid>
    </section>
  );
}
