import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import ListSubheader from '@mui/material/ListSubheader';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { createContext, useContext, useId, useState, type ReactElement } from 'react';
import { paths } from '@/lib/paths';
import * as es from '@/messages/es-facturas';
import { accionesFactura, segundosRestantes, type AccionFactura } from '../rules';
import { ESTADOS_PAGO, type EstadoFiltro, type EstadoPago, type FacturaRow } from '../contract';
import { ACCION_LIGERA_SX, AccionBoton, AccionEnlace, ICONO_LIGERO_SX } from '@/components/accion-ligera';
import { ICONOS } from './iconos-acciones';
import type { MapaBloqueos } from './use-row-locks';

const t = es.facturas;

/** What every row's Acciones cell needs; one context so the grid's columns stay the same object. */
export type FacturaActionsValue = {
  esAdmin: boolean;
  filtroEstado: EstadoFiltro;
  /** Rows with an action of ours in flight, and which. */
  ocupadas: ReadonlyMap<number, AccionFactura>;
  bloqueos: MapaBloqueos;
  ahora: number;
  onEnviar: (row: FacturaRow) => void;
  onObtenerRespuesta: (row: FacturaRow) => void;
  onObtenerRespuestaNc: (row: FacturaRow) => void;
  onNotaCredito: (row: FacturaRow) => void;
  onCambiarPago: (row: FacturaRow, estadoPago: EstadoPago) => void;
  onPdf: (row: FacturaRow) => void;
  onXml: (row: FacturaRow) => void;
};

export const FacturaActionsContext = createContext<FacturaActionsValue | null>(null);

/** The order the buttons show in: Hacienda first, the credit note (destructive) last. */
const ORDEN: readonly AccionFactura[] = [
  'enviar',
  'obtenerRespuesta',
  'obtenerRespuestaNc',
  'editar',
  'verRespuestas',
  'pdf',
  'xml',
  'cambiar',
  'notaCredito',
];

/** Width of the Acciones column: five buttons, one of them counting down. */
export const ACTIONS_WIDTH = 156;

const ANCHO_BOTON = 28;

/**
 * The actions' looks, as rules of the list's grid (its one `sx`): an `sx` on every button would be
 * worked out again for each of a page's fifty buttons on every render.
 */
export const ACCIONES_SX = {
  '& .factura-acciones': { display: 'flex', alignItems: 'center', height: '100%' },
  ...ACCION_LIGERA_SX,
  ...ICONO_LIGERO_SX,
} as const;

/**
 * A row's actions (F5, F29) as icon buttons with their accessible names, each marked with the text
 * the list's one SharedTooltip shows for it (the wrapper, as a disabled button takes no pointer
 * events): each shows exactly when `accionesFactura` says so; while an action runs on the row every button is disabled and a spinner
 * shows; a blocked Enviar / Obtener Respuesta stays visible, disabled, counting down.
 */
