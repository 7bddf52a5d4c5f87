import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { memo } from 'react';
import type { EditableColumn } from '@/components/editable-table/editable-column';
import { DEFAULT_SIMBOL, formatMoney } from '@/lib/money';
import * as es from '@/messages/es-factura-form';
import type { ServicioCabys } from '@/features/facturas/contract';
import type { Catalogos, LineaForm } from '@/features/facturas/form-model';
import type { LineaCalculada } from '@/features/facturas/calculo-factura';
import type { ProblemaLinea } from '@/features/facturas/validacion-factura';
import { ServicioCabysSelect, nombreServicio } from './servicio-cabys-select';

const l = es.facturaForm.linea;

export type Campo = ProblemaLinea['campo'];

export type Mensajes = Partial<Record<Campo, string | null>>;

/** Detalle's and Servicio's handlers: the same objects from render to render (see DetalleFactura). */
export type Manejadores = {
  detalle: { onCambiar: (detalle: string) => void; onSalir: () => void };
  servicio: { onChange: (s: { id: number } | null) => void; onBlur: () => void };
};

/**
 * The open line's Detalle. A multiline field measures its height at each render (MUI's
 * TextareaAutosize reads the layout), so it renders again only when its value or message changes: a
 * keystroke in Cantidad or Monto then does not make the browser lay out the page in the middle of
 * React's commit (F44).
 */
const CampoDetalle = memo(function CampoDetalle({
  value,
  mensaje,
  onCambiar,
  onSalir,
}: {
  value: string;
  mensaje: string | null | undefined;
  onCambiar: (detalle: string) => void;
  onSalir: () => void;
}) {
  return (
    <TextField
      size="small"
      fullWidth
      error={!!mensaje}
      helperText={mensaje ?? undefined}
      onBlur={onSalir}
      slotProps={{ htmlInput: { 'aria-label': l.detalle } }}
      autoFocus
      multiline
      maxRows={3}
      value={value}
      onChange={(e) => onCambiar(e.target.value)}
    />
  );
});

type Opciones = {
  cat: Catalogos;
  /** The services the Servicio select offers. */
  servicios: readonly ServicioCabys[];
  /** The invoice's currency and its symbol (computed columns are in it). */
  tipoCambioId: number;
  simbolFactura: string;
  /** The open line's field messages. */
  mensajes: Mensajes;
  manejadores: Manejadores;
  cambiar: (campo: Campo | null, patch: Partial<LineaForm>) => void;
  salir: (campo: Campo) => void;
  /** A line's amounts (the open one's as typed). */
  calculo: (row: LineaForm) => LineaCalculada | null;
};

/**
 * Detalle de la Factura's columns. Each column pairs a main value with its companion (service + IVA
 * tariff, cantidad + medida, monto + moneda), so the grid fits 1366 px with the computed columns in view.
 */
