import { formatAmount, fromCentimos, productToCentimos } from '@/lib/money';
import * as es from '@/messages/es-cierre-iva';
import { colones } from './colones';
import { textoCentimos } from './rules';
import type { HojaIva, Resultado } from './worksheet';

/*
 * The sentences the screen and the PDF both say of a worksheet, so the file carries what the screen shows.
 */

const t = es.cierreIva.hoja;

/**
 * Why the month is not ready to file, one sentence each, with how many documents hold it back. While
 * the load is not `completo`, an accepted document without its XML is one not read yet, not one
 * that could not be read.
 */
export function motivosNoListo(hoja: HojaIva, completo = true): string[] {
  const ventas = (m: string) => hoja.ventasApartadas.filter((a) => a.motivo === m).length;
  return hoja.noListo.map((m) => {
    if (m === 'pendientes') return t.motivoNoListo.pendientes(ventas('pendiente'));
    if (m === 'sinLeer')
      return (completo ? t.motivoNoListo.sinLeer : t.motivoNoListo.sinLeerAun)(ventas('sinLeer'));
    if (m === 'sinTipoCambio')
      return t.motivoNoListo.sinTipoCambio(
        hoja.comprasApartadas.filter((a) => a.motivo === 'sinTipoCambio').length,
      );
    return t.motivoNoListo.faltaProporcion;
  });
}

/** 'A pagar' or 'Saldo a favor' (nothing to pay reads 'A pagar ¢0.00', as the CSV's row). */
export const tipoResultado = (r: Resultado) => (r.neto < 0 ? t.resultado.saldoAFavor : t.resultado.aPagar);

export const formulaResultado = (r: Resultado) =>
  t.resultado.formula(colones(r.devengado), colones(r.credito), colones(r.neto));

/** The proportion as a percent with two decimals ('87.50'), rounded once. */
export const porcentaje = (conDerecho: number, total: number) =>
  formatAmount(fromCentimos(productToCentimos([textoCentimos(conDerecho), 100], [textoCentimos(total)])));

/** The proration's formula with its figures, when it was applied. */
export function formulaProrrata(r: Resultado): string | null {
  const p = r.prorrata;
  if (p.estado !== 'aplicada') return null;
  return t.prorrata.formula(
    colones(p.creditoPleno),
    colones(p.proporcion.conDerecho),
    colones(p.proporcion.total),
    colones(p.creditoAplicable),
    porcentaje(p.proporcion.conDerecho, p.proporcion.total),
  );
}
