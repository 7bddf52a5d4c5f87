import type { Theme } from '@mui/material/styles';
import { memo, type ReactNode } from 'react';
import { AccionBoton } from '@/components/accion-ligera';
import { formatDate } from '@/lib/dates';
import { formatAmount } from '@/lib/money';
import * as es from '@/messages/es-confirmacion';
import { simboloMoneda } from '../rules';
import type { EstadoFila, Vista } from './rows';
import type { PlazoRespuesta } from '@/lib/plazo-respuesta';

const t = es.recepcion;

type Color = 'default' | 'primary' | 'info' | 'warning' | 'success' | 'error';

/** The state's words and colour; the reason of a refused or failed one goes under it. */
function estadoTexto(e: EstadoFila): { texto: string; color: Color; detalle?: string } {
  switch (e.tipo) {
    case 'revisando':
      return { texto: t.estado.revisando, color: 'default' };
    case 'consultando':
      return { texto: t.estado.consultando, color: 'default' };
    case 'noAdmitido':
      return { texto: t.estado.noAdmitido, color: 'error', detalle: e.motivo };
    case 'duplicado':
      return { texto: t.estado.duplicado, color: 'default', detalle: t.estado.igualA(e.de) };
    case 'respondido':
      return {
        texto: e.estado === 'CONFIRMADO' ? t.estado.yaConfirmado : t.estado.yaRechazado,
        color: 'info',
      };
    case 'listo':
      return { texto: t.estado.listo, color: 'primary' };
    case 'enviando':
      return { texto: t.estado.enviando, color: 'warning' };
    case 'hecho':
      return {
        texto: e.accion === 'confirmar' ? t.estado.confirmadoAhora : t.estado.rechazadoAhora,
        color: 'success',
      };
    case 'fallido':
      return { texto: t.estado.fallido, color: 'error', detalle: e.mensaje };
  }
}

function plazoTexto(p: PlazoRespuesta | null): string {
  if (!p) return t.plazo.sinFecha;
  if (p.vencido) return t.plazo.vencido(-p.dias);
  if (p.dias === 0) return t.plazo.hoy;
  return t.plazo.habiles(p.diasHabiles);
}

/** 'HH:mm' of an XML FechaEmision as written (the issuer's clock), or ''. */
const horaDe = (fecha: string) => /T(\d{2}:\d{2})/.exec(fecha)?.[1] ?? '';

/** The eye of @mui/icons-material's VisibilityOutlined (24 × 24), as drawn there. */
const OJO =
  'M12 6c3.79 0 7.17 2.13 8.82 5.5C19.17 14.87 15.79 17 12 17s-7.17-2.13-8.82-5.5C4.83 8.13 8.21 6 12 6m0-2C7 4 2.73 7.11 1 11.5 2.73 15.89 7 19 12 19s9.27-3.11 11-7.5C21.27 7.11 17 4 12 4m0 5c1.38 0 2.5 1.12 2.5 2.5S13.38 14 12 14s-2.5-1.12-2.5-2.5S10.62 9 12 9m0-2c-2.48 0-4.5 2.02-4.5 4.5S9.52 16 12 16s4.5-2.02 4.5-4.5S14.48 7 12 7';
const ICONO_VER = (
  <svg className="accion-ligera-icono" focusable="false" aria-hidden="true" viewBox="0 0 24 24">
    <path d={OJO} />
  </svg>
);

/**
 * A cell of two lines: the value, and what qualifies it below in small type (MUI's body2 and
 * caption, cut with '…'). Plain elements styled by the table's FILA_SX: five such cells a row, each
 * with its own styled components, weighed on every commit of a hundred rows.
 */
function Dos({ arriba, abajo }: { arriba: ReactNode; abajo: ReactNode }) {
  return (
    <div className="dos">
      <p className="dos-arriba" title={typeof arriba === 'string' ? arriba : undefined}>
        {arriba}
      </p>
      <div className="dos-abajo">{abajo}</div>
    </div>
  );
}

const CORTADO = { m: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } as const;

