import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import * as es from '@/messages/es-cierre-iva';
import { colones } from '../colones';
import type { Campo, Comparacion, Escritos, Prellenado } from '../prellenado';
import type { Linea } from '../worksheet';
import { CandidatosPrellenado } from './candidatos-prellenado';
import { FiguraButton, nombreLinea, nombreSeccion, type FiguraAbierta, type Parte } from './figura-button';
import { MontoField } from './monto-field';

const t = es.cierreIva.hoja;

type Props = {
  seccion: 'ventas' | 'compras';
  lineas: readonly Linea[];
  /** The section's tax (devengado or soportado): the exonerated line is not in it. */
  totalImpuesto: number;
  prellenado: Prellenado;
  escritos: Escritos;
  comparaciones: ReadonlyMap<Campo, Comparacion>;
  onCampo: (campo: Campo, valor: number | null, texto: string) => void;
  onAbrir: (f: FiguraAbierta) => void;
};

const PARTES: readonly Parte[] = ['base', 'impuesto'];
/** A total's amount lines up with the figures' buttons above it (their text sits inside a small padding). */
const TOTAL = { fontWeight: 600, pr: '21px' } as const;

/**
 * One section of the worksheet (sales or purchases), a row per rate: each figure opens its documents,
 * beside it the figure TRIBU-CR pre-filled as typed, its difference, and under the row the documents
 * that can explain a difference. The exonerated amounts come after the total, never in it.
 */
export function LineasTable({
  seccion,
  lineas,
  totalImpuesto,
  prellenado,
  escritos,
  comparaciones,
  onCampo,
  onAbrir,
}: Props) {
  const sumadas = lineas.filter((l) => l.tarifa !== 'exonerado');
  const aparte = lineas.filter((l) => l.tarifa === 'exonerado');
  const fila = (l: Linea) => {
    const conDiferencia = PARTES.flatMap((p) => {
      const c = comparaciones.get(`${l.id}.${p}`);
      return c && c.diferencia !== 0 ? [c] : [];
    });
    return [
      <TableRow key={l.id}>
        <TableCell component="th" scope="row">
          {nombreLinea(l)}
        </TableCell>
        {PARTES.map((p) => {
          const campo: Campo = `${l.id}.${p}`;
          const c = comparaciones.get(campo);
          return [
            <TableCell key={`${p}-figura`} align="right">
              <FiguraButton linea={l} parte={p} onAbrir={onAbrir} />
            </TableCell>,
            <TableCell key={`${p}-prellenado`}>
              <MontoField
                valor={prellenado[campo] ?? null}
                escrito={escritos[campo]}
                onValor={(v, texto) => onCampo(campo, v, texto)}
                label={t.prellenado(t.parte[p], nombreLinea(l), nombreSeccion(l))}
                helper={
                  c ? (c.diferencia === 0 ? t.sinDiferencia : t.diferencia(colones(c.diferencia))) : undefined
                }
              />
            </TableCell>,
          ];
        })}
      </TableRow>,
      conDiferencia.length > 0 && (
        <TableRow key={`${l.id}-candidatos`}>
          <TableCell colSpan={5} sx={{ bgcolor: 'action.hover' }}>
            <Stack spacing={1}>
              {conDiferencia.map((c) => (
                <CandidatosPrellenado key={c.campo} comparacion={c} />
              ))}
            </Stack>
          </TableCell>
        </TableRow>
      ),
    ];
  };
  return (
    <Paper variant="outlined" sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={es.cierreIva.seccion[seccion]}>
        <TableHead>
          <TableRow>
            <TableCell>{t.col.linea}</TableCell>
            <TableCell align="right">{t.col.base}</TableCell>
            <TableCell>{t.col.basePrellenada}</TableCell>
            <TableCell align="right">{t.col.iva}</TableCell>
            <TableCell>{t.col.ivaPrellenado}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {sumadas.length === 0 && (
            <TableRow>
              <TableCell colSpan={5}>{t.sinLineas}</TableCell>
            </TableRow>
          )}
          {sumadas.map(fila)}
          <TableRow>
            <TableCell component="th" scope="row" sx={{ fontWeight: 600 }}>
              {t.total}
            </TableCell>
            <TableCell align="right" sx={TOTAL}>
              {colones(sumadas.reduce((s, l) => s + l.base, 0))}
            </TableCell>
            <TableCell />
            <TableCell align="right" sx={TOTAL}>
              {colones(totalImpuesto)}
            </TableCell>
            <TableCell />
          </TableRow>
          {aparte.map(fila)}
        </TableBody>
      </Table>
    </Paper>
  );
}
