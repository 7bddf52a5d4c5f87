import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { memo, useLayoutEffect, useMemo, useRef, useState, type Ref } from 'react';
import { alertDialog, confirmDialog } from '@/components/dialogs/dialogs';
import { EditableTable, type EditableTableHandle } from '@/components/editable-table/editable-table';
import { RowActions } from '@/components/editable-table/row-actions';
import { useRowEditor } from '@/components/editable-table/use-row-editor';
import { DEFAULT_SIMBOL } from '@/lib/money';
import * as es from '@/messages/es-factura-form';
import {
  lineaCalculo,
  lineaValidable,
  nuevaLinea,
  problemaCampo,
  tarifaIvaPara,
  type Catalogos,
  type LineaForm,
} from '@/features/facturas/form-model';
import { calcularLinea, type LineaCalculada } from '@/features/facturas/calculo-factura';
import { normalizarCantidad, validarLinea } from '@/features/facturas/validacion-factura';
import { detalleColumns, type Campo, type Mensajes } from './detalle-columns';
import { useLineaEnCurso, type EstadoLineas, type LineaEnCurso } from './use-linea-en-curso';
import { FormSection } from '@/components/form/form-section';

const t = es.facturaForm;
const l = t.linea;

type Props = {
  lineas: readonly LineaForm[];
  onLineas: (next: LineaForm[]) => void;
  /** Tells the form whether a line is open (Guardar refuses then) and changed (the leave guard). */
  onEditor: (estado: EstadoLineas) => void;
  cat: Catalogos;
  /** The invoice's currency (new lines start in it; computed columns are in it). */
  tipoCambioId: number;
  esExonerado: boolean;
  /** The client's TarifaExonerada (null: the whole tax). */
  tarifaExonerada: number | null;
  /** Each saved line's amounts, in the order of `lineas`. */
  calculadas: readonly LineaCalculada[];
  /** The open line as it is typed (null once closed), for the form's draft. */
  onLineaEnCurso?: (linea: LineaEnCurso | null) => void;
  /** A draft's open line to open again as it was (each new object opens it once). */
  reabrir?: LineaEnCurso | null;
  /** The grid, to bring a line that is not rendered into the page (a long invoice, F46). */
  tablaRef?: Ref<EditableTableHandle>;
};

/** The open line's Acciones: three small icon buttons (Listo, Cancelar, Borrar) of 30 px. */
const ACCIONES_ABIERTA = 90;
/**
 * Every line is at least as tall as the open line (a field and a select under it, 92 px, 4 px above
 * and below and the 1 px rule; Detalle shows at most 3 lines): opening or closing a line moves no
 * other line, so the page does not jump and the browser lays out and paints that line only (F44).
 */
const ALTO_LINEA = 101;
/**
 * From this many lines on, the grid renders only the lines near the view: typing in a line of a
 * hundred-line invoice then costs what it costs in a short one (F46).
 */
const LINEAS_EN_VENTANA = 30;

/** Typed numbers are kept without ',' thousands once the line is done. */
const limpio = (s: string) => s.trim().replace(/,/g, '');

/**
 * 'Detalle de la Factura': the editable lines grid. One line open at a time (the
 * shared row guard); 'Listo' validates it (validarLinea: detalle 3–160, CABYS service, cantidad and
 * monto numeric, with their resets; an empty cantidad becomes 1), 'Cancelar' drops a new line or
 * closes the edit, 'Borrar' asks first. Sub Total, IVA and Total are computed (calcularLinea).
 */