/** A small MUI Chip's looks, filled in `color` (the default one grey). */
const relleno = (color: Exclude<Color, 'default'>) => ({
  bgcolor: `${color}.main`,
  color: `${color}.contrastText`,
});

/** Checkbox, Estado, Plazo, Emisor (the rest), Consecutivo / Archivo, Fecha Emisión, Total, Ver. */
const COLUMNAS = '56px 150px 170px minmax(0, 1fr) 200px 100px 115px 52px';

/** MUI's table cell border: the divider's colour without its alpha, lightened. */
const borde = ({ palette, alpha, lighten }: Theme) => `1px solid ${lighten(alpha(palette.divider, 1), 0.88)}`;
/** A chosen row's background, as MUI's selected TableRow (hovered or not). */
const fondoElegida =
  (hover: boolean) =>
  ({ palette, alpha }: Theme) =>
    alpha(palette.primary.main, palette.action.selectedOpacity + (hover ? palette.action.hoverOpacity : 0));

/**
 * The table's looks, once for the whole table (its `sx`): rows and cells are plain elements with the
 * table's ARIA roles, drawn as MUI's small Table (its cells, hover and selected rows, sticky header);
 * the state as MUI's small Chip, the box as a native checkbox in the theme's colour and 'Ver' as a
 * small IconButton (AccionBoton). MUI's row and cells were nine styled components a row.
 *
 * Each row is a grid of the columns' widths, skipped out of the table's view (`content-visibility`)
 * in its last drawn height: a batch of results styles, lays out and paints the dozen rows in view,
 * not a hundred. A table row can take no such containment, hence a grid of plain elements (D62).
 */
export const FILA_SX = {
  '& .fila': { display: 'grid', gridTemplateColumns: COLUMNAS },
  '& .cabeza': { position: 'sticky', top: 0, zIndex: 2, bgcolor: 'background.default' },
  '& .cuerpo .fila': {
    contentVisibility: 'auto',
    // Two lines of text, the Dos' padding (8 px), the cell's (12 px) and its border.
    containIntrinsicBlockSize: ({ typography: { body2, caption } }: Theme) =>
      `auto calc(${body2.fontSize} * ${body2.lineHeight} + ${caption.fontSize} * ${caption.lineHeight} + 21px)`,
    '&:hover': { bgcolor: 'action.hover' },
    '&.fila--elegida': {
      bgcolor: fondoElegida(false),
      '&:hover': { bgcolor: fondoElegida(true) },
    },
  },
  '& .celda': {
    typography: 'body2',
    color: 'text.primary',
    borderBottom: borde,
    py: '6px',
    px: 1,
    minWidth: 0,
    textAlign: 'left',
  },
  '& .cabeza .celda': {
    lineHeight: ({ typography }: Theme) => typography.pxToRem(24),
    fontWeight: 'fontWeightMedium',
    display: 'flex',
    alignItems: 'center',
  },
  '& .celda--casilla': { p: '0 12px 0 16px' },
  '& .celda--derecha': { textAlign: 'right', justifyContent: 'flex-end' },
  '& .celda--centro': { textAlign: 'center', justifyContent: 'center' },
  '& .dos': { py: 0.5, minWidth: 0, lineHeight: 1.3 },
  '& .dos-arriba': { typography: 'body2', ...CORTADO },
  '& .dos-abajo': { typography: 'caption', color: 'text.secondary', ...CORTADO },
  '& .estado': {
    display: 'inline-flex',
    alignItems: 'center',
    maxWidth: '100%',
    boxSizing: 'border-box',
    height: 24,
    px: 1,
    borderRadius: '12px',
    fontFamily: 'fontFamily',
    fontSize: ({ typography }: Theme) => typography.pxToRem(13),
    lineHeight: 1.5,
    whiteSpace: 'nowrap',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    verticalAlign: 'middle',
    color: 'text.primary',
    bgcolor: 'action.selected',
    '&.estado--primary': relleno('primary'),
    '&.estado--info': relleno('info'),
    '&.estado--warning': relleno('warning'),
    '&.estado--success': relleno('success'),
    '&.estado--error': relleno('error'),
    '&.estado--vencido': {
      bgcolor: 'transparent',
      color: 'error.main',
      border: 1,
      borderColor: ({ alpha, palette }: Theme) => alpha(palette.error.main, 0.7),
      px: '7px',
    },
  },
  // A file name in the reason has no spaces: broken anywhere rather than running into the next column.
  '& .estado-detalle': {
    typography: 'caption',
    color: 'text.secondary',
    m: 0,
    mt: 0.25,
    overflowWrap: 'anywhere',
  },
  '& .casilla': {
    width: 18,
    height: 18,
    // In the header's cell, a flex box narrower than the box and its margins: not squeezed.
    flexShrink: 0,
    m: '10px',
    verticalAlign: 'middle',
    accentColor: ({ palette }: Theme) => palette.primary.main,
    cursor: 'pointer',
    '&:disabled': { cursor: 'default' },
  },
} as const;

