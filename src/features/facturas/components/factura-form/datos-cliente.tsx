import Alert from '@mui/material/Alert';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { memo, useEffect, useMemo, useRef, useState } from 'react';
import { useController, useWatch, type Control, type UseFormSetValue } from 'react-hook-form';
import { ActivityCodeSearch } from '@/components/activity-code-search';
import { flash } from '@/components/notices/notices-store';
import { FormAutocomplete } from '@/components/form/form-autocomplete';
import { FormSelect, type Option } from '@/components/form/form-select';
import { FormTextField } from '@/components/form/form-text-field';
import type { CodigoActividad } from '@/lib/codigos-actividad';
import { formatDate } from '@/lib/dates';
import { nombreInstitucion, nombreTipoDocumento, type Exoneracion } from '@/lib/exoneracion';
import * as es from '@/messages/es-factura-form';
import { useClienteCodigoOptions } from '@/features/facturas/api';
import type { Catalogos, FacturaForm } from '@/features/facturas/form-model';
import { FormSection } from '@/components/form/form-section';

const t = es.facturaForm;
const ex = es.exoneracion;
const c = t.campo;

type Props = {
  control: Control<FacturaForm>;
  setValue: UseFormSetValue<FacturaForm>;
  cat: Catalogos;
  /** Receipt mode: the invoice is for the receipt's client, shown but not changeable. */
  reciboFijo?: number | null;
};

/**
 * 'Datos del Cliente': an existing client (with its activity codes) or a new one with its five required
 * fields (F7, F22). A new client has no codes yet: its code is searched in Hacienda's catalogue with
 * the shared search box.
 */
export const DatosCliente = memo(function DatosCliente({ control, setValue, cat, reciboFijo }: Props) {
  const esNuevo = useWatch({ control, name: 'esClienteNuevo' }) === 1;
  const clienteId = useWatch({ control, name: 'clienteId' });
  const clientes = useMemo<Option<number>[]>(
    () => [...cat.clientes.values()].map((cl) => ({ value: cl.id, label: cl.nombre })),
    [cat.clientes],
  );
  const sinClientes = clientes.length === 0;

  // 'No existen clientes…' each time the existing-client choice shows with nobody to choose.
  const avisado = useRef(false);
  useEffect(() => {
    if (esNuevo || !sinClientes) {
      avisado.current = false;
    } else if (!avisado.current) {
      avisado.current = true;
      flash.warning(t.sinClientes);
    }
  }, [esNuevo, sinClientes]);

  const cliente = esNuevo ? undefined : cat.clientes.get(clienteId);

  return (
    <FormSection title={t.seccion.cliente}>
      <Grid container spacing={2.5}>
        {!reciboFijo && (
          <Grid size={12}>
            <ClienteNuevoCheckbox control={control} setValue={setValue} />
          </Grid>
        )}
        {esNuevo ? (
          <ClienteNuevo control={control} setValue={setValue} />
        ) : (
          <>
            <Grid size={{ xs: 12, md: 6 }}>
              <FormAutocomplete
                control={control}
                name="clienteId"
                label={c.cliente}
                options={clientes}
                required
                disabled={!!reciboFijo}
                helperText={reciboFijo ? t.ayuda.clienteRecibo(reciboFijo) : undefined}
                noOptionsText={t.sinClientes}
                onValueChange={() => setValue('codigoActividad', '', { shouldDirty: true })}
              />
              {cliente?.esExonerado === 1 && (
                <Chip
                  size="small"
                  color="info"
                  variant="outlined"
                  label={t.resumen.exonerado}
                  sx={{ mt: 1 }}
                />
              )}
              {cliente?.esExonerado === 1 && cliente.exoneracion !== undefined && (
                <DocumentoExoneracion exoneracion={cliente.exoneracion} />
              )}
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <CodigosCliente control={control} setValue={setValue} clienteId={clienteId} />
            </Grid>
            {sinClientes && (
              <Grid size={12}>
                <Alert severity="warning">{t.sinClientes}</Alert>
              </Grid>
            )}
          </>
        )}
      </Grid>
    </FormSection>
  );
});

function ClienteNuevoCheckbox({ control, setValue }: Omit<Props, 'cat'>) {
  const { field } = useController({ control, name: 'esClienteNuevo' });
  return (
    <FormControlLabel
      label={c.clienteNuevo}
      control={
        <Checkbox
          name={field.name}
          checked={field.value === 1}
          slotProps={{ input: { ref: field.ref } }}
          onBlur={field.onBlur}
          onChange={(e) => {
            field.onChange(e.target.checked ? 1 : 0);
            // The code belongs to the client: a new client's comes from the catalogue, not the list.
            setValue('codigoActividad', '', { shouldDirty: true });
          }}
        />
      }
    />
  );
}

