import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { cards } from '@/components/notices/cards';
import type { NoticeLine } from '@/components/notices/notices-store';
import { errorStatus } from '@/lib/errors';
import { paths } from '@/lib/paths';
import { tokenStore } from '@/lib/token-store';
import * as es from '@/messages/es-facturas';
import { aplicarConsulta, consultarHacienda, primerMotivo } from '../api';
import type { FacturaRow } from '../contract';
import { consultaDe } from './schedule';
import { CLAVE_APAGADO, readMemory, recordarNcResuelta } from './memory';
import { createWatcher, type WatcherState, type Veredicto, type Watcher } from './watcher';

const t = es.seguimiento;

const usuario = () => tokenStore.claims()?.user_name ?? '';

function sesion(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** One notice for the verdicts that arrived together, each line linking to its Historial. */
export function avisoDeVeredictos(veredictos: readonly Veredicto[]) {
  const lines: NoticeLine[] = veredictos.map((v) => ({
    text: v.aceptada
      ? t.aceptada(v.facturaId, v.tipo === 'nc')
      : t.rechazada(v.facturaId, v.motivo, v.tipo === 'nc'),
    link: {
      to: paths.historialFactura(v.facturaId),
      text: t.verHistorial,
      name: t.verHistorialDe(v.facturaId),
    },
  }));
  return {
    kind: veredictos.every((v) => v.aceptada) ? ('success' as const) : ('danger' as const),
    title: t.titulo(veredictos.length),
    lines,
  };
}

let actual: { token: string; queryClient: QueryClient; vigilante: Watcher; quitar: () => void } | null = null;

function cerrarActual() {
  actual?.quitar();
  actual?.vigilante.cerrar();
  actual = null;
}

/** The session's watch: one per sign-in, closed when the session ends. */
function vigilanteDeSesion(queryClient: QueryClient): Watcher | null {
  const token = tokenStore.validToken();
  if (!token) {
    cerrarActual();
    return null;
  }
  if (actual?.token === token && actual.queryClient === queryClient) return actual.vigilante;
  cerrarActual();
  const quien = usuario();
  const vigilante = createWatcher(
    {
      consultar: consultarHacienda,
      aplicar: (tipo, id, r) => aplicarConsulta(queryClient, tipo, id, r, r.result === 1 || r.result === 3),
      motivo: (id) => primerMotivo(queryClient, id),
      avisar: (v) => cards.post(avisoDeVeredictos(v)),
      noAutorizado: (error) => errorStatus(error) === 401,
      resuelta: (id, tipo) => {
        if (tipo === 'nc') recordarNcResuelta(quien, id);
      },
      visible: () => document.visibilityState !== 'hidden',
    },
    sesion()?.getItem(CLAVE_APAGADO) !== 'si',
  );
  const alCambiarVisibilidad = () => vigilante.revisar();
  document.addEventListener('visibilitychange', alCambiarVisibilidad);
  // Not a token-store subscriber: its storage listener would run before the identity watch's
  // (vigilarIdentidad must see another tab's sign-in first, D28). A session's end closes the screens
  // that observe rows; the next session's first screen closes this watch.
  actual = {
    token,
    queryClient,
    vigilante,
    quitar: () => document.removeEventListener('visibilitychange', alCambiarVisibilidad),
  };
  return vigilante;
}

export function useWatcher(): Watcher | null {
  const queryClient = useQueryClient();
  const token = useSyncExternalStore(tokenStore.subscribe, () => tokenStore.validToken());
  // eslint-disable-next-line react-hooks/exhaustive-deps -- one watch per session (token)
  return useMemo(() => vigilanteDeSesion(queryClient), [queryClient, token]);
}

const APAGADO: WatcherState = {
  activo: false,
  detenido: false,
  vigiladas: 0,
  consultando: [],
  proxima: null,
};
const nada = () => () => {};

export function useWatcherState(vigilante: Watcher | null): WatcherState {
  return useSyncExternalStore(vigilante?.suscribir ?? nada, vigilante?.estado ?? (() => APAGADO));
}

/** Turns the automatic checks on or off for the rest of the session. */
export function activarConsultas(vigilante: Watcher, si: boolean) {
  if (si) sesion()?.removeItem(CLAVE_APAGADO);
  else sesion()?.setItem(CLAVE_APAGADO, 'si');
  vigilante.activar(si);
}

/** The rows a screen shows that wait for Hacienda are watched while it shows them. */
export function useWatchFacturas(vigilante: Watcher | null, filas: readonly FacturaRow[] | undefined) {
  const clave = useMemo(() => {
    const { ncResueltas } = readMemory(usuario());
    return (filas ?? [])
      .map((r) => [r.facturaId, consultaDe(r, ncResueltas.includes(r.facturaId))] as const)
      .filter(([, tipo]) => tipo !== null)
      .map(([id, tipo]) => `${id}:${tipo}`)
      .join(',');
  }, [filas]);
  useObservar(vigilante, clave);
}

function useObservar(vigilante: Watcher | null, clave: string) {
  useEffect(() => {
    if (!vigilante || !clave) return;
    const vigiladas = clave.split(',').map((x) => {
      const [id, tipo] = x.split(':');
      return { facturaId: Number(id), tipo: tipo as 'factura' | 'nc' };
    });
    return vigilante.observar(vigiladas);
  }, [vigilante, clave]);
}
