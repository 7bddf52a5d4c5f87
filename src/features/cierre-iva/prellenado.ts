import { aColones, esNotaCredito, mesDe } from './rules';
import type { Aporte, Compra, HojaIva, Linea } from './worksheet';
import type { ClaveTarifa } from './xml-iva';

/*
 * The worksheet against TRIBU-CR's pre-filled D-150: per field the clerk typed, the
 * difference and the documents that can explain it. Hacienda pre-fills from the documents it holds, by
 * its own dates and rates, so a difference most often comes from a document whose month or amount it
 * sees otherwise: accepted only in the next month, a credit note of an earlier month's invoice, a
 * supplier document not yet answered, an amount in another currency (another rate or rounding).
 */

/** A field of the worksheet: a line's id and 'base' or 'impuesto' ('ventas.08.impuesto'). */
export type Campo = `${string}.${'base' | 'impuesto'}`;

/** What the clerk typed, céntimos of colones; a field left empty is absent. */
export type Prellenado = Partial<Record<Campo, number>>;

/** A field's text as typed when it is not an amount: kept, so nothing typed is lost, but no figure. */
export type Escritos = Partial<Record<Campo, string>>;

export type MotivoCandidato =
  'aceptadoMesSiguiente' | 'notaCreditoMesAnterior' | 'compraSinResponder' | 'otraMoneda';

export type Candidato = {
  motivo: MotivoCandidato;
  clave: string;
  consecutivo: string;
  contraparte: string;
  /** Its amount in this field, céntimos (signed as it counts); null when it cannot be known. */
  monto: number | null;
  /** Leaving it out (or, when not counted, adding it) would close the difference exactly. */
  explicaExacto: boolean;
};

export type Comparacion = {
  campo: Campo;
  calculado: number;
  tecleado: number;
  /** tecleado − calculado. */
  diferencia: number;
  candidatos: Candidato[];
};

const parte = (campo: Campo) => (campo.endsWith('.base') ? 'base' : 'impuesto');
const lineaDe = (campo: Campo) => campo.slice(0, campo.lastIndexOf('.'));

function candidatosDeAporte(a: Aporte, mes: string): MotivoCandidato[] {
  const motivos: MotivoCandidato[] = [];
  if (a.diaAceptacion && mesDe(a.diaAceptacion) > mes) motivos.push('aceptadoMesSiguiente');
  if (
    a.ref.tipo === 'venta' &&
    a.ref.documento === 'notaCredito' &&
    a.diaReferencia &&
    mesDe(a.diaReferencia) < mes
  ) {
    motivos.push('notaCreditoMesAnterior');
  }
  if (a.moneda && a.moneda !== 'CRC') motivos.push('otraMoneda');
  return motivos;
}

/** What the comparison reads of the worksheet (one section's lines are enough for that section's fields). */
type HojaComparada = Pick<HojaIva, 'mes' | 'ventas' | 'compras' | 'creditoEnRiesgo'>;

function candidatos(
  hoja: HojaComparada,
  linea: Linea | undefined,
  campo: Campo,
  diferencia: number,
): Candidato[] {
  const k = parte(campo);
  const lista: Candidato[] = [];
  for (const a of linea?.aportes ?? []) {
    for (const motivo of candidatosDeAporte(a, hoja.mes)) {
      // Counted here: the pre-fill leaving it out would show as −its amount.
      lista.push({
        motivo,
        clave: a.clave,
        consecutivo: a.consecutivo,
        contraparte: a.contraparte,
        monto: a[k],
        explicaExacto: diferencia !== 0 && -a[k] === diferencia,
      });
    }
  }
  if (campo.startsWith('compras.') && k === 'impuesto' && linea?.tarifa !== 'exonerado') {
    const codigo = linea?.tarifa ?? lineaDe(campo).slice('compras.'.length);
    for (const r of hoja.creditoEnRiesgo) {
      // Not counted here: the pre-fill counting it would show as +its amount (its rate's, when read).
      const monto = r.compra.documento ? montoTarifa(r.compra, codigo) : r.impuesto;
      if (monto === undefined) continue;
      lista.push({
        motivo: 'compraSinResponder',
        clave: r.compra.clave,
        consecutivo: r.compra.consecutivo,
        contraparte: r.compra.emisor,
        monto,
        explicaExacto: monto !== null && diferencia !== 0 && monto === diferencia,
      });
    }
  }
  return lista;
}

