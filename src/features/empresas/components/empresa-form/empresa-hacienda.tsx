import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useWatch, type Control } from 'react-hook-form';
import { useCurrentUser } from '@/auth/api';
import { ContribuyentePanel } from '@/features/registro-hacienda/components/contribuyente-panel';
import { useIdentificacionConsultable } from '@/features/registro-hacienda/components/use-identificacion-consultable';
import type { Contribuyente } from '@/features/registro-hacienda/contract';
import {
  actividadDe,
  codigoHacienda,
  codigosAnteriores,
  esActiva,
  esCodigoActividad,
  mismaActividad,
} from '@/features/registro-hacienda/rules';
import { errorMessage } from '@/lib/errors';
import { tipoDeEmpresa, validarIdentificacion } from '@/lib/identificacion';
import * as es from '@/messages/es-empresas';
import { useAgregarTipoActividad, useTiposActividadCuenta } from '@/features/empresas/api';
import type { TipoActividadCuenta } from '@/features/empresas/contract';
import type { EmpresaForm } from '@/features/empresas/form-model';

const t = es.empresas.registro;

/** A constant: useWatch re-subscribes whenever the identity of `name` changes. */
const IDENTIDAD = ['cedula', 'tipo'] as const;

/** The activity type's description limits (5 to 80): the registry's may be longer. */
const DESCRIPCION_MIN = 5;
const DESCRIPCION_MAX = 80;

type Estado = keyof typeof t.estados;

const estadoDe = (c: Contribuyente, codigo: string): Estado => {
  const a = actividadDe(c, codigo);
  return !a ? 'noRegistrada' : esActiva(a) ? 'activa' : 'inactiva';
};

/**
 * The account form's view of Hacienda's registry: the issuer's taxpayer record, and each
 * of the account's activity types as Hacienda has it, since an invoice with an activity that is not
 * active gets Hacienda's warning. An account whose codes are all of the pre-2025 list is offered the
 * registry's active codes in one press. It only informs: Guardar never waits for it.
 */
export function EmpresaHacienda({
  control,
  empresaId,
}: {
  control: Control<EmpresaForm>;
  empresaId: number;
}) {
  const [cedula, tipo] = useWatch({ control, name: IDENTIDAD });
  const tipoId = tipoDeEmpresa(tipo);
  const valida = !!tipoId && validarIdentificacion(cedula, tipoId).ok;
  const identificacion = useIdentificacionConsultable(cedula ?? '', valida);
  // The activity types list is the signed-in user's company's: another account's are not seen here.
  const propia = useCurrentUser().data?.empresa?.id === empresaId && empresaId > 0;
  const tipos = useTiposActividadCuenta(propia);
  const deLaCuenta = (tipos.data ?? []).filter((a) => a.empresaId === empresaId);

  return (
    <ContribuyentePanel identificacion={identificacion}>
      {(c) =>
        c && propia && tipos.isSuccess && <TiposDeLaCuenta c={c} tipos={deLaCuenta} empresaId={empresaId} />
      }
    </ContribuyentePanel>
  );
}

function TiposDeLaCuenta({
  c,
  tipos,
  empresaId,
}: {
  c: Contribuyente;
  tipos: readonly TipoActividadCuenta[];
  empresaId: number;
}) {
  const agregar = useAgregarTipoActividad();
  const [resultado, setResultado] = useState<{ texto: string; error: boolean } | null>(null);
  const noActivos = tipos.filter((a) => estadoDe(c, a.codigo) !== 'activa');
  // Hacienda's codes as it writes them ("5229.0"): never padded into a code of the old list.
  const faltantes = c.actividades.filter(
    (a) =>
      esActiva(a) &&
      esCodigoActividad(codigoHacienda(a.codigo)) &&
      !tipos.some((x) => mismaActividad(x.codigo, a.codigo)) &&
      a.descripcion.trim().length >= DESCRIPCION_MIN,
  );
  const anteriores = codigosAnteriores(
    c,
    tipos.map((a) => a.codigo),
  );

  const guardar = (a: (typeof faltantes)[number]) =>
    agregar.mutateAsync({
      empresaId,
      codigo: codigoHacienda(a.codigo),
      descripcion: a.descripcion.trim().slice(0, DESCRIPCION_MAX),
    });

  const agregarUna = async (a: (typeof faltantes)[number]) => {
    const codigo = codigoHacienda(a.codigo);
    setResultado(null);
    try {
      await guardar(a);
      setResultado({ texto: t.agregado(codigo), error: false });
    } catch (error) {
      setResultado({ texto: t.noAgregado(codigo, errorMessage(error)), error: true });
    }
  };

  /** One press for every active code: one POST each, in turn; the first refusal stops and is said. */
  const tomarTodos = async () => {
    setResultado(null);
    let hechos = 0;
    for (const a of faltantes) {
      try {
        await guardar(a);
        hechos++;
      } catch (error) {
        setResultado({ texto: t.noAgregado(codigoHacienda(a.codigo), errorMessage(error)), error: true });
        return;
      }
    }
    setResultado({ texto: t.tomados(hechos), error: false });
  };

  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      {anteriores && faltantes.length > 0 && (
        <Alert severity="warning" role="note" sx={{ alignSelf: 'stretch' }}>
          {t.anteriores(faltantes.map((a) => codigoHacienda(a.codigo)).join(', '))}
        </Alert>
      )}
      {noActivos.length > 0 && (
        <Alert severity="warning" role="note" sx={{ alignSelf: 'stretch' }}>
          {t.deben(noActivos.map((a) => `${a.codigo} (${t.estados[estadoDe(c, a.codigo)]})`).join(', '))}
        </Alert>
      )}
      {tipos.length > 0 && (
        <Box>
          <Typography variant="body2" component="h4" sx={{ fontWeight: 600 }}>
            {t.tipos}
          </Typography>
          <Box component="ul" aria-label={t.tipos} sx={{ m: 0, pl: 2.5 }}>
            {tipos.map((a) => {
              const estado = estadoDe(c, a.codigo);
              return (
                <Box component="li" key={a.id} sx={{ py: 0.25 }}>
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                    <Typography variant="body2" component="span">
                      <strong>{a.codigo}</strong> {a.descripcion}
                    </Typography>
                    <Chip
                      size="small"
                      variant="outlined"
                      label={t.estados[estado]}
                      color={estado === 'activa' ? 'success' : 'warning'}
                    />
                  </Stack>
                </Box>
              );
            })}
          </Box>
        </Box>
      )}
      {(anteriores || faltantes.length > 1) && faltantes.length > 0 && (
        <Button
          size="small"
          variant="contained"
          disabled={agregar.isPending}
          onClick={() => void tomarTodos()}
        >
          {t.tomarTodos}
        </Button>
      )}
      {faltantes.map((a) => {
        const codigo = codigoHacienda(a.codigo);
        return (
          <Button
            key={codigo}
            size="small"
            variant="outlined"
            disabled={agregar.isPending}
            onClick={() => void agregarUna(a)}
          >
            {t.agregar(codigo)}
          </Button>
        );
      })}
      {resultado && (
        <Typography variant="body2" color={resultado.error ? 'error' : undefined}>
          {resultado.texto}
        </Typography>
      )}
    </Stack>
  );
}
