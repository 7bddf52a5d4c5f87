import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import { useMemo, type ReactNode } from 'react';
import { textColumn } from '@/components/data-table/columns';
import { DataTable } from '@/components/data-table/data-table';
import { formatDateTime } from '@/lib/dates';
import { formatAmount, formatMoney } from '@/lib/money';
import * as es from '@/messages/es-confirmacion';
import { condicionVentaTexto, receptorVisible, simboloMoneda, telefonoTexto } from '../rules';
import type { FacturaElectronica, LineaDetalle, Persona, ResumenFactura } from '../contract';
import { Digitos } from './digitos';

const t = es.confirmacion;

/** Quantities keep up to 3 decimals (Hacienda's Cantidad is 16,3); they are not money. */
const cantidadFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 3 });

/** One label and its value in a description list ('—' when there is none). */
function Dato({ label, children, ancho }: { label: string; children: ReactNode; ancho?: boolean }) {
  const vacio = children === '' || children === null || children === undefined;
  return (
    <Box sx={{ gridColumn: ancho ? '1 / -1' : undefined, minWidth: 0 }}>
      <Typography component="dt" variant="caption" color="text.secondary" sx={{ display: 'block' }}>
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere', fontWeight: 500 }}>
        {vacio ? t.sinDato : children}
      </Typography>
    </Box>
  );
}

function Tarjeta({ titulo, children }: { titulo: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" component="section" aria-label={titulo} sx={{ p: 2, minWidth: 0 }}>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
        {titulo}
      </Typography>
      <Box
        component="dl"
        sx={{ m: 0, display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: 1.5 }}
      >
        {children}
      </Box>
    </Paper>
  );
}

function Parte({ titulo, persona }: { titulo: string; persona: Persona | null }) {
  return (
    <Tarjeta titulo={titulo}>
      <Dato label={t.nombre} ancho>
        {persona?.nombre}
      </Dato>
      <Dato label={t.identificacion}>{persona?.identificacion.numero}</Dato>
      <Dato label={t.telefono}>{persona ? telefonoTexto(persona.telefono) : ''}</Dato>
    </Tarjeta>
  );
}

/** Clave, consecutive, date and sale condition; issuer and receiver (a ticket may have none). */
export function DatosDocumento({ documento }: { documento: FacturaElectronica }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1.25fr) minmax(0, 1fr) minmax(0, 1fr)' },
      }}
    >
      <Tarjeta titulo={t.comprobante}>
        <Dato label={t.clave} ancho>
          <Digitos value={documento.clave} size="0.8rem" />
        </Dato>
        <Dato label={t.consecutivo} ancho>
          <Digitos value={documento.numeroConsecutivo} size="0.8rem" />
        </Dato>
        <Dato label={t.fechaEmision}>{formatDateTime(documento.fechaEmision)}</Dato>
        <Dato label={t.condicionVenta}>{condicionVentaTexto(documento.condicionVenta)}</Dato>
      </Tarjeta>
      <Parte titulo={t.emisor} persona={documento.emisor} />
      <Parte titulo={t.receptor} persona={receptorVisible(documento.receptor)} />
    </Box>
  );
}

type Fila = LineaDetalle & { id: number };

const monto = (field: keyof LineaDetalle, headerName: string, width: number): GridColDef<Fila> => ({
  field,
  headerName,
  type: 'number',
  width,
  // 'Precio Unidad', 'Impuesto Neto': two lines rather than cut.
  renderHeader: () => (
    <Box component="span" sx={{ whiteSpace: 'normal', lineHeight: 1.2, fontWeight: 600, textAlign: 'right' }}>
      {headerName}
    </Box>
  ),
  valueFormatter: (value: number) => formatAmount(value),
});

