import Alert from '@mui/material/Alert';
import Grid from '@mui/material/Grid';
import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import type { CSSProperties, ReactNode } from 'react';
import {
  useForm,
  type Control,
  type DefaultValues,
  type Path,
  type Resolver,
  type UseFormSetValue,
} from 'react-hook-form';
import { alertDialog } from '@/components/dialogs/dialogs';
import { flash } from '@/components/notices/notices-store';
import { FormCard } from '@/components/form/form-card';
import { FormGrid } from '@/components/form/form-grid';
import { FormTextField } from '@/components/form/form-text-field';
import { useSave } from '@/components/form/use-save';
import { PageHeader } from '@/components/page-header';
import { QueryState } from '@/components/query-state';
import { useRouteId } from '@/components/use-route-id';
import { useUnsavedChanges } from '@/components/use-unsaved-changes';
import * as es from '@/messages/es-shell';

/** A catalog form's values: `id` 0 on create. */
export type CatalogForm = { id: number; empresaId: number; descripcion: string };

type GridSize = { xs: number; md: number } | number;

/** What a catalog's create-or-edit screen is made of; module constants in the feature. */
export type CatalogFormConfig<F extends CatalogForm, R> = {
  titleNew: string;
  titleEdit: string;
  /** The list: 'Regresar' and where a save returns (with its filters). */
  listPath: string;
  resolver: Resolver<F>;
  /** A new record's values: it belongs to the signed-in user's company (M4). */
  defaults: (empresaId: number) => F;
  toForm: (record: R) => F;
  texts: { creado: string; actualizado: string; errorGuardar: string };
  /**
   * The code field, first: digits of a fixed length, as the spec's form rules say. A refused form whose code has the
   * wrong length also gets the dialog, and the code the focus once it is answered.
   */
  code: {
    field: Path<F>;
    label: string;
    help: string;
    length: number;
    size: GridSize;
    style?: CSSProperties;
    wrongLength: (value: string) => boolean;
    dialog: { title: string; message: string };
  };
  /** Fields between the code and the description (e.g. CABYS's Estado). */
  extraFields?: (control: Control<F>) => ReactNode;
  /** The description field, last. */
  descripcion: { label: string; help: string; size: GridSize };
  /** Helpers after the fields that read and fill them (e.g. CABYS's lookup in Hacienda's catalogue). */
  after?: (form: { control: Control<F>; setValue: UseFormSetValue<F> }) => ReactNode;
};

type Props<F extends CatalogForm, R> = {
  config: CatalogFormConfig<F, R>;
  /** The record on edit (the feature's query for `useRouteId().id`). */
  query: UseQueryResult<R>;
  save: UseMutationResult<unknown, Error, F>;
  /** The signed-in user (its company owns a new record); the screen asks for it (auth → components). */
  usuario: UseQueryResult<{ empresa: { id: number } | null }>;
};

/**
 * A catalog's create-or-edit screen (add-… and add-…/{id}): the title by route, 404 on a bad id,
 * the user's company on create, the record on edit; the code, any extra fields and the description;
 * and the shared save behaviour: 'Guardar' in flight once, the spec's flash, back to the list; a
 * refused form flashes 'Por favor completar…' (and the code-length dialog).
 */
export function CatalogFormPage<F extends CatalogForm, R>({ config, query, save, usuario }: Props<F, R>) {
  const { isNew, invalid } = useRouteId();
  const title = isNew ? config.titleNew : config.titleEdit;
  return (
    <>
      <PageHeader title={title} backTo={config.listPath} />
      {invalid ? (
        <Alert severity="error">{es.http.error(404)}</Alert>
      ) : isNew ? (
        <QueryState query={usuario}>
          {(u) => (
            <CatalogEditor
              config={config}
              save={save}
              initial={config.defaults(u.empresa?.id ?? 0)}
              label={title}
            />
          )}
        </QueryState>
      ) : (
        <QueryState query={query}>
          {(record) => (
            <CatalogEditor config={config} save={save} initial={config.toForm(record)} label={title} />
          )}
        </QueryState>
      )}
    </>
  );
}

function CatalogEditor<F extends CatalogForm, R>({
  config,
  save,
  initial,
  label,
}: {
  config: CatalogFormConfig<F, R>;
  save: UseMutationResult<unknown, Error, F>;
  initial: F;
  label: string;
}) {
  const { control, handleSubmit, formState, getValues, setFocus, setValue } = useForm<F>({
    resolver: config.resolver,
    defaultValues: initial as DefaultValues<F>,
    mode: 'onTouched',
  });
  const { allowNavigation } = useUnsavedChanges(formState.isDirty);
  const { code, descripcion } = config;

  const [submit, saving] = useSave({
    save: async (values: F) => {
      await save.mutateAsync(values);
      return values.id ? config.texts.actualizado : config.texts.creado;
    },
    returnTo: config.listPath,
    error: config.texts.errorGuardar,
    allowNavigation,
  });

  // The spec's rule: any refused form flashes and stays; a code of the wrong length also gets its dialog.
  const onInvalid = async () => {
    flash.danger(es.common.camposRequeridos);
    if (code.wrongLength(String(getValues(code.field) ?? ''))) {
      await alertDialog(code.dialog);
      setFocus(code.field);
    }
  };

  return (
    <FormCard label={label} saving={saving} onSubmit={handleSubmit(submit, onInvalid)}>
      <FormGrid>
        <Grid size={code.size}>
          <FormTextField
            control={control}
            name={code.field}
            label={code.label}
            required
            helperText={code.help}
            slotProps={{
              htmlInput: {
                maxLength: code.length,
                inputMode: 'numeric',
                autoComplete: 'off',
                ...(code.style && { style: code.style }),
              },
            }}
          />
        </Grid>
        {config.extraFields?.(control)}
        <Grid size={descripcion.size}>
          <FormTextField
            control={control}
            name={'descripcion' as Path<F>}
            label={descripcion.label}
            required
            helperText={descripcion.help}
          />
        </Grid>
        {config.after?.({ control, setValue })}
      </FormGrid>
    </FormCard>
  );
}
