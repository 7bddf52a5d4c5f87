import { queryOptions, useQuery } from '@tanstack/react-query';
import { toIsoDate } from '@/lib/dates';
import {
  buscarCabys,
  consultarCabys,
  consultarContribuyente,
  consultarExoneracion,
  consultarTipoCambio,
  registroActivo,
} from './api';
import { documentoNormal } from './rules';

/*
 * The registry's answers are kept for the day they were asked on (the day is part of the key): a
 * taxpayer, document or code is asked once a day whatever the screens do, and react-query sends one
 * request per key at a time. A failure is not kept: the next look, or 'Reintentar', asks again.
 */

const DIA_MS = 24 * 60 * 60 * 1000;
const hoy = () => toIsoDate(new Date()) ?? '';

export const registroKeys = {
  all: ['registro-hacienda'] as const,
  contribuyente: (id: string) => [...registroKeys.all, 'contribuyente', id, hoy()] as const,
  exoneracion: (documento: string) => [...registroKeys.all, 'exoneracion', documento, hoy()] as const,
  cabys: (codigo: string) => [...registroKeys.all, 'cabys', codigo, hoy()] as const,
  busquedaCabys: (q: string) => [...registroKeys.all, 'busqueda-cabys', q, hoy()] as const,
  tipoCambio: (moneda: 'dolar' | 'euro') => [...registroKeys.all, 'tipo-cambio', moneda, hoy()] as const,
};

const delDia = { staleTime: Infinity, gcTime: DIA_MS, retry: false } as const;

export const registroQueries = {
  contribuyente: (identificacion: string) =>
    queryOptions({
      queryKey: registroKeys.contribuyente(identificacion),
      queryFn: ({ signal }) => consultarContribuyente(identificacion, signal),
      ...delDia,
    }),
  exoneracion: (documento: string) =>
    queryOptions({
      queryKey: registroKeys.exoneracion(documentoNormal(documento)),
      queryFn: ({ signal }) => consultarExoneracion(documentoNormal(documento), signal),
      ...delDia,
    }),
  cabys: (codigo: string) =>
    queryOptions({
      queryKey: registroKeys.cabys(codigo),
      queryFn: ({ signal }) => consultarCabys(codigo, signal),
      ...delDia,
    }),
  busquedaCabys: (q: string, top = 20) =>
    queryOptions({
      queryKey: registroKeys.busquedaCabys(q),
      queryFn: ({ signal }) => buscarCabys(q, top, signal),
      ...delDia,
    }),
  tipoCambio: (moneda: 'dolar' | 'euro') =>
    queryOptions({
      queryKey: registroKeys.tipoCambio(moneda),
      queryFn: ({ signal }) => consultarTipoCambio(moneda, signal),
      ...delDia,
    }),
};

/** The taxpayer for a complete, valid identification (null = none: nothing is asked). */
export const useContribuyente = (identificacion: string | null) =>
  useQuery({
    ...registroQueries.contribuyente(identificacion ?? ''),
    enabled: registroActivo() && !!identificacion,
  });

/** An exoneration document (null = none typed: nothing is asked). */
export const useExoneracionRegistro = (documento: string | null) =>
  useQuery({
    ...registroQueries.exoneracion(documento ?? ''),
    enabled: registroActivo() && !!documento?.trim(),
  });

/** A 13-digit CABYS code's description and rate (null = none: nothing is asked). */
export const useCabysRegistro = (codigo: string | null) =>
  useQuery({
    ...registroQueries.cabys(codigo ?? ''),
    enabled: registroActivo() && !!codigo && /^\d{13}$/.test(codigo),
  });

/** Hacienda's CABYS codes matching a text of at least 3 letters (null = nothing asked). */
export const useBuscarCabys = (q: string | null) =>
  useQuery({
    ...registroQueries.busquedaCabys((q ?? '').trim()),
    enabled: registroActivo() && (q ?? '').trim().length >= 3,
  });

/** The day's rate; `enabled` false until the clerk asks for it. */
export const useTipoCambioRegistro = (moneda: 'dolar' | 'euro' | null, enabled = true) =>
  useQuery({
    ...registroQueries.tipoCambio(moneda ?? 'dolar'),
    enabled: registroActivo() && !!moneda && enabled,
  });