export function detalleColumns({
  cat,
  servicios,
  tipoCambioId,
  simbolFactura,
  mensajes,
  manejadores,
  cambiar,
  salir,
  calculo,
}: Opciones): EditableColumn<LineaForm>[] {
  const campo = (c: Campo, label: string): Partial<TextFieldProps> => ({
    size: 'small',
    fullWidth: true,
    error: !!mensajes[c],
    helperText: mensajes[c] ?? undefined,
    onBlur: () => salir(c),
    slotProps: { htmlInput: { 'aria-label': label } },
  });

  /** A select under the line's main input (medida, moneda, tarifa IVA), with its own visible label. */
  const select = (label: string): Partial<TextFieldProps> => ({
    size: 'small',
    fullWidth: true,
    select: true,
    label,
    sx: { mt: 1.5 },
    slotProps: { htmlInput: { 'aria-label': label } },
  });

  const monedaLinea = (r: LineaForm) => cat.monedas.get(r.tipoCambioId);
  const simbolLinea = (r: LineaForm) => monedaLinea(r)?.simbol || DEFAULT_SIMBOL;
  const nota = (text: string | undefined | null) =>
    text ? (
      <Typography variant="caption" color="text.secondary" component="div" sx={{ lineHeight: 1.3 }}>
        {text}
      </Typography>
    ) : null;

  return [
    {
      id: 'detalle',
      header: l.detalle,
      minWidth: 150,
      render: (r) => <Box sx={{ overflowWrap: 'anywhere' }}>{r.detalle}</Box>,
      renderEdit: (d) => (
        <CampoDetalle value={d.detalle} mensaje={mensajes.detalle} {...manejadores.detalle} />
      ),
    },
    {
      id: 'servicio',
      header: l.servicio,
      minWidth: 196,
      render: (r) => {
        const s = cat.servicios.get(r.servicioId);
        return (
          <>
            {s && (
              <Typography variant="body2" component="div" title={s.descripcion}>
                {nombreServicio(s)}
              </Typography>
            )}
            {nota(s?.codigoCabys)}
            {nota(cat.tarifaIvas.get(r.tarifaIvaId)?.descripcion)}
          </>
        );
      },
      renderEdit: (d) => (
        <Box sx={{ width: '100%' }}>
          <ServicioCabysSelect
            servicios={servicios}
            value={cat.servicios.get(d.servicioId) ?? null}
            error={mensajes.servicio}
            {...manejadores.servicio}
          />
          <TextField
            {...select(l.tarifaIva)}
            value={cat.tarifaIvas.has(d.tarifaIvaId) ? d.tarifaIvaId : ''}
            onChange={(e) => cambiar(null, { tarifaIvaId: Number(e.target.value) })}
          >
            {[...cat.tarifaIvas.values()].map((x) => (
              <MenuItem key={x.id} value={x.id}>
                {x.descripcion}
              </MenuItem>
            ))}
          </TextField>
        </Box>
      ),
    },
    {
      id: 'cantidad',
      header: l.cantidad,
      align: 'right',
      width: 104,
      render: (r) => (
        <>
          {r.cantidad}
          {nota(cat.medidas.get(r.medidaId)?.simbolo)}
        </>
      ),
      renderEdit: (d) => (
        <Box sx={{ width: '100%', maxWidth: 80, ml: 'auto' }}>
          <TextField
            {...campo('cantidad', l.cantidad)}
            value={d.cantidad}
            onChange={(e) => cambiar('cantidad', { cantidad: e.target.value })}
            slotProps={{
              htmlInput: { 'aria-label': l.cantidad, inputMode: 'decimal', style: { textAlign: 'right' } },
            }}
          />
          <TextField
            {...select(l.medida)}
            value={cat.medidas.has(d.medidaId) ? d.medidaId : ''}
            onChange={(e) => cambiar(null, { medidaId: Number(e.target.value) })}
          >
            {[...cat.medidas.values()].map((m) => (
              <MenuItem key={m.id} value={m.id} title={m.descripcion}>
                {m.simbolo}
              </MenuItem>
            ))}
          </TextField>
        </Box>
      ),
    },
    {
      id: 'monto',
      header: l.monto,
      align: 'right',
      width: 150,
      render: (r) => (
        <>
          {formatMoney(r.monto, simbolLinea(r))}
          {r.tipoCambioId !== tipoCambioId && nota(monedaLinea(r)?.nombre)}
        </>
      ),
      renderEdit: (d) => (
        <Box sx={{ width: '100%', maxWidth: 124, ml: 'auto' }}>
          <TextField
            {...campo('monto', l.monto)}
            value={d.monto}
            onChange={(e) => cambiar('monto', { monto: e.target.value })}
            slotProps={{
              htmlInput: { 'aria-label': l.monto, inputMode: 'decimal', style: { textAlign: 'right' } },
              input: { startAdornment: <InputAdornment position="start">{simbolLinea(d)}</InputAdornment> },
            }}
          />
          <TextField
            {...select(l.moneda)}
            value={cat.monedas.has(d.tipoCambioId) ? d.tipoCambioId : ''}
            onChange={(e) => cambiar(null, { tipoCambioId: Number(e.target.value) })}
          >
            {[...cat.monedas.values()].map((m) => (
              <MenuItem key={m.id} value={m.id}>
                {`${m.nombre} (${m.simbol})`}
              </MenuItem>
            ))}
          </TextField>
        </Box>
      ),
    },
    {
      id: 'subtotal',
      header: l.subtotal,
      align: 'right',
      width: 112,
      render: (r) => formatMoney(calculo(r)?.montoColones ?? 0, simbolFactura),
    },
    {
      id: 'iva',
      header: l.impuesto,
      align: 'right',
      width: 100,
      render: (r) => {
        const c = calculo(r);
        return c ? (
          <>
            {formatMoney(c.impuestosMonto, simbolFactura)}
            {nota(`${c.impuestos} %`)}
          </>
        ) : null;
      },
    },
    {
      id: 'total',
      header: l.total,
      align: 'right',
      width: 116,
      render: (r) => (
        <Typography variant="body2" component="span" sx={{ fontWeight: 600 }}>
          {formatMoney(calculo(r)?.montoNeto ?? 0, simbolFactura)}
        </Typography>
      ),
    },
  ];
}
