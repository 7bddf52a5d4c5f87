import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Prellenado } from '../prellenado';
import { textoCentimos } from '../rules';
import type { HojaIva, Proporcion } from '../worksheet';

/*
 * STAND-IN (iva-carga): the worksheet's view is helper iva-hoja's file; this minimal one has the agreed
 * props only so that the page builds and its tests run before the merge, which replaces it whole.
 */

export type HojaIvaViewProps = {
  hoja: HojaIva;
  prellenado: Prellenado;
  onPrellenado: (next: Prellenado) => void;
  proporcion: Proporcion | null;
  onProporcion: (next: Proporcion | null) => void;
  empresa: string;
  /** The load is still running or was cancelled: figures are partial (the view says so, exports wait). */
  completo: boolean;
};

export function HojaIvaView({ hoja, completo }: HojaIvaViewProps) {
  const { resultado } = hoja;
  return (
    <Box component="section" aria-label="Hoja de IVA">
      {!completo && <Alert severity="info">Cifras parciales: la carga no ha terminado.</Alert>}
      <Typography>IVA devengado: {textoCentimos(resultado.devengado)}</Typography>
      <Typography>IVA soportado: {textoCentimos(resultado.soportado)}</Typography>
    </Box>
  );
}
