import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useWatch, type Control, type UseFormSetValue } from 'react-hook-form';
import type { CabysRegistro } from '@/features/registro-hacienda/contract';
import { registroQueries, useBuscarCabys, useCabysRegistro } from '@/features/registro-hacienda/queries';
import { RegistroConsultando, RegistroFallo } from '@/features/registro-hacienda/components/registro-fallo';
import { DESCRIPCION_MAX } from '@/lib/codigo-catalogo';
import { includesFolded } from '@/lib/text';
import * as es from '@/messages/es-cabys';
import { useServiciosCabys } from '../api';
import type { ServicioCabysForm } from '../form-model';
import { CODIGO_CABYS_LONGITUD } from '../rules';

const t = es.cabys.hacienda;

/** Wait this long after the last keystroke before asking Hacienda: one search per pause, not per letter. */
const BUSQUEDA_PAUSA_MS = 400;
const BUSQUEDA_MIN = 3;
/** The account's own services shown beside Hacienda's results. */
const LOCALES_MAX = 10;

const esCodigo = (v: string) => new RegExp(`^\\d{${CODIGO_CABYS_LONGITUD}}$`).test(v);
const impuesto = (c: CabysRegistro) => t.impuesto(c.impuesto);
/** Hacienda's descriptions can be longer than the form's limit: the start is kept, as the clerk would. */
const recortar = (descripcion: string) => descripcion.trim().slice(0, DESCRIPCION_MAX).trimEnd();

function useTextoEnPausa(texto: string): string {
  const [quieto, setQuieto] = useState(texto);
  useEffect(() => {
    const reloj = setTimeout(() => setQuieto(texto), BUSQUEDA_PAUSA_MS);
    return () => clearTimeout(reloj);
  }, [texto]);
  return quieto;
}

type Props = { control: Control<ServicioCabysForm>; setValue: UseFormSetValue<ServicioCabysForm> };

/**
 * Hacienda's CABYS catalogue beside the spec's form: the typed code's description and
 * tax rate, and a search by text whose results fill the code and description in one press. It only
 * helps: the form's fields, checks and save are the spec's, and a failed lookup is one quiet line.
 */
export function CabysDeHacienda({ control, setValue }: Props) {
  const queryClient = useQueryClient();
  const codigo = String(useWatch({ control, name: 'codigoCabys' }) ?? '').trim();

  const usar = (c: CabysRegistro) => {
    // The code's own lookup then reads this answer instead of asking Hacienda again.
    queryClient.setQueryData(registroQueries.cabys(c.codigo).queryKey, c);
    const opciones = { shouldDirty: true, shouldTouch: true, shouldValidate: true } as const;
    setValue('codigoCabys', c.codigo, opciones);
    setValue('descripcion', recortar(c.descripcion), opciones);
  };

  return (
    <Grid size={12} component="section" aria-label={t.titulo} sx={{ mt: 1 }}>
      <Typography variant="subtitle2" component="h2" gutterBottom>
        {t.titulo}
      </Typography>
      <div aria-live="polite">
        <CodigoEnHacienda codigo={esCodigo(codigo) ? codigo : null} />
      </div>
      <BusquedaEnHacienda onUsar={usar} />
    </Grid>
  );
}

/** What Hacienda has for the typed code, once it has its 13 digits. */
function CodigoEnHacienda({ codigo }: { codigo: string | null }) {
  const q = useCabysRegistro(codigo);
  if (!codigo) return null;
  if (q.isError) return <RegistroFallo error={q.error} onRetry={() => void q.refetch()} />;
  if (q.isPending) return <RegistroConsultando />;
  return (
    <Typography variant="body2" sx={{ minHeight: 32 }}>
      {q.data ? t.codigo(q.data.codigo, q.data.descripcion, impuesto(q.data)) : t.sinCodigo(codigo)}
    </Typography>
  );
}

function BusquedaEnHacienda({ onUsar }: { onUsar: (c: CabysRegistro) => void }) {
  const [texto, setTexto] = useState('');
  const enPausa = useTextoEnPausa(texto).trim();
  const q = enPausa.length >= BUSQUEDA_MIN ? enPausa : null;

  return (
    <>
      <TextField
        label={t.buscar}
        value={texto}
        onChange={(e) => setTexto(e.target.value)}
        // Enter here searches; it must not submit the service form around it.
        onKeyDown={(e) => {
          if (e.key === 'Enter') e.preventDefault();
        }}
        helperText={t.buscarAyuda}
        size="small"
        fullWidth
        autoComplete="off"
        sx={{ mt: 1, maxWidth: 520 }}
      />
      {q && (
        <Grid container columnSpacing={3} sx={{ mt: 1 }}>
          <Grid size={{ xs: 12, md: 5 }}>
            <Locales q={q} />
          </Grid>
          <Grid size={{ xs: 12, md: 7 }}>
            <Resultados q={q} onUsar={onUsar} />
          </Grid>
        </Grid>
      )}
    </>
  );
}

/** The account's own services matching the text (code or description), as the list page filters them. */
function Locales({ q }: { q: string }) {
  const servicios = useServiciosCabys();
  const hallados = useMemo(
    () =>
      (servicios.data ?? [])
        .filter((s) => s.codigoCabys.includes(q) || includesFolded(s.descripcion, q))
        .slice(0, LOCALES_MAX),
    [servicios.data, q],
  );
  return (
    <>
      <Typography variant="body2" component="h3" sx={{ fontWeight: 500 }}>
        {t.suCatalogo}
      </Typography>
      {servicios.data && hallados.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t.sinLocales}
        </Typography>
      ) : (
        <List dense aria-label={t.suCatalogo}>
          {hallados.map((s) => (
            <ListItem key={s.id} disableGutters>
              <ListItemText primary={s.descripcion} secondary={s.codigoCabys} />
            </ListItem>
          ))}
        </List>
      )}
    </>
  );
}

function Resultados({ q, onUsar }: { q: string; onUsar: (c: CabysRegistro) => void }) {
  const busqueda = useBuscarCabys(q);
  const servicios = useServiciosCabys();
  const suyos = useMemo(() => new Set((servicios.data ?? []).map((s) => s.codigoCabys)), [servicios.data]);
  return (
    <div aria-live="polite">
      <Typography variant="body2" component="h3" sx={{ fontWeight: 500 }}>
        {t.deHacienda}
      </Typography>
      {busqueda.isError ? (
        <RegistroFallo error={busqueda.error} onRetry={() => void busqueda.refetch()} />
      ) : busqueda.isPending ? (
        <RegistroConsultando />
      ) : busqueda.data.cabys.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t.sinResultados(q)}
        </Typography>
      ) : (
        <>
          {busqueda.data.total > busqueda.data.cantidad && (
            <Typography variant="body2" color="text.secondary">
              {t.mas(busqueda.data.cantidad, busqueda.data.total)}
            </Typography>
          )}
          <List dense aria-label={t.deHacienda}>
            {busqueda.data.cabys.map((c) => (
              <ListItem
                key={c.codigo}
                disableGutters
                secondaryAction={
                  <Button
                    size="small"
                    onClick={() => onUsar(c)}
                    aria-label={t.usarDe(c.codigo, c.descripcion)}
                  >
                    {t.usar}
                  </Button>
                }
              >
                <ListItemText
                  primary={c.descripcion}
                  secondary={[c.codigo, impuesto(c), suyos.has(c.codigo) ? t.yaEsSuyo : '']
                    .filter(Boolean)
                    .join(' · ')}
                />
              </ListItem>
            ))}
          </List>
        </>
      )}
    </div>
  );
}
