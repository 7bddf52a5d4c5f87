import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useCallback, useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link as RouterLink } from 'react-router-dom';
import { useCurrentUser } from '@/auth/api';
import { NO_ROLES, type Roles } from '@/auth/roles';
import { useRoles } from '@/auth/session';
import { flash } from '@/components/notices/notices-store';
import { FormCard } from '@/components/form/form-card';
import { useDraft } from '@/components/form/use-draft';
import type { Option } from '@/components/form/form-select';
import { useSave } from '@/components/form/use-save';
import { PageHeader } from '@/components/page-header';
import { PageSpinner } from '@/components/query-state';
import { LoadError } from '@/components/load-error';
import { useRouteId } from '@/components/use-route-id';
import { useUnsavedChanges } from '@/components/use-unsaved-changes';
import { paths } from '@/lib/paths';
import * as es from '@/messages/es-recibos';
import { useCorelacionOptions, useSaveRecibo, useRecibo } from '../api';
import { DetalleFacturacion } from '../components/detalle-facturacion';
import { EstadoRecibo } from '../components/recibo-form/estado-recibo';
import { CargaSection } from '../components/recibo-form/carga-section';
import { ControlSection } from '../components/recibo-form/control-section';
import { TramiteSection } from '../components/recibo-form/tramite-section';
import { FLASH_LARGO_MS, muestraDetalleFacturacion, puedeElegirEncargado } from '../rules';
import {
  reciboDefaults,
  reciboFormSchema,
  toForm,
  toPayload,
  type ReciboForm,
  type ReciboFormInput,
} from '../form-model';
import type { ReciboData } from '../contract';

const t = es.recibos;
const c = t.campo;

/** The receipt form: add-recibo for a new receipt, add-recibo/{id} to edit one (spec: Receipts). */
export function ReciboFormPage() {
  const { id, invalid } = useRouteId();
  const roles = useRoles() ?? NO_ROLES;
  const me = useCurrentUser();
  const data = useRecibo(id, !invalid);
  if (invalid) return <Alert severity="error">{es.http.error(404)}</Alert>;
  const error = data.error ?? me.error;
  if (error) {
    return (
      <LoadError
        error={error}
        onRetry={() => {
          if (data.error) void data.refetch();
          if (me.error) void me.refetch();
        }}
      />
    );
  }
  if (!data.data || !me.data) return <PageSpinner />;
  return <ReciboEditor key={id} id={id} data={data.data} meId={me.data.id} roles={roles} />;
}

type EditorProps = { id: number; data: ReciboData; meId: number; roles: Roles };

function ReciboEditor({ id, data, meId, roles }: EditorProps) {
  const guardar = useSaveRecibo();
  const jefe = puedeElegirEncargado(roles);
  const recibo = data.recibo;
  const isNew = !recibo;
  const [initial] = useState<ReciboFormInput>(() => (recibo ? toForm(recibo) : reciboDefaults(meId)));
  const form = useForm<ReciboFormInput, unknown, ReciboForm>({
    resolver: zodResolver(reciboFormSchema),
    defaultValues: initial,
    mode: 'onTouched',
  });
  const { control, handleSubmit, formState, setValue } = form;
  // The Correlación choices: those of the loaded receipt until the user picks another client.
  const [clienteCambiado, setClienteCambiado] = useState(false);
  const draft = useDraft({
    shape: 'recibo@1',
    form,
    dirty: formState.isDirty,
    extra: { read: () => clienteCambiado, restore: setClienteCambiado },
  });
  const { allowNavigation } = useUnsavedChanges(formState.isDirty, draft.forget);

  const clienteId = useWatch({ control, name: 'clienteId' });
  const corelacionados = useCorelacionOptions(clienteId, clienteCambiado);
  const opcionesCorrelacion = useMemo<Option<number>[]>(() => {
    const list = clienteCambiado ? (corelacionados.data ?? []) : data.corelacionados;
    return [
      { value: 0, label: c.sinCorrelacion },
      ...list.filter((r) => r.id !== id).map((r) => ({ value: r.id, label: c.correlacionOpcion(r.recibo) })),
    ];
  }, [clienteCambiado, corelacionados.data, data.corelacionados, id]);

  const onClienteCambiado = useCallback(() => {
    setClienteCambiado(true);
    setValue('corelacionId', 0, { shouldDirty: true });
  }, [setValue]);

  const toOptions = (items: ReadonlyArray<{ id: number; nombre: string }>) =>
    items.map((i) => ({ value: i.id, label: i.nombre }));
  const aduanas = useMemo(() => toOptions(data.aduanas), [data.aduanas]);
  const tipos = useMemo(() => toOptions(data.tiposTramites), [data.tiposTramites]);
  const clientes = useMemo(() => toOptions(data.clientes), [data.clientes]);
  const usuarios = useMemo(() => toOptions(data.usuarios), [data.usuarios]);

  const [submit, saving] = useSave({
    save: async (values: ReciboForm) => {
      // Users who are neither admin nor coordinator are always their own encargado.
      const own = jefe ? values : { ...values, encargadoId: meId };
      const saved = await guardar.mutateAsync(toPayload(own, data, recibo));
      return isNew ? { text: t.creado(saved.recibo), ms: FLASH_LARGO_MS } : t.actualizado(saved.recibo);
    },
    returnTo: paths.recibos,
    error: t.errorGuardar,
    allowNavigation,
    draft,
  });

  const title = recibo ? t.tituloEditar(recibo.recibo) : t.tituloNuevo;
  const corelHelper = corelacionados.isFetching
    ? es.app.cargando
    : corelacionados.error
      ? corelacionados.error.message
      : t.ayuda.correlacion;

  return (
    <>
      <PageHeader
        title={title}
        backTo={paths.recibos}
        actions={
          recibo && (
            <Button
              component={RouterLink}
              to={paths.reciboNuevaFactura(recibo.id)}
              variant="contained"
              color="secondary"
              startIcon={<ReceiptLongIcon />}
            >
              {t.facturar}
            </Button>
          )
        }
      />
      {recibo && <EstadoRecibo recibo={recibo} estados={data.estados} />}
      {draft.notice}
      <FormCard
        label={t.formulario}
        saving={saving}
        onSubmit={handleSubmit(submit, () => flash.danger(es.common.camposRequeridos))}
      >
        <TramiteSection
          control={control}
          jefe={jefe}
          aduanas={aduanas}
          tipos={tipos}
          usuarios={usuarios}
          clientes={clientes}
          correlaciones={opcionesCorrelacion}
          correlacionAyuda={corelHelper}
          sinCliente={!clienteId}
          onClienteCambiado={onClienteCambiado}
        />
        <CargaSection control={control} />
        {jefe && <ControlSection control={control} />}
      </FormCard>
      {recibo && muestraDetalleFacturacion(recibo.estado, data.facturas.length) && (
        <DetalleFacturacion reciboId={recibo.id} facturas={data.facturas} roles={roles} />
      )}
    </>
  );
}

export default ReciboFormPage;
