import type { QueryClient } from '@tanstack/react-query';
import { currentUserQuery } from '@/auth/api';
import { confirmacionApi, type ConfirmRechazo } from '@/features/confirmacion/contract';
import { facturasApi, type Envio, type FacturaRow } from '@/features/facturas/contract';
import { callApi } from '@/lib/call-api';
import { errorMessage } from '@/lib/errors';
import { addMonths, costaRicaDate, lastDayOfMonth, toQueryDate } from '@/lib/dates';
import { http } from '@/lib/http';
import * as es from '@/messages/es-cierre-iva';
import type { CuentaIva } from './archivo-del-mes';

/*
 * Every call Cierre de IVA makes, all of them API.md's and declared by the invoices' and the received
 * documents' contracts (the one declaration of each endpoint): the month's invoices in every state, the
 * annulled ones of the twelve months before (their credit notes may be dated in the month), an
 * invoice's XML as text, its submission history, and the month's answered supplier documents.
 * The loader (loader.ts) gets them injected, so its tests need no network.
 */

/** A month's or a span's dates as the lists take them: D-M-YYYY, no padding. */
export type Rango = { fechaInicio: string; fechaFinal: string };

/**
 * The rows one call of `GET /api/factura/get` brings: half the server's limit of 1000, so that a page's
 * arrival (its text decoded in one task) stays short; the pages after the first are asked together,
 * so a month takes no longer.
 */
export const PAGINA_FACTURAS = 500;

/** How many months before the month an invoice annulled now may have been issued. */
export const MESES_ANULADAS = 12;

export type PaginaFacturas = { filas: FacturaRow[]; total: number; paginas: number };

/** The calls the month's load makes (injected in tests). */
export type LlamadasCierre = {
  /** A page of the invoices of `rango` in `estado` ('TODOS' or 'Anulada'), sent or not. */
  facturas: (
    rango: Rango,
    estado: 'TODOS' | 'Anulada',
    pagina: number,
    signal: AbortSignal,
  ) => Promise<PaginaFacturas>;
  /** The invoice's XML as Hacienda accepted it, as text. */
  xml: (facturaId: number, signal: AbortSignal) => Promise<string>;
  /** The invoice's submission history (its own sends and its credit note's). */
  respuestas: (facturaId: number, signal: AbortSignal) => Promise<Envio[]>;
  /** The answered supplier documents issued in `rango` (the API does not page it). */
  recibidos: (rango: Rango, signal: AbortSignal) => Promise<ConfirmRechazo[]>;
};

const fechaQuery = (dia: string) => toQueryDate(costaRicaDate(dia));

/** The dates of the months `desde` to `hasta` ('YYYY-MM'), both whole. */
export function rangoMeses(desde: string, hasta: string): Rango {
  return {
    fechaInicio: fechaQuery(`${desde}-01`),
    fechaFinal: fechaQuery(lastDayOfMonth(hasta)),
  };
}

export const rangoMes = (mes: string) => rangoMeses(mes, mes);

/** The twelve months before `mes`, whose annulled invoices may have a credit note dated in it. */
export const rangoAnuladas = (mes: string) => rangoMeses(addMonths(mes, -MESES_ANULADAS), addMonths(mes, -1));

export const llamadasCierre: LlamadasCierre = {
  facturas: async (rango, estado, pagina, signal) => {
    const page = await callApi(
      facturasApi.lista,
      {
        query: {
          ...rango,
          clienteId: 0,
          estado,
          estadoPago: 'TODOS',
          enviadas: -1,
          pageNumber: pagina,
          pageSize: PAGINA_FACTURAS,
          cargados: true,
        },
      },
      { signal },
    );
    return { filas: page.facturas, total: page.total, paginas: page.pagesTotal };
  },
  xml: async (facturaId, signal) => {
    // Bytes, not text: the answer is XML, and http refuses a non-JSON answer unless it is binary.
    const { data } = await http.request<ArrayBuffer>({
      url: '/api/factura/download-xml',
      params: { id: facturaId },
      responseType: 'arraybuffer',
      signal,
    });
    return new TextDecoder('utf-8').decode(data);
  },
  respuestas: async (id, signal) =>
    (await callApi(facturasApi.respuestas, { query: { id } }, { signal })).envios,
  recibidos: async (rango, signal) =>
    (await callApi(confirmacionApi.lista, { query: { filter: '', ...rango } }, { signal })).confirmRechazos,
};

/**
 * The account whose IVA this is (the signed-in user's empresa, with its cédula from `GET
 * /api/empresa/data`), read once and kept: a supplier file addressed to anybody else is refused. A
 * user without an account, or an account that cannot be read, is an error with its Spanish reason.
 */
export async function leerCuentaIva(queryClient: QueryClient): Promise<CuentaIva> {
  const usuario = await queryClient.fetchQuery(currentUserQuery);
  const empresa = usuario.empresa;
  if (!empresa) throw new Error(es.cierreIvaCarga.archivos.sinEmpresa);
  try {
    return await queryClient.fetchQuery({
      queryKey: ['cierre-iva', 'cuenta', empresa.id],
      queryFn: async ({ signal }): Promise<CuentaIva> => {
        const r = await callApi(confirmacionApi.cuenta, { query: { id: empresa.id } }, { signal });
        return { nombre: r.empresa.nombre, cedula: r.empresa.cedula };
      },
      staleTime: 5 * 60_000,
    });
  } catch (e) {
    throw new Error(es.cierreIvaCarga.archivos.sinCuenta(errorMessage(e)), { cause: e });
  }
}