export const DetalleFactura = memo(function DetalleFactura({
  lineas,
  onLineas,
  onEditor,
  cat,
  tipoCambioId,
  esExonerado,
  tarifaExonerada,
  calculadas,
  onLineaEnCurso,
  reabrir,
  tablaRef,
}: Props) {
  // The open line lives here, so typing in it re-renders the grid, not the whole form.
  const editor = useRowEditor<LineaForm>({
    onBlocked: () => void alertDialog({ message: l.abierta }),
  });
  // A field's message shows once the user leaves it or presses Listo, and follows the edits.
  const [mensajes, setMensajes] = useState<Mensajes>({});
  const monedaFactura = cat.monedas.get(tipoCambioId);
  const simbolFactura = monedaFactura?.simbol || DEFAULT_SIMBOL;
  const porClave = new Map(lineas.map((x, i) => [x.key, calculadas[i]]));
  // Closed rows are not rendered again while they and their amounts are unchanged (rowDeps below),
  // so their handlers read the current lines through this ref, not the lines of their last render.
  const lineasActuales = useRef(lineas);
  useLayoutEffect(() => {
    lineasActuales.current = lineas;
  }, [lineas]);
  useLineaEnCurso(editor, lineasActuales, { onEditor, onLineaEnCurso, reabrir });
  const draft = editor.draft;
  const calculoDraft = draft
    ? calcularLinea(lineaCalculo(draft, cat), {
        esExonerado,
        tarifaExonerada,
        tipoCambioFactura: monedaFactura,
      })
    : null;
  const calculo = (row: LineaForm) =>
    draft && editor.isOpen(row.key) ? calculoDraft : (porClave.get(row.key) ?? null);

  const tabla = useRef<HTMLDivElement>(null);
  const cerrar = () => {
    // The focus leaves the open line before the line closes, as it would when its buttons and fields
    // are removed: leaving it then, with the page already changed, makes the browser bring the
    // whole page's styles up to date in the middle of React's commit (F44).
    const foco = document.activeElement;
    if (foco instanceof HTMLElement && tabla.current?.contains(foco)) foco.blur();
    editor.close();
    setMensajes({});
  };

  const nueva = () => {
    const linea = nuevaLinea(new Set(lineas.map((x) => x.key)), tipoCambioId, cat);
    if (editor.add(linea.key, linea)) setMensajes({});
  };

  const cambiar = (campo: Campo | null, patch: Partial<LineaForm>) => {
    editor.change(patch);
    if (campo && draft && mensajes[campo]) {
      setMensajes((m) => ({ ...m, [campo]: problemaCampo(campo, { ...draft, ...patch }) }));
    }
  };

  const salir = (campo: Campo) => {
    if (draft) setMensajes((m) => ({ ...m, [campo]: problemaCampo(campo, draft) }));
  };

  // Detalle's and Servicio's fields render again only when their own values change (they read the
  // layout at each render: CampoDetalle, ServicioCabysSelect), so their handlers stay the same from
  // render to render and call the current ones.
  const actuales = useRef({ cambiar, salir, cat });
  useLayoutEffect(() => {
    actuales.current = { cambiar, salir, cat };
  });
  const [manejadores] = useState(() => ({
    detalle: {
      onCambiar: (detalle: string) => actuales.current.cambiar('detalle', { detalle }),
      onSalir: () => actuales.current.salir('detalle'),
    },
    servicio: {
      onChange: (s: { id: number } | null) => {
        const servicioId = s?.id ?? 0;
        const { cambiar, cat } = actuales.current;
        cambiar('servicio', { servicioId, tarifaIvaId: tarifaIvaPara(servicioId, cat) });
      },
      onBlur: () => actuales.current.salir('servicio'),
    },
  }));

  const listo = () => {
    if (!draft) return;
    const problema = validarLinea(lineaValidable(draft));
    if (problema) {
      setMensajes((m) => ({ ...m, [problema.campo]: problema.mensaje }));
      if (problema.reset) {
        editor.change(
          'cantidad' in problema.reset
            ? { cantidad: String(problema.reset.cantidad) }
            : { monto: String(problema.reset.monto) },
        );
      }
      return;
    }
    const guardada: LineaForm = {
      ...draft,
      detalle: draft.detalle.trim(),
      cantidad: limpio(String(normalizarCantidad(draft.cantidad))),
      monto: limpio(draft.monto),
    };
    onLineas(
      editor.isNew ? [...lineas, guardada] : lineas.map((x) => (x.key === guardada.key ? guardada : x)),
    );
    cerrar();
  };

  const borrar = async (row: LineaForm, isNew: boolean) => {
    if (isNew) {
      cerrar();
      return;
    }
    const ok = await confirmDialog({
      message: l.borrarConfirmar(row.detalle.trim()),
      confirmText: l.borrar,
      destructive: true,
    });
    if (!ok) return;
    onLineas(lineasActuales.current.filter((x) => x.key !== row.key));
    if (editor.isOpen(row.key)) cerrar();
  };

  const servicios = useMemo(() => [...cat.servicios.values()], [cat]);
  const numero = (row: LineaForm) => {
    const i = lineas.findIndex((x) => x.key === row.key);
    return i < 0 ? lineas.length + 1 : i + 1;
  };
  const columns = detalleColumns({
    cat,
    servicios,
    tipoCambioId,
    simbolFactura,
    mensajes,
    manejadores,
    cambiar,
    salir,
    calculo,
  });

  return (
    <FormSection
      title={t.seccion.detalle}
      action={
        <Button variant="outlined" size="small" startIcon={<AddIcon />} onClick={nueva}>
          {l.agregar}
        </Button>
      }
    >
      <Box
        ref={tabla}
        sx={{
          '& .MuiTableCell-root': { px: 1 },
          '& .MuiTableCell-root:first-of-type': { pl: 2 },
          '& tbody .MuiTableCell-root': { fontVariantNumeric: 'tabular-nums' },
          '& tbody .Mui-selected > .MuiTableCell-root': { py: 0.5 },
        }}
      >
        <EditableTable<LineaForm>
          label={l.tabla}
          columns={columns}
          rows={lineas}
          getKey={(r) => r.key}
          editor={editor}
          actionsHeader={l.acciones}
          emptyText={l.sinLineas}
          onSubmitRow={listo}
          onCancelRow={cerrar}
          // A hundred lines: opening or closing one must not lay out every column again (F44).
          lockColumnWidths
          actionsMinWidth={ACCIONES_ABIERTA}
          rowMinHeight={ALTO_LINEA}
          windowFrom={LINEAS_EN_VENTANA}
          ref={tablaRef}
          rowDeps={(row, index) => {
            // What a closed line shows besides its own values: its number and its computed amounts.
            const c = porClave.get(row.key);
            return [index, cat, tipoCambioId, c?.montoColones, c?.impuestosMonto, c?.impuestos, c?.montoNeto];
          }}
          renderActions={(row, { open, isNew }) => (
            <RowActions
              name={l.fila(numero(row))}
              open={open}
              onSave={listo}
              onCancel={cerrar}
              onEdit={() => {
                if (editor.edit(row.key, row)) setMensajes({});
              }}
              onDelete={() => void borrar(row, isNew)}
              labels={{ save: l.listo, cancel: l.cancelar, edit: l.editar, delete: l.borrar }}
            />
          )}
        />
      </Box>
    </FormSection>
  );
});
