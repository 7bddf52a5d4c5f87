import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import { useCallback, useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import type { EditableTableHandle } from '@/components/editable-table/editable-table';
import { useForm, useWatch, type FieldPath } from 'react-hook-form';
import { Link as RouterLink } from 'react-router-dom';
import { alertDialog } from '@/components/dialogs/dialogs';
import { flash } from '@/components/notices/notices-store';
import { FormCard } from '@/components/form/form-card';
import { useDraft } from '@/components/form/use-draft';
import { useSave } from '@/components/form/use-save';
import { useUnsavedChanges } from '@/components/use-unsaved-changes';
import { withListState } from '@/lib/list-return';
import { DEFAULT_SIMBOL } from '@/lib/money';
import * as es from '@/messages/es-factura-form';
import { useSaveFactura } from '@/features/facturas/api';
import type { FacturaData } from '@/features/facturas/contract';
import {
  catalogos,
  editando,
  esExonerado,
  tarifaExonerada,
  facturaFormSchema,
  lineaValidable,
  numeroFactura,
  totalesForm,
  valoresIniciales,
  type FacturaForm,
  type LineaForm,
  buildFacturaPayload,
} from '@/features/facturas/form-model';
import { FLASH_FACTURA_MS, FLASH_NO_LISTA_MS } from '@/features/facturas/rules';
import { recordatorioGastos, validarFactura } from '@/features/facturas/validacion-factura';
import { DatosCliente } from './datos-cliente';
import { DatosFacturacion } from './datos-facturacion';
import { DetalleFactura } from './detalle-factura';
import type { EstadoLineas, LineaEnCurso } from './use-linea-en-curso';
import { RevisionHacienda } from './revision-hacienda';
import { ResumenFactura } from './resumen-factura';

/**
 * The fields the page's totals read. A constant: useWatch re-subscribes — cloning and comparing the
 * watched values, 100 lines included — whenever the identity of `name` changes.
 */
const VIGILADOS = [
  'detalles',
  'esClienteNuevo',
  'clienteId',
  'tipoCambioId',
  'credito',
  'montoAnticipado',
] as const;

const t = es.facturaForm;

/** Where the form is: the invoice, its receipt in receipt mode, and where a save goes back to. */
export type Modo = { facturaId: number; reciboId: number | null; volver: string };

/** The invoice form itself, once nothing stops it (see FacturaFormPage). */
export function FacturaEditor({ data, reciboId, volver }: Modo & { data: FacturaData }) {
  const guardar = useSaveFactura();
  const cat = useMemo(() => catalogos(data), [data]);
  const original = editando(data.factura) ? data.factura : null;
  const [iniciales] = useState(() => valoresIniciales(data));
  const resolver = useMemo(() => zodResolver(facturaFormSchema(cat)), [cat]);
  const form = useForm<FacturaForm>({ resolver, defaultValues: iniciales, mode: 'onTouched' });
  const { control, handleSubmit, formState, setValue, getValues, setFocus, trigger } = form;
  const [lineaAbierta, setLineaAbierta] = useState<EstadoLineas>({ abierta: false, cambiada: false });
  const onEditor = useCallback(
    (e: EstadoLineas) =>
      setLineaAbierta((prev) => (prev.abierta === e.abierta && prev.cambiada === e.cambiada ? prev : e)),
    [],
  );
  // A line saved, changed or removed makes the form dirty without react-hook-form comparing the 100
  // lines with their loaded values at each Listo (F44); any later field change makes it compare
  // everything again anyway.
  const [lineasCambiadas, setLineasCambiadas] = useState(false);
  const dirty = formState.isDirty || lineasCambiadas || lineaAbierta.cambiada;
  // The draft keeps the line being typed too (D29): DetalleFactura reports it, Recuperar reopens it.
  const lineaEnCurso = useRef<LineaEnCurso | null>(null);
  const [reabrir, setReabrir] = useState<LineaEnCurso | null>(null);
  const draft = useDraft<FacturaForm, LineaEnCurso>({
    shape: 'factura@1',
    form,
    dirty,
    extra: { read: () => lineaEnCurso.current, restore: setReabrir },
  });
  const { schedule } = draft;
  const onLineaEnCurso = useCallback(
    (linea: LineaEnCurso | null) => {
      lineaEnCurso.current = linea;
      schedule();
    },
    [schedule],
  );
  const { allowNavigation } = useUnsavedChanges(dirty, draft.forget);
  const tablaLineas = useRef<EditableTableHandle>(null);

  const [detalles, esClienteNuevo, clienteId, tipoCambioId, credito, montoAnticipado] = useWatch({
    control,
    name: VIGILADOS,
  });
  const totales = useMemo(
    () => totalesForm({ detalles, esClienteNuevo, clienteId, tipoCambioId, credito, montoAnticipado }, cat),
    [detalles, esClienteNuevo, clienteId, tipoCambioId, credito, montoAnticipado, cat],
  );
  const exonerado = esExonerado({ esClienteNuevo, clienteId }, cat);
  const tarifaExoneradaCliente = tarifaExonerada({ esClienteNuevo, clienteId }, cat);
  const simbol = cat.monedas.get(tipoCambioId)?.simbol || DEFAULT_SIMBOL;
  const onLineas = useCallback(
    (next: LineaForm[]) => {
      setValue('detalles', next);
      setLineasCambiadas(true);
    },
    [setValue],
  );

  // Receipt mode: 'No olvidar facturar Gastos por: …' for the receipt's expense flags (F9).
  const recordado = useRef(false);
  useEffect(() => {
    const recordatorio = recordatorioGastos(data.recibo);
    if (!recordatorio || recordado.current) return;
    recordado.current = true;
    flash.warning(recordatorio);
  }, [data.recibo]);

  const [enviar, saving] = useSave({
    save: async (values: FacturaForm) => {
      const payload = buildFacturaPayload(values, cat, { original, reciboId, recibo: data.recibo });
      const { facturaId } = await guardar.mutateAsync(payload);
      const texto = original ? t.cambiada(facturaId || numeroFactura(original)) : t.creada(facturaId);
      return { text: texto, ms: FLASH_FACTURA_MS };
    },
    returnTo: volver,
    error: t.errorGuardar,
    errorMs: FLASH_FACTURA_MS,
    allowNavigation,
    draft,
  });

  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (saving) return;
    if (lineaAbierta.abierta) {
      void alertDialog({ message: t.linea.abierta });
      return;
    }
    // The spec's save checks first, in its order, with their 8 s flash; then the fields' own rules.
    const f = getValues();
    const motivo = validarFactura({
      esClienteNuevo: f.esClienteNuevo,
      clienteNuevo: {
        nombre: f.nombre,
        telefono: f.telefono,
        cedulaJuridica: f.cedulaJuridica,
        contacto: f.contacto,
        correo: f.correoCliente,
      },
      codigoActividad: f.codigoActividad,
      detalles: f.detalles.map(lineaValidable),
    });
    if (motivo) {
      flash.danger(t.v.noLista + motivo, FLASH_NO_LISTA_MS);
      void trigger();
      return;
    }
    void handleSubmit(enviar, () => flash.danger(es.common.camposRequeridos))(e);
  };

  /**
   * A problem's field: the form's own, or for a line its 'Editar detalle N' button, and for the data
   * of an existing client (kept in the client's record) the Cliente field.
   */
  const enfocar = (campo: string) => {
    const linea = /^detalles\.(\d+)\./.exec(campo);
    if (linea) {
      const n = Number(linea[1]) + 1;
      tablaLineas.current?.revealRow(n - 1);
      document.querySelector<HTMLElement>(`[aria-label="${t.linea.editarLinea(n)}"]`)?.focus();
      return;
    }
    const delCliente = ['nombre', 'cedulaJuridica', 'correoCliente', 'exoneracion'].includes(campo);
    const nombre = delCliente && getValues('esClienteNuevo') !== 1 ? 'clienteId' : campo;
    if (nombre === 'exoneracion' || nombre === 'detalles') return;
    setFocus(nombre as FieldPath<FacturaForm>);
  };

  return (
    <>
      {draft.notice}
      <FormCard
        label={t.formulario}
        saving={saving}
        onSubmit={onSubmit}
        submitText={t.guardar}
        actions={
          <Button component={RouterLink} to={withListState(volver)}>
            {t.cancelar}
          </Button>
        }
      >
        <DatosFacturacion control={control} cat={cat} />
        <DatosCliente
          control={control}
          setValue={setValue}
          cat={cat}
          reciboFijo={reciboId && iniciales.clienteId ? (data.recibo?.recibo ?? reciboId) : null}
        />
        <DetalleFactura
          lineas={detalles}
          onLineas={onLineas}
          onEditor={onEditor}
          cat={cat}
          tipoCambioId={tipoCambioId}
          esExonerado={exonerado}
          tarifaExonerada={tarifaExoneradaCliente}
          calculadas={totales.lineas}
          onLineaEnCurso={onLineaEnCurso}
          reabrir={reabrir}
          tablaRef={tablaLineas}
        />
        <ResumenFactura control={control} totales={totales} simbol={simbol} credito={credito === 1} />
        <RevisionHacienda control={control} cat={cat} onEnfocar={enfocar} />
      </FormCard>
    </>
  );
}
