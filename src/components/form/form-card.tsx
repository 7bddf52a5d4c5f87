import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import type { FormEventHandler, ReactNode } from 'react';
import * as es from '@/messages/es-shell';

type Props = {
  label: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  saving: boolean;
  children: ReactNode;
  /** Extra buttons left of Guardar (Cancelar, Facturar, …). */
  actions?: ReactNode;
  submitText?: string;
  /** Replaces the buttons with a spinner while saving (the company form does). */
  spinnerWhileSaving?: boolean;
};

/** A form in a card with its buttons at the bottom; Guardar is disabled (and says so) while saving. */
export function FormCard({
  label,
  onSubmit,
  saving,
  children,
  actions,
  submitText = es.common.guardar,
  spinnerWhileSaving,
}: Props) {
  return (
    <Card component="form" noValidate onSubmit={onSubmit} aria-label={label}>
      <CardContent sx={{ p: { xs: 2, md: 3 } }}>
        {children}
        <Stack direction="row" spacing={1.5} sx={{ justifyContent: 'flex-end', mt: 2 }}>
          {spinnerWhileSaving && saving ? (
            <CircularProgress size={28} aria-label={es.common.guardando} />
          ) : (
            <>
              {actions}
              <Button
                type="submit"
                variant="contained"
                disabled={saving}
                startIcon={saving ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}
              >
                {submitText}
              </Button>
            </>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}