export function FacturaActions({ row }: { row: FacturaRow }) {
  const ctx = useContext(FacturaActionsContext);
  if (!ctx) return null;
  const id = row.facturaId;
  const enCurso = ctx.ocupadas.get(id);
  const ocupada = enCurso !== undefined;
  const bloqueo = ctx.bloqueos[id];
  const acciones = accionesFactura(row, {
    esAdmin: ctx.esAdmin,
    filtroEstado: ctx.filtroEstado,
    ocupada,
    bloqueoEnvioHasta: bloqueo?.envioHasta,
    bloqueoConsultaHasta: bloqueo?.consultaHasta,
    ahora: ctx.ahora,
  });

  const boton = (accion: AccionFactura, onClick: () => void) => {
    const { bloqueadoHasta } = acciones[accion];
    const segundos = segundosRestantes(bloqueadoHasta, ctx.ahora);
    if (segundos > 0) {
      const tiempo = t.tiempo(segundos);
      // Disabled, with the time left under its icon (the name says it too).
      return (
        <span key={accion} data-tooltip={t.bloqueadaEn(t.accion[accion], tiempo)}>
          <Button
            size="small"
            disabled
            aria-label={t.bloqueadaEn(t.accionFactura[accion](id), tiempo)}
            sx={{
              minWidth: ANCHO_BOTON,
              px: 0.25,
              py: 0,
              flexDirection: 'column',
              gap: '1px',
              lineHeight: 1,
              fontSize: '0.625rem',
              fontWeight: 600,
              textTransform: 'none',
              whiteSpace: 'nowrap',
              '&.Mui-disabled': { color: 'text.secondary' },
            }}
          >
            {ICONOS[accion]}
            <span>{tiempo}</span>
          </Button>
        </span>
      );
    }
    return (
      <span key={accion} data-tooltip={t.accion[accion]}>
        <AccionBoton
          color={accion === 'notaCredito' ? 'error' : 'primary'}
          aria-label={t.accionFactura[accion](id)}
          disabled={ocupada}
          onClick={onClick}
        >
          {ICONOS[accion]}
        </AccionBoton>
      </span>
    );
  };

  const enlace = (accion: 'editar' | 'verRespuestas', to: string) => (
    <span key={accion} data-tooltip={t.accion[accion]}>
      <AccionEnlace to={to} aria-label={t.accionFactura[accion](id)} disabled={ocupada}>
        {ICONOS[accion]}
      </AccionEnlace>
    </span>
  );

  const render: Record<AccionFactura, () => ReactElement> = {
    enviar: () => boton('enviar', () => ctx.onEnviar(row)),
    obtenerRespuesta: () => boton('obtenerRespuesta', () => ctx.onObtenerRespuesta(row)),
    obtenerRespuestaNc: () => boton('obtenerRespuestaNc', () => ctx.onObtenerRespuestaNc(row)),
    notaCredito: () => boton('notaCredito', () => ctx.onNotaCredito(row)),
    verRespuestas: () => enlace('verRespuestas', paths.historialFactura(id)),
    editar: () => enlace('editar', paths.facturaEditar(id)),
    cambiar: () => (
      <CambiarPago
        key="cambiar"
        row={row}
        disabled={ocupada}
        onElegir={(estadoPago) => ctx.onCambiarPago(row, estadoPago)}
      />
    ),
    pdf: () => boton('pdf', () => ctx.onPdf(row)),
    xml: () => boton('xml', () => ctx.onXml(row)),
  };

  // The action in flight shows a spinner in its place (Enviar and Obtener Respuesta hide while the
  // row is busy, so the spinner takes their place).
  const spinner = (
    <Box
      key="ocupada"
      sx={{ width: ANCHO_BOTON, display: 'inline-flex', justifyContent: 'center', alignItems: 'center' }}
    >
      <CircularProgress size={18} aria-label={t.ocupada} />
    </Box>
  );
  return (
    <div className="factura-acciones">
      {ORDEN.map((a) => (a === enCurso ? spinner : acciones[a].visible ? render[a]() : null))}
    </div>
  );
}

/** Cambiar: a small menu of the payment states; choosing one asks for confirmation (the page). */
function CambiarPago({
  row,
  disabled,
  onElegir,
}: {
  row: FacturaRow;
  disabled: boolean;
  onElegir: (estadoPago: EstadoPago) => void;
}) {
  const [ancla, setAncla] = useState<HTMLElement | null>(null);
  // The menu is there from its first opening until its closing animation ends: ten closed menus would
  // cost the list's first paint for nothing.
  const [montado, setMontado] = useState(false);
  const menuId = useId();
  const titulo = t.cambiarPagoTitulo(row.facturaId);
  return (
    <>
      <span data-tooltip={t.accion.cambiar}>
        <AccionBoton
          aria-label={t.accionFactura.cambiar(row.facturaId)}
          aria-haspopup="menu"
          aria-expanded={ancla ? true : undefined}
          aria-controls={ancla ? menuId : undefined}
          disabled={disabled}
          onClick={(e) => {
            setAncla(e.currentTarget);
            setMontado(true);
          }}
        >
          {ICONOS.cambiar}
        </AccionBoton>
      </span>
      {montado && (
        <Menu
          id={menuId}
          anchorEl={ancla}
          open={ancla !== null}
          onClose={() => setAncla(null)}
          slotProps={{
            list: { 'aria-label': titulo, dense: true },
            transition: { onExited: () => setMontado(false) },
          }}
        >
          {/* The menu is named by the same words (aria-label): the heading is for the eye only, and a
            menu may hold nothing but its items. */}
          <ListSubheader component="div" aria-hidden sx={{ lineHeight: '32px' }}>
            {titulo}
          </ListSubheader>
          {ESTADOS_PAGO.map((estado) => (
            <MenuItem
              key={estado}
              disabled={estado === row.estadoPago}
              selected={estado === row.estadoPago}
              onClick={() => {
                setAncla(null);
                onElegir(estado);
              }}
            >
              {estado === row.estadoPago ? t.cambiarPagoActual(estado) : estado}
            </MenuItem>
          ))}
        </Menu>
      )}
    </>
  );
}
