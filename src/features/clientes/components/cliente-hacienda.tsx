import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useWatch, type Control, type UseFormGetValues, type UseFormSetValue } from 'react-hook-form';
import { ContribuyentePanel } from '@/features/registro-hacienda/components/contribuyente-panel';
import { useIdentificacionConsultable } from '@/features/registro-hacienda/components/use-identificacion-consultable';
import type { ActividadRegistro, Contribuyente } from '@/features/registro-hacienda/contract';
import { useContribuyente } from '@/features/registro-hacienda/queries';
import { esActiva } from '@/features/registro-hacienda/rules';
import type { CodigoActividad } from '@/lib/codigos-actividad';
import { tipoDeCliente, validarIdentificacion } from '@/lib/identificacion';
import { foldText } from '@/lib/text';
import * as es from '@/messages/es-clientes';
import {
  useAgregarCodigosCliente,
  useCatalogoActividades,
  useClienteCodigos,
  type CodigosAgregados,
} from '../api';
import type { ClienteForm } from '../form-model';
import { marcaActividad, planActividades } from '../registro-actividades';

const t = es.clientes.registro;

/** A constant: useWatch re-subscribes whenever the identity of `name` changes. */
const IDENTIDAD = ['cedulaJuridica', 'esJuridico', 'esInternacional', 'nombre'] as const;

type Props = {
  control: Control<ClienteForm>;
  getValues: UseFormGetValues<ClienteForm>;
  setValue: UseFormSetValue<ClienteForm>;
  /** The saved client's id; 0 while new. */
  clienteId: number;
  /** A new client's codes to add once it is saved (null: none chosen). */
  pendientes: Pendientes | null;
  onPendientes: (p: Pendientes | null) => void;
};

/** The codes chosen for a new client, and the number they were Hacienda's activities of. */
export type Pendientes = { identificacion: string; codigos: readonly CodigoActividad[] };

/**
 * The client form's view of Hacienda's registry: a complete, valid national number is
 * asked once; an empty Nombre takes the registered name, a different one is offered; the taxpayer's
 * active activities are offered as the client's codes in one press.
 */
export function ClienteHacienda({
  control,
  getValues,
  setValue,
  clienteId,
  pendientes,
  onPendientes,
}: Props) {
  const [cedula, esJuridico, esInternacional, nombre] = useWatch({ control, name: IDENTIDAD });
  const valida = esInternacional !== 1 && validarIdentificacion(cedula, tipoDeCliente(esJuridico)).ok;
  const identificacion = useIdentificacionConsultable(cedula ?? '', valida);
  const contribuyente = useContribuyente(identificacion).data;

  // The registered name goes into an empty Nombre once per number: a clerk who empties it again
  // after that means to.
  const llenadoPara = useRef<string | null>(null);
  useEffect(() => {
    if (!contribuyente || !identificacion || llenadoPara.current === identificacion) return;
    llenadoPara.current = identificacion;
    if (getValues('nombre').trim() === '')
      setValue('nombre', contribuyente.nombre, { shouldDirty: true, shouldValidate: true });
  }, [contribuyente, identificacion, getValues, setValue]);

  const activas = !!contribuyente?.actividades.some(esActiva);
  const catalogo = useCatalogoActividades(activas);
  const codigos = useClienteCodigos(activas ? clienteId : 0);
  const porCodigo = useMemo(
    () => (catalogo.data ? new Map(catalogo.data.map((c) => [c.codigoActividadDgt, c])) : null),
    [catalogo.data],
  );
  const asignados = useMemo(
    () => new Set((codigos.data ?? []).map((c) => c.codigoActividadDgt)),
    [codigos.data],
  );

  const marcas = (a: ActividadRegistro) => {
    const marca = marcaActividad(a, asignados, porCodigo);
    if (!marca) return null;
    return (
      <Chip
        size="small"
        label={t[marca]}
        color={marca === 'asignada' ? 'default' : 'warning'}
        variant={marca === 'inactivaAsignada' ? 'filled' : 'outlined'}
      />
    );
  };

  return (
    <ContribuyentePanel identificacion={identificacion} marcas={marcas}>
      {(c) =>
        c && (
          <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
            {nombre.trim() !== '' && foldText(nombre) !== foldText(c.nombre) && (
              <Button
                size="small"
                variant="outlined"
                onClick={() => setValue('nombre', c.nombre, { shouldDirty: true, shouldValidate: true })}
              >
                {t.usarNombre}
              </Button>
            )}
            {activas && (
              <Actividades
                c={c}
                clienteId={clienteId}
                catalogo={porCodigo}
                catalogoFallo={catalogo.isError}
                asignados={clienteId > 0 && !codigos.isSuccess ? null : asignados}
                identificacion={identificacion ?? ''}
                pendientes={pendientes?.identificacion === identificacion ? pendientes : null}
                onPendientes={onPendientes}
              />
            )}
          </Stack>
        )
      }
    </ContribuyentePanel>
  );
}

function Actividades({
  c,
  clienteId,
  catalogo,
  catalogoFallo,
  asignados,
  identificacion,
  pendientes,
  onPendientes,
}: {
  c: Contribuyente;
  identificacion: string;
  clienteId: number;
  catalogo: ReadonlyMap<string, CodigoActividad> | null;
  catalogoFallo: boolean;
  /** Null while a saved client's codes are still on their way. */
  asignados: ReadonlySet<string> | null;
  pendientes: Props['pendientes'];
  onPendientes: Props['onPendientes'];
}) {
  const agregar = useAgregarCodigosCliente();
  const [resultado, setResultado] = useState<CodigosAgregados | null>(null);
  if (catalogoFallo) return <Typography variant="body2">{t.catalogoNoDisponible}</Typography>;
  if (!catalogo || !asignados) return null;
  const plan = planActividades(c, asignados, catalogo);

  const agregarAhora = async () => {
    setResultado(null);
    try {
      setResultado(await agregar.mutateAsync({ clienteId, codigos: plan.agregables }));
    } catch {
      // Each code's failure is in the result; nothing else can throw.
    }
  };

  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      {resultado && <ResultadoAgregar r={resultado} />}
      {plan.agregables.length > 0 &&
        (clienteId > 0 ? (
          <Button
            size="small"
            variant="outlined"
            loading={agregar.isPending}
            onClick={() => void agregarAhora()}
          >
            {t.agregarActividades}
          </Button>
        ) : pendientes ? (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Typography variant="body2">{t.alGuardar(pendientes.codigos.length)}</Typography>
            <Button size="small" onClick={() => onPendientes(null)}>
              {t.noAgregar}
            </Button>
          </Stack>
        ) : (
          <Button
            size="small"
            variant="outlined"
            onClick={() => onPendientes({ identificacion, codigos: plan.agregables })}
          >
            {t.agregarActividades}
          </Button>
        ))}
      {clienteId > 0 && !resultado && plan.agregables.length === 0 && plan.fueraDeCatalogo.length === 0 && (
        <Typography variant="body2">{t.yaAsignadas}</Typography>
      )}
    </Stack>
  );
}

/** How many codes one press added, and each one the server refused, with its reason. */
function ResultadoAgregar({ r }: { r: CodigosAgregados }) {
  return (
    <Stack spacing={0.5}>
      <Typography variant="body2">{t.agregadas(r.agregados.length)}</Typography>
      {r.fallidos.map((f) => (
        <Typography key={f.codigo} variant="body2" color="error">
          {t.noAgregado(f.codigo, f.motivo)}
        </Typography>
      ))}
    </Stack>
  );
}
