import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueries, useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useWatch, type Control } from 'react-hook-form';
import * as es from '@/messages/es-revision-hacienda';
import { useCurrentUser } from '@/auth/api';
import type { Catalogos, FacturaForm } from '@/features/facturas/form-model';
import { revisableDesdeForm, revisarFactura } from '@/features/facturas/revision/revision';
import {
  consultasRegistro,
  revisarRegistro,
  type Consulta,
  type TipoConsulta,
} from '@/features/facturas/revision/revision-registro';
import {
  consultaOpciones,
  cuentaQuery,
  motivoDe,
  snapshotDe,
} from '@/features/facturas/revision/registro-consultas';
import { registroActivo } from '@/features/registro-hacienda/api';
import type { registroQueries } from '@/features/registro-hacienda/queries';
import { RegistroConsultando, RegistroFallo } from '@/features/registro-hacienda/components/registro-fallo';
import { useIdentificacionConsultable } from '@/features/registro-hacienda/components/use-identificacion-consultable';
import { esIdentificacionConsultable } from '@/features/registro-hacienda/rules';
import { FormSection } from '@/components/form/form-section';

const t = es.revisionHacienda;

const TIPOS: readonly TipoConsulta[] = ['contribuyente', 'exoneracion', 'cabys'];
/** A lookup's state as the pure check reads it. */
function consultaDe(q: UseQueryResult<unknown>): Consulta<unknown> {
  if (q.isSuccess) return { estado: 'hecha', valor: q.data };
  if (q.isError) return { estado: 'fallo', motivo: motivoDe(q.error) };
  return q.fetchStatus === 'fetching' ? { estado: 'pendiente' } : { estado: 'apagada' };
}

/** The account's identification (the issuer's), once the user's empresa is read; '' until then. */
function useIdentificacionCuenta() {
  const empresaId = useCurrentUser().data?.empresa?.id ?? 0;
  return useQuery({ ...cuentaQuery(empresaId), enabled: empresaId > 0 }).data ?? '';
}

/**
 * 'Antes de enviar a Hacienda': what Hacienda would reject in the invoice as it stands, live as the
 * user types; each problem is a link to its field. It informs: saving follows the spec's own checks,
 * and only 'Enviar' refuses an invoice with problems (F40). Hacienda's registry adds what only it
 * knows (issue 37): its refusals join the list, the receiver's warnings and the checks it could not
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
  const form = useWatch({ control }) as FacturaForm;
  const emisor = useIdentificacionCuenta();
  const revisable = useMemo(() => revisableDesdeForm(form, cat, emisor), [form, cat, emisor]);
  const propios = useMemo(() => revisarFactura(revisable), [revisable]);

  // Each valid value asked once (the answers are kept for the day); a value still being typed is not.
  const activo = registroActivo();
  // A new client's number is typed here: asked once it has stayed put (a 10-digit one is a valid
  // 9-digit física on the way), as the client form does.
  const tipeado = form.esClienteNuevo === 1 ? revisable.receptor.numero.trim() : '';
  const asentado = useIdentificacionConsultable(tipeado, esIdentificacionConsultable(tipeado));
  const pedidas = useMemo(() => {
    const todas = consultasRegistro(revisable);
    if (!tipeado || tipeado === asentado) return todas;
    return { ...todas, contribuyente: todas.contribuyente.filter((id) => id !== tipeado) };
  }, [revisable, tipeado, asentado]);
  const lista = TIPOS.flatMap((tipo) => pedidas[tipo].map((valor) => ({ tipo, valor })));
  const consultas = useQueries({
    queries: lista.map(({ tipo, valor }) => ({
      ...(consultaOpciones[tipo](valor) as ReturnType<typeof registroQueries.cabys>),
      enabled: activo,
    })) as never[],
  }) as UseQueryResult<unknown>[];
  const porClave = new Map(lista.map((p, i) => [`${p.tipo}|${p.valor}`, consultas[i]!]));
  const registro = revisarRegistro(
    revisable,
    snapshotDe(activo, (tipo, valor) => {
      const q = porClave.get(`${tipo}|${valor}`);
      return q && consultaDe(q);
    }),
  );
  const fallidas = consultas.filter((q) => q.isError);

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
        {registro.sinComprobar.length > 0 && (
          <Box>
            <Box component="ul" aria-label={t.registro.sinComprobarTitulo} sx={{ m: 0, pl: 2.5 }}>
              {registro.sinComprobar.map((s) => (
                <Typography component="li" variant="body2" color="text.secondary" key={s.mensaje}>
                  {s.mensaje}
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