type FilaProps = {
  vista: Vista;
  elegible: boolean;
  elegida: boolean;
  onElegir: (id: number, si: boolean) => void;
  onVer: (v: Vista) => void;
};

const mismoEstado = (a: Vista['estado'], b: Vista['estado']) =>
  a === b || JSON.stringify(a) === JSON.stringify(b);

/** The same file, state, deadline and choice: nothing on the row changed. */
const igual = (a: FilaProps, b: FilaProps) =>
  a.vista.fila === b.vista.fila &&
  mismoEstado(a.vista.estado, b.vista.estado) &&
  a.vista.plazo?.limite === b.vista.plazo?.limite &&
  a.vista.plazo?.dias === b.vista.plazo?.dias &&
  a.vista.plazo?.diasHabiles === b.vista.plazo?.diasHabiles &&
  a.elegible === b.elegible &&
  a.elegida === b.elegida &&
  a.onElegir === b.onElegir &&
  a.onVer === b.onVer;

/** One file's row; drawn again only when what it shows changes. */
export const Fila = memo(function Fila({ vista, elegible, elegida, onElegir, onVer }: FilaProps) {
  const { fila, resumen, plazo } = vista;
  const e = estadoTexto(vista.estado);
  const nombre = resumen?.consecutivo || fila.archivo.name;
  return (
    <div role="row" className={elegida ? 'fila fila--elegida' : 'fila'}>
      <div role="cell" className="celda celda--casilla">
        <input
          type="checkbox"
          className="casilla"
          checked={elegida}
          disabled={!elegible}
          onChange={(ev) => onElegir(fila.id, ev.target.checked)}
          aria-label={t.elegir(nombre)}
        />
      </div>
      <div role="cell" className="celda">
        <span className={`estado estado--${e.color}`}>{e.texto}</span>
        {e.detalle && <p className="estado-detalle">{e.detalle}</p>}
      </div>
      <div role="cell" className="celda">
        <Dos
          arriba={plazo ? formatDate(plazo.limite) : ''}
          abajo={
            plazo?.vencido ? (
              <span className="estado estado--vencido">{plazoTexto(plazo)}</span>
            ) : (
              plazoTexto(plazo)
            )
          }
        />
      </div>
      <div role="cell" className="celda">
        {resumen && <Dos arriba={resumen.emisor.nombre} abajo={resumen.emisor.numero} />}
      </div>
      <div role="cell" className="celda">
        <Dos arriba={resumen?.consecutivo ?? ''} abajo={fila.archivo.name} />
      </div>
      <div role="cell" className="celda">
        {resumen && <Dos arriba={formatDate(resumen.fechaEmision)} abajo={horaDe(resumen.fechaEmision)} />}
      </div>
      <div role="cell" className="celda celda--derecha">
        {resumen && (
          <Dos
            arriba={
              resumen.total == null ? '' : `${simboloMoneda(resumen.moneda)}${formatAmount(resumen.total)}`
            }
            abajo={resumen.moneda}
          />
        )}
      </div>
      <div role="cell" className="celda celda--centro">
        {resumen && (
          <AccionBoton
            aria-label={t.ver(resumen.consecutivo, fila.archivo.name)}
            onClick={() => onVer(vista)}
          >
            {ICONO_VER}
          </AccionBoton>
        )}
      </div>
    </div>
  );
}, igual);
