import { isEqual, isValid } from 'date-fns';
import { memo, useMemo, useState } from 'react';
import { flash } from '@/components/notices/notices-store';
import { parseQueryDate, toQueryDate } from '@/lib/dates';
import * as es from '@/messages/es-componentes';
import { DateInput } from './date-input';

const t = es.rangoFechas;
const invalida = (d: Date | null) => d !== null && !isValid(d);

const mismaFecha = (a: Date | null, b: Date | null) => a === b || (!!a && !!b && isEqual(a, b));

/**
 * The Fecha Inicio / Fecha Final draft of a filter bar, started from the URL's D-M-YYYY dates. When
 * the dates given change (a list's first answer brings the range the server used), a field the clerk
 * has not edited takes the new date and an edited one keeps what was typed. `read()` gives the range
 * as query dates, or null with the reason flashed when a date is impossible or the range is
 * inverted, so Filtrar and Exportar Excel never send an unusable range.
 */
export function useDateRange(fechaInicio: string, fechaFinal: string) {
  const [dadas, setDadas] = useState({ fechaInicio, fechaFinal });
  const [inicio, setInicio] = useState<Date | null>(() => parseQueryDate(fechaInicio));
  const [final, setFinal] = useState<Date | null>(() => parseQueryDate(fechaFinal));
  if (dadas.fechaInicio !== fechaInicio || dadas.fechaFinal !== fechaFinal) {
    setDadas({ fechaInicio, fechaFinal });
    if (mismaFecha(inicio, parseQueryDate(dadas.fechaInicio))) setInicio(parseQueryDate(fechaInicio));
    if (mismaFecha(final, parseQueryDate(dadas.fechaFinal))) setFinal(parseQueryDate(fechaFinal));
  }
  const invertido = !!inicio && !!final && isValid(inicio) && isValid(final) && inicio > final;

  // The same object while the dates are the same: the fields are not drawn again for nothing.
  return useMemo(() => {
    const read = (): { fechaInicio: string; fechaFinal: string } | null => {
      if (invalida(inicio) || invalida(final)) {
        flash.danger(t.fechaInvalida);
        return null;
      }
      if (invertido) {
        flash.danger(t.rangoInvalido);
        return null;
      }
      return { fechaInicio: toQueryDate(inicio), fechaFinal: toQueryDate(final) };
    };
    return { inicio, final, setInicio, setFinal, invertido, read };
  }, [inicio, final, invertido]);
}

export type DateRange = ReturnType<typeof useDateRange>;

/**
 * The narrowest a range's field may be: below it the picker's field clips the year of a date
 * ('01/11/202').
 */
const ANCHO_MINIMO = 200;

/** The two date fields of a range: each bounds the other, and an inverted range marks Fecha Final. */
export const DateRangeFields = memo(function DateRangeFields({
  range,
  width,
}: {
  range: DateRange;
  width: number;
}) {
  const ancho = Math.max(width, ANCHO_MINIMO);
  return (
    <>
      <DateInput
        label={t.fechaInicio}
        value={range.inicio}
        onChange={range.setInicio}
        maxDate={range.final}
        error={invalida(range.inicio)}
        fullWidth={false}
        sx={{ width: ancho }}
      />
      <DateInput
        label={t.fechaFinal}
        value={range.final}
        onChange={range.setFinal}
        minDate={range.inicio}
        error={invalida(range.final) || range.invertido}
        fullWidth={false}
        sx={{ width: ancho }}
      />
    </>
  );
});