/**
 * A read supplier document's tax at one rate in colones (undefined when it has none at that rate, null
 * when its currency has no rate).
 */
function montoTarifa(c: Compra, codigo: string): number | null | undefined {
  const d = c.documento;
  const i = d?.tarifas[codigo as ClaveTarifa];
  if (!d || !i || i.impuesto === 0) return undefined;
  if (!d.tipoCambio) return null;
  return (esNotaCredito(c.consecutivo) ? -1 : 1) * aColones(i.impuesto, d.tipoCambio);
}

/** Every typed field against the worksheet, in the worksheet's order of fields typed. */
export function compararPrellenado(hoja: HojaComparada, prellenado: Prellenado): Comparacion[] {
  const lineas = new Map([...hoja.ventas, ...hoja.compras].map((l) => [l.id, l]));
  return (Object.entries(prellenado) as Array<[Campo, number | undefined]>)
    .filter((e): e is [Campo, number] => typeof e[1] === 'number' && Number.isFinite(e[1]))
    .map(([campo, tecleado]) => {
      const linea = lineas.get(lineaDe(campo));
      const calculado = linea ? linea[parte(campo)] : 0;
      const diferencia = tecleado - calculado;
      return {
        campo,
        calculado,
        tecleado,
        diferencia,
        candidatos: diferencia === 0 ? [] : candidatos(hoja, linea, campo, diferencia),
      };
    });
}

/**
 * A figure typed or pasted from TRIBU-CR, in céntimos; null when it is not an amount. Read as a person
 * writes it in Costa Rica or as the app shows it: '₡1 234 567,89', '1.234.567,89', '1,234,567.89',
 * '-1234.5', '(1.000,00)' for a negative. With both separators the last one is the decimal point; with
 * one kind only, it is the decimal point when it appears once with one or two digits after it, else it
 * groups thousands. More than two decimals are refused, never rounded silently.
 */
export function leerMonto(texto: string): number | null {
  let t = texto.replace(/[\s\u00a0\u202f₡¢$]|CRC/g, '');
  let negativo = false;
  if (/^\(.*\)$/.test(t)) {
    negativo = true;
    t = t.slice(1, -1);
  }
  if (t.startsWith('-')) {
    negativo = !negativo;
    t = t.slice(1);
  }
  if (!/^[\d.,]+$/.test(t) || !/\d/.test(t)) return null;
  const ultimoPunto = t.lastIndexOf('.');
  const ultimaComa = t.lastIndexOf(',');
  let decimal: '.' | ',' | null = null;
  if (ultimoPunto >= 0 && ultimaComa >= 0) decimal = ultimoPunto > ultimaComa ? '.' : ',';
  else {
    const sep = ultimoPunto >= 0 ? '.' : ultimaComa >= 0 ? ',' : null;
    if (sep && t.split(sep).length === 2 && /^\d{1,2}$/.test(t.slice(t.lastIndexOf(sep) + 1))) decimal = sep;
  }
  const [entero = '', fraccion = ''] = decimal
    ? [t.slice(0, t.lastIndexOf(decimal)), t.slice(t.lastIndexOf(decimal) + 1)]
    : [t];
  const miles = decimal === '.' ? ',' : decimal === ',' ? '.' : /[.,]/.exec(entero)?.[0];
  const grupos = miles ? entero.split(miles) : [entero];
  // Thousands groups are three digits after a first of 1–3 not starting with 0: '1.23.4' and '0.125'
  // (a price, not ₡125) are not amounts.
  const agrupado = /^[1-9]\d{0,2}$/.test(grupos[0]!) && grupos.slice(1).every((g) => /^\d{3}$/.test(g));
  if (grupos.length > 1 && !agrupado) return null;
  const digitos = grupos.join('') || (fraccion ? '0' : '');
  if (!/^\d+$/.test(digitos) || !/^\d{0,2}$/.test(fraccion)) return null;
  const centimos = Number(digitos) * 100 + Number(fraccion.padEnd(2, '0'));
  if (!Number.isSafeInteger(centimos)) return null;
  return negativo ? 0 - centimos : centimos;
}