/** The line table: virtualised, so hundreds of lines stay smooth. */
export function LineasDetalle({ lineas }: { lineas: readonly LineaDetalle[] }) {
  const rows = useMemo<Fila[]>(() => lineas.map((l, i) => ({ ...l, id: i })), [lineas]);
  const columns = useMemo<GridColDef<Fila>[]>(
    () => [
      { field: 'numeroLinea', headerName: t.linea.linea, type: 'number', width: 72 },
      {
        field: 'cantidad',
        headerName: t.linea.cantidad,
        type: 'number',
        width: 92,
        valueFormatter: (value: number) => cantidadFormat.format(value),
      },
      textColumn<Fila>({ field: 'unidadMedida', headerName: t.linea.medida, width: 86 }),
      textColumn<Fila>({ field: 'detalle', headerName: t.linea.detalle, flex: 1, minWidth: 200 }),
      monto('precioUnitario', t.linea.precioUnidad, 112),
      monto('montoTotal', t.linea.monto, 118),
      monto('impuestoNeto', t.linea.impuestoNeto, 104),
      monto('montoTotalLinea', t.linea.totalLinea, 118),
    ],
    [],
  );
  return (
    <Box component="section" aria-label={t.detalle}>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
        {t.detalle}
      </Typography>
      <DataTable label={t.detalle} rows={rows} columns={columns} maxHeight="min(60vh, 520px)" />
    </Box>
  );
}

/**
 * The summary block: currency, services and goods taxed and exempt, totals, discounts, taxes, net sale
 * and the voucher total; v4.3/v4.4's exonerated, not-subject, VAT-returned and other-charges totals only
 * when the document has them.
 */
export function ResumenComprobante({ resumen }: { resumen: ResumenFactura }) {
  const r = t.resumen;
  const { codigoMoneda, tipoCambio } = resumen.codigoTipoMoneda;
  const simbolo = simboloMoneda(codigoMoneda);
  const filas: Array<[string, number, boolean]> = [
    [r.servGravados, resumen.totalServGravados, true],
    [r.servExentos, resumen.totalServExentos, true],
    [r.servExonerados, resumen.totalServExonerado, false],
    [r.servNoSujetos, resumen.totalServNoSujeto, false],
    [r.mercGravadas, resumen.totalMercanciasGravadas, true],
    [r.mercExentas, resumen.totalMercanciasExentas, true],
    [r.mercExoneradas, resumen.totalMercExonerada, false],
    [r.mercNoSujetas, resumen.totalMercNoSujeta, false],
    [r.totalGravado, resumen.totalGravado, true],
    [r.totalExento, resumen.totalExcento, true],
    [r.totalExonerado, resumen.totalExonerado, false],
    [r.totalNoSujeto, resumen.totalNoSujeto, false],
    [r.totalVenta, resumen.totalVenta, true],
    [r.descuentos, resumen.totalDescuentos, true],
    [r.ventaNeta, resumen.totalVentaNeta, true],
    [r.impuestos, resumen.totalImpuesto, true],
    [r.ivaDevuelto, resumen.totalIVADevuelto, false],
    [r.otrosCargos, resumen.totalOtrosCargos, false],
  ];
  const linea = (label: string, valor: ReactNode, fuerte = false) => (
    <Box
      component="dl"
      key={label}
      sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, py: 0.25, m: 0, breakInside: 'avoid' }}
    >
      <Typography component="dt" variant="body2" color={fuerte ? 'text.primary' : 'text.secondary'}>
        {label}
      </Typography>
      <Typography
        component="dd"
        variant="body2"
        sx={{ m: 0, fontVariantNumeric: 'tabular-nums', fontWeight: fuerte ? 700 : 500, textAlign: 'right' }}
      >
        {valor}
      </Typography>
    </Box>
  );
  return (
    <Paper variant="outlined" component="section" aria-label={r.titulo} sx={{ p: 2 }}>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
        {r.titulo}
      </Typography>
      <Box>
        {linea(
          r.moneda,
          tipoCambio && tipoCambio !== 1
            ? `${codigoMoneda} · ${r.tipoCambio(formatAmount(tipoCambio))}`
            : codigoMoneda,
        )}
        <Box sx={{ columnCount: { xs: 1, sm: 2 }, columnGap: 4 }}>
          {filas
            .filter(([, valor, siempre]) => siempre || valor !== 0)
            .map(([label, valor]) => linea(label, formatMoney(valor, simbolo)))}
        </Box>
        <Divider sx={{ my: 1 }} />
        <Box sx={{ '& dt, & dd': { fontSize: '1rem' } }}>
          {linea(r.totalComprobante, formatMoney(resumen.totalComprobante, simbolo), true)}
        </Box>
      </Box>
    </Paper>
  );
}