/** The existing client's activity codes; one code is picked for them. */
function CodigosCliente({ control, setValue, clienteId }: Omit<Props, 'cat'> & { clienteId: number }) {
  const codigos = useClienteCodigoOptions(clienteId);
  const actual = useWatch({ control, name: 'codigoActividad' });
  const lista = useMemo(() => codigos.data ?? [], [codigos.data]);
  const options = useMemo<Option<string>[]>(() => {
    const opts = lista.map((k) => ({
      value: k.codigoActividadDgt,
      label: k.detalleCodigo
        ? `${k.codigoActividadDgt} - ${k.detalleCodigo.nombreActividadDgt}`
        : k.codigoActividadDgt,
    }));
    // An edited invoice keeps its code even if the client no longer lists it.
    if (actual && !opts.some((o) => o.value === actual)) opts.unshift({ value: actual, label: actual });
    return opts;
  }, [lista, actual]);

  // A client with a single code: that one.
  const unico = lista.length === 1 ? lista[0]!.codigoActividadDgt : null;
  useEffect(() => {
    if (unico && !actual) setValue('codigoActividad', unico, { shouldDirty: true });
  }, [unico, actual, setValue]);

  const helperText = !clienteId
    ? t.ayuda.elegirCliente
    : codigos.isFetching && !codigos.data
      ? t.ayuda.cargandoCodigos
      : lista.length === 0
        ? t.sinCodigosActividad
        : undefined;

  return (
    <FormSelect
      control={control}
      name="codigoActividad"
      label={c.codigoActividad}
      options={options}
      required
      disabled={!clienteId}
      helperText={helperText}
    />
  );
}

function ClienteNuevo({ control, setValue }: Omit<Props, 'cat'>) {
  const codigo = useWatch({ control, name: 'codigoActividad' });
  const [picked, setPicked] = useState<CodigoActividad | null>(null);
  const value = picked && picked.codigoActividadDgt === codigo ? picked : null;
  const campo = (
    name: 'nombre' | 'telefono' | 'cedulaJuridica' | 'contacto' | 'correoCliente' | 'direccion',
    label: string,
    required = true,
    md = 6,
  ) => (
    <Grid size={{ xs: 12, md }}>
      <FormTextField control={control} name={name} label={label} required={required} />
    </Grid>
  );
  return (
    <>
      {campo('nombre', c.nombre)}
      {campo('cedulaJuridica', c.cedulaJuridica, true, 3)}
      {campo('telefono', c.telefono, true, 3)}
      {campo('contacto', c.contacto)}
      {campo('correoCliente', c.correoCliente)}
      {campo('direccion', c.direccion, false, 12)}
      <Grid size={12}>
        <ActivityCodeSearch
          value={value}
          label={c.codigoActividad}
          showLabel
          size="small"
          helperText={t.ayuda.codigoNuevo}
          onPick={(k) => {
            setPicked(k);
            setValue('codigoActividad', k.codigoActividadDgt, { shouldDirty: true });
          }}
        />
      </Grid>
    </>
  );
}

/**
 * The exonerated client's document, read-only (edited in the client form by an admin; F42). A backend
 * that does not send the field (docs/api.md extension) shows nothing here.
 */
function DocumentoExoneracion({ exoneracion: e }: { exoneracion: Exoneracion | null }) {
  if (!e)
    return (
      <Typography variant="body2" color="warning.main" sx={{ mt: 1 }}>
        {ex.sinDocumento}
      </Typography>
    );
  const institucion =
    e.nombreInstitucion === '99' ? e.nombreInstitucionOtros : nombreInstitucion(e.nombreInstitucion);
  const partes = [
    `${e.tipoDocumento} · ${e.tipoDocumento === '99' ? e.tipoDocumentoOtro : nombreTipoDocumento(e.tipoDocumento)}`,
    ex.detalle.numero(e.numeroDocumento),
    e.articulo != null ? ex.detalle.articulo(e.articulo, e.inciso) : '',
    institucion,
    ex.detalle.fecha(formatDate(e.fechaEmision)),
    ex.detalle.tarifa(String(e.tarifaExonerada)),
  ].filter(Boolean);
  return (
    <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
      {ex.titulo}: {partes.join(' · ')}
    </Typography>
  );
}
