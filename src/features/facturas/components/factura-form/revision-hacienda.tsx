import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useWatch, type Control } from 'react-hook-form';
import * as es from '@/messages/es-revision-hacienda';
import type { Catalogos, FacturaForm } from '@/features/facturas/form-model';
import { revisableDesdeForm, revisarFactura } from '@/features/facturas/revision/revision';
import { RegistroConsultando, RegistroFallo } from '@/features/registro-hacienda/components/registro-fallo';
import { FormSection } from '@/components/form/form-section';
import { useIdentificacionCuenta, useRegistroFactura } from './use-registro-factura';

const t = es.revisionHacienda;

/**
 * 'Antes de enviar a Hacienda': what Hacienda would reject in the invoice as it stands, live as the
 * user types; each problem is a link to its field. It informs: saving follows the spec's own checks,
 * and only 'Enviar' refuses an invoice with problems (F40). Hacienda's registry adds what only it
 * knows: its refusals join the list, the receiver's warnings and the checks it could not
 * make follow, with one quiet retry line when a lookup failed.
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
  // The app's own check reads every field (a line's text too); the registry's only its own (below).
  const form = useWatch({ control }) as FacturaForm;
  const emisor = useIdentificacionCuenta();
  const revisable = useMemo(() => revisableDesdeForm(form, cat, emisor), [form, cat, emisor]);
  const propios = useMemo(() => revisarFactura(revisable), [revisable]);
  const { registro, sinComprobar, fallidas } = useRegistroFactura(revisable, form.esClienteNuevo === 1);

  const problemas = [...propios, ...registro.problemas];
  return (
    <FormSection title={t.titulo}>
      <Stack spacing={1.5}>
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
        {registro.avisos.length > 0 && (
          <Alert severity="info" variant="outlined">
            <Box component="ul" aria-label={t.registro.avisosTitulo} sx={{ m: 0, pl: 2.5 }}>
              {registro.avisos.map((a) => (
                <li key={a.mensaje}>{a.mensaje}</li>
              ))}
            </Box>
          </Alert>
        )}
        {sinComprobar.length > 0 && (
          <Box>
            <Box component="ul" aria-label={t.registro.sinComprobarTitulo} sx={{ m: 0, pl: 2.5 }}>
              {sinComprobar.map((mensaje) => (
                <Typography component="li" variant="body2" color="text.secondary" key={mensaje}>
                  {mensaje}
                </Typography>
              ))}
            </Box>
            {fallidas.length > 0 && (
              <RegistroFallo
                error={fallidas[0]!.error}
                onRetry={() => fallidas.forEach((q) => void q.refetch())}
              />
            )}
          </Box>
        )}
        {registro.consultando && <RegistroConsultando />}
      </Stack>
    </FormSection>
  );
}
