import Button from '@mui/material/Button';
import * as es from '@/messages/es-cierre-iva';
import { colones } from '../colones';
import type { Linea } from '../worksheet';

export type Parte = 'base' | 'impuesto';
export type FiguraAbierta = { linea: Linea; parte: Parte };

const t = es.cierreIva;

/** A line's label and its section's, as every text about a figure names it. */
export const nombreLinea = (l: Linea) => t.linea[l.tarifa];
export const nombreSeccion = (l: Linea) => t.seccion[l.seccion];

/**
 * A figure of the worksheet: its amount, pressed to see the documents that make it. Its name begins
 * with the amount shown and says what it opens.
 */
export function FiguraButton({
  linea,
  parte,
  onAbrir,
}: {
  linea: Linea;
  parte: Parte;
  onAbrir: (f: FiguraAbierta) => void;
}) {
  const monto = colones(linea[parte]);
  return (
    <Button
      size="small"
      variant="text"
      onClick={() => onAbrir({ linea, parte })}
      aria-label={t.hoja.verDocumentos(monto, t.hoja.parte[parte], nombreLinea(linea), nombreSeccion(linea))}
      aria-haspopup="dialog"
      sx={{ fontVariantNumeric: 'tabular-nums', textTransform: 'none', whiteSpace: 'nowrap' }}
    >
      {monto}
    </Button>
  );
}
