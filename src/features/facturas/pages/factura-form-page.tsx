import Alert from '@mui/material/Alert';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { flash } from '@/components/notices/notices-store';
import { LoadError } from '@/components/load-error';
import { PageHeader } from '@/components/page-header';
import { PageSpinner } from '@/components/query-state';
import { useRouteId } from '@/components/use-route-id';
import { withListState } from '@/lib/list-return';
import { paths } from '@/lib/paths';
import * as es from '@/messages/es-factura-form';
import { useFactura } from '../api';
import { FacturaEditor, type Modo } from '../components/factura-form/factura-editor';
import type { FacturaData } from '../contract';
import { editando, numeroFactura } from '../form-model';
import { FLASH_TARIFA_MS, esEditable, etiquetaHacienda } from '../rules';

const t = es.facturaForm;

/** Which route this is: a plain invoice (new-edit-factura[/id]) or one made from a receipt. */
function useModo() {
  const porId = useRouteId('id');
  const porFactura = useRouteId('facturaId');
  const recibo = useRouteId('reciboId');
  const facturaId = porId.id || porFactura.id;
  const reciboId = recibo.id || null;
  return {
    facturaId,
    reciboId,
    invalid: porId.invalid || porFactura.invalid || recibo.invalid,
    /** Regresar, Cancelar and a save go back here (D14; the receipt in receipt mode). */
    volver: reciboId ? paths.reciboEditar(reciboId) : paths.facturas,
  };
}

/**
 * The invoice form: new-edit-factura, new-edit-factura/{id} and the receipt modes
 * add-nueva-factura/{reciboId}, add-edit-factura/{reciboId}/{facturaId} (spec: Invoice create/edit).
 */
export function FacturaFormPage() {
  const { facturaId, reciboId, invalid, volver } = useModo();
  const query = useFactura(facturaId, reciboId, !invalid);
  const data = query.data;
  const titulo = facturaId
    ? t.tituloEditar(data?.factura ? numeroFactura(data.factura) : facturaId)
    : t.tituloNueva;
  let body;
  if (invalid) body = <Alert severity="error">{es.http.error(404)}</Alert>;
  // Data already shown stays on screen if a later refetch fails (the user's values are in the form).
  else if (data)
    body = <Comprobaciones data={data} facturaId={facturaId} reciboId={reciboId} volver={volver} />;
  else if (query.isError) body = <LoadError error={query.error} onRetry={() => void query.refetch()} />;
  else body = <PageSpinner />;
  return (
    <>
      <PageHeader
        title={titulo}
        subtitle={data?.recibo ? t.recibo(data.recibo.recibo) : undefined}
        backTo={volver}
      />
      {body}
    </>
  );
}

/**
 * What may stop the form before it opens, with the spec's error texts: the tariff cap (red 7 s flash,
 * form hidden), no economic activities or no CABYS services (flash and back), an invoice that can no
 * longer be edited, since only an Ingresada one not sent or accepted is (the reason shown in place of
 * the form).
 */
function Comprobaciones({ data, ...modo }: Modo & { data: FacturaData }) {
  const navigate = useNavigate();
  const tarifa = data.errorTarifa || data.factura?.errorTarifa === true;
  const sinActividades = data.tipoActividadEconomicas.length === 0;
  const sinCabys = data.servicios.length === 0;
  const mensaje = tarifa
    ? t.errorTarifa(data.soporte.correo, data.soporte.telefono)
    : sinActividades
      ? t.sinActividades
      : sinCabys
        ? t.sinCabys(modo.facturaId > 0)
        : null;
  const avisado = useRef(false);
  useEffect(() => {
    if (!mensaje || avisado.current) return;
    avisado.current = true;
    if (tarifa) {
      flash.danger(mensaje, FLASH_TARIFA_MS);
    } else {
      flash.danger(mensaje);
      navigate(withListState(modo.volver), { replace: true });
    }
  }, [mensaje, tarifa, navigate, modo.volver]);

  if (tarifa) return <Alert severity="error">{mensaje}</Alert>;
  if (mensaje) return null;
  if (modo.facturaId > 0) {
    const f = data.factura;
    if (!f || !editando(f)) return <Alert severity="error">{es.http.error(404)}</Alert>;
    if (!esEditable(f)) {
      const estado = f.estado === 'Ingresada' ? etiquetaHacienda(f) : f.estado;
      return <Alert severity="warning">{t.noEditable(numeroFactura(f), estado)}</Alert>;
    }
  }
  return <FacturaEditor data={data} {...modo} />;
}

export default FacturaFormPage;
