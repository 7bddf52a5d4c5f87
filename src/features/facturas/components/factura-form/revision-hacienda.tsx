import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { useMemo } from 'react';
import { useWatch, type Control } from 'react-hook-form';
import * as es from '@/messages/es-revision-hacienda';
import type { Catalogos, FacturaForm } from '@/features/facturas/form-model';
import { revisableDesdeForm, revisarFactura } from '@/features/facturas/revision/revision';
import { FormSection } from '@/components/form/form-section';

const t = es.revisionHacienda;

/**
 * 'Antes de enviar a Hacienda': what Hacienda would reject in the invoice as it stands, live as the
 * user types; each problem is a link to its field. It informs: saving follows the spec's own checks,
 * and only 'Enviar' refuses an invoice with problems (F40).
 */
export function RevisionHacienda({
  control,
  cat,
  onEnfocar,
}: {
  control: Control<FacturaForm>;
  cat: Catalogos;
  /** Puts the focus on a problem's field (`campo` of the check). */
  onEnfocar: (campo: string) => void;
}) {
  const form = useWatch({ control }) as FacturaForm;
  const problemas = useMemo(() => revisarFactura(revisableDesdeForm(form, cat)), [form, cat]);
  return (
    <FormSection title={t.titulo}>
      {problemas.length === 0 ? (
        <Alert severity="success" variant="outlined">
          {t.sinProblemas}
        </Alert>
      ) : (
        <Alert severity="warning" variant="outlined" icon={false}>
          <Box component="ul" sx={{ m: 0, pl: 2.5, '& li + li': { mt: 0.75 } }}>
            {problemas.map((p) => (
              <li key={`${p.campo}|${p.mensaje}`}>
                <Link
                  href={`#${p.campo}`}
                  variant="body2"
                  onClick={(e) => {
                    // A link to its field, not a route: the hash router must not see it.
                    e.preventDefault();
                    onEnfocar(p.campo);
                  }}
                >
                  {p.mensaje}
                </Link>
              </li>
            ))}
          </Box>
        </Alert>
      )}
    </FormSection>
  );
}
