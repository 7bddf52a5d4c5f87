import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { memo, useCallback, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { DateRangeFields, useDateRange } from '@/components/date-range';
import { FilterActions, FilterBar } from '@/components/filter-bar';
import { TodosSelect } from '@/components/todos-select';
import type { DigitosField, FilterField, FilterFields, FilterValues } from './list-filter';
import type { ListFilterState } from './use-list-filter';

type Opcion = { id: number; nombre: string };

type Props<Fs extends FilterFields> = {
  list: ListFilterState<Fs>;
  /** The option lists the answer brought, by the name an `opcion` field gives. */
  opciones?: Record<string, readonly Opcion[] | undefined>;
  /** Dates shown when the URL has none (the range the server answered with). */
  fechas?: { fechaInicio: string; fechaFinal: string };
  /** Buttons after Filtrar (and Exportar Excel), given the draft's reader. */
  acciones?: (leer: () => FilterValues<Fs> | null) => ReactNode;
};

const NINGUNA: readonly Opcion[] = [];

/**
 * A list's filter bar, drawn from its config: the date range, then each field; Filtrar, Enter in a
 * text field, and Exportar Excel (when the list exports) apply the draft. The draft starts again
 * from the URL whenever the applied filters change. The server's dates, which come with the list's
 * answer, only fill the date fields: what the clerk typed meanwhile stays, and the bar is not drawn
 * anew under the arriving rows.
 */
export function ListFilterBar<Fs extends FilterFields>(props: Props<Fs>) {
  return <Draft key={JSON.stringify(props.list.values)} {...props} />;
}

function Draft<Fs extends FilterFields>({ list, opciones = {}, acciones, fechas }: Props<Fs>) {
  const rango = useDateRange(
    fechas?.fechaInicio ?? list.values.fechaInicio,
    fechas?.fechaFinal ?? list.values.fechaFinal,
  );
  const [draft, setDraft] = useState<Record<string, unknown>>(list.values);
  const cambiar = useCallback(
    (key: string, value: unknown) => setDraft((prev) => ({ ...prev, [key]: value })),
    [],
  );

  /** The typed filters, or null (with the reason flashed) when a date is unusable. */
  const leer = (): FilterValues<Fs> | null => {
    const fechas = rango.read();
    if (!fechas) return null;
    const values: Record<string, unknown> = { ...draft, ...fechas };
    for (const key of Object.keys(list.filter.fields)) {
      if (typeof values[key] === 'string') values[key] = (values[key] as string).trim();
    }
    return values as FilterValues<Fs>;
  };
  const aplicar = (action?: (v: FilterValues<Fs>) => unknown) => {
    const values = leer();
    if (values && action) void action(values);
  };
  // The fields are drawn again only when what they show changes (the list's answer renders the page,
  // and the fields are most of the bar's cost): Enter reaches the draft and Filtrar of the last render.
  const filtrarAhora = useRef(() => {});
  useLayoutEffect(() => {
    filtrarAhora.current = () => aplicar(list.filtrar);
  });
  const enter = useCallback((e: { key: string }) => {
    if (e.key === 'Enter') filtrarAhora.current();
  }, []);

  return (
    <FilterBar>
      <DateRangeFields range={rango} width={list.filter.fechasWidth} />
      {Object.entries(list.filter.fields).map(([key, f]) => (
        <Campo
          key={key}
          nombre={key}
          campo={f}
          valor={draft[key]}
          items={f.kind === 'opcion' ? (opciones[f.opciones] ?? NINGUNA) : NINGUNA}
          cambiar={cambiar}
          enter={enter}
        />
      ))}
      <FilterActions
        onFiltrar={() => aplicar(list.filtrar)}
        onExportar={list.exportar ? () => aplicar(list.exportar) : undefined}
        exportando={list.exportando}
      />
      {acciones?.(leer)}
    </FilterBar>
  );
}

type CampoProps = {
  nombre: string;
  campo: FilterField;
  valor: unknown;
  items: readonly Opcion[];
  cambiar: (key: string, value: unknown) => void;
  enter: (e: { key: string }) => void;
};

/** One field of the bar, by its kind. */
const Campo = memo(function Campo({ nombre, campo: f, valor, items, cambiar, enter }: CampoProps) {
  switch (f.kind) {
    case 'texto':
      return (
        <TextField
          label={f.label}
          value={valor}
          onChange={(e) => cambiar(nombre, e.target.value)}
          onKeyDown={enter}
          type={f.search ? 'search' : undefined}
          sx={f.sx}
          slotProps={f.maxLength ? { htmlInput: { maxLength: f.maxLength } } : undefined}
        />
      );
    case 'digitos':
      return <Digitos field={f} value={String(valor)} onChange={(v) => cambiar(nombre, v)} onEnter={enter} />;
    case 'opcion':
      return (
        <TodosSelect
          label={f.label}
          value={Number(valor)}
          onChange={(v) => cambiar(nombre, v)}
          items={items}
          sx={f.sx}
        />
      );
    case 'eleccion': {
      const valores = f.valores as readonly (string | number)[];
      const etiqueta = f.etiqueta as (v: string | number) => string;
      return (
        <TextField
          select
          label={f.label}
          value={valor}
          onChange={(e) =>
            cambiar(nombre, valores.find((v) => String(v) === String(e.target.value)) ?? f.default)
          }
          sx={f.sx}
        >
          {valores.map((v) => (
            <MenuItem key={v} value={v}>
              {etiqueta(v)}
            </MenuItem>
          ))}
        </TextField>
      );
    }
  }
});

/** A digits-only field: a non-digit is dropped, or (with `rechazo`) refused with the reason. */
function Digitos({
  field,
  value,
  onChange,
  onEnter,
}: {
  field: DigitosField;
  value: string;
  onChange: (v: string) => void;
  onEnter: (e: { key: string }) => void;
}) {
  const [rechazado, setRechazado] = useState(false);
  const { rechazo, maxLength } = field;
  return (
    <TextField
      label={field.label}
      value={value}
      onChange={(e) => {
        if (!rechazo) return onChange(e.target.value.replace(/\D/g, ''));
        const v = e.target.value.trim();
        const ok = new RegExp(`^\\d{0,${maxLength}}$`).test(v);
        if (ok) onChange(v);
        setRechazado(!ok);
      }}
      onKeyDown={onEnter}
      onBlur={() => setRechazado(false)}
      error={rechazado}
      placeholder={field.placeholder}
      helperText={rechazado ? rechazo : undefined}
      sx={field.sx}
      slotProps={{
        htmlInput: { inputMode: 'numeric', maxLength, ...(rechazo ? {} : { pattern: '[0-9]*' }) },
        // Under the field without pushing the filter row around.
        formHelperText: { sx: { position: 'absolute', top: '100%', mx: 0, mt: 0.25, whiteSpace: 'nowrap' } },
      }}
    />
  );
}
