/**
 * The Panel (src/features/dashboard).
 * Part of the catalogue of user-visible texts (es.ts, decision D34): a screen imports its feature's
 * module as a namespace named `es` and reads `es.<part>.<text>`.
 * It carries the shell's texts (es-shell.ts) and the shared parts the feature shows.
 */
import { formatCount } from '@/lib/text';

export * from './es-shell';

/** The Panel (spec: dashboard; P2–P5). */
export const panel = {
  titulo: 'Panel',
  logo: (empresa: string) => `Logo de ${empresa}`,
  facturas: 'Facturas',
  recibos: 'Recibos',
  tarjeta: {
    facturasPendientes: 'Facturas Pendientes',
    facturasVencidas: 'Facturas Vencidas',
    facturasMes: 'Facturas del Mes',
    facturasHoy: 'Facturas de Hoy',
    recibosPendientes: 'Recibos Pendientes',
    recibosFinalizados: 'Recibos Finalizados',
    recibosConDua: 'Pendientes con DUA',
    recibosHoy: 'Recibos de Hoy',
  },
  /** What each card's link opens (its accessible description). */
  verEn: (lista: string) => `Ver en ${lista}`,
  listadoFacturas: 'Listado Facturas',
  listadoRecibos: 'Listado Recibos',
  consultasRecibos: 'Consultas Recibos',
  meses: ['Ene', 'Feb', 'Mar', 'Abr', 'May', 'Jun', 'Jul', 'Ago', 'Sep', 'Oct', 'Nov', 'Dic'],
  grafico: {
    porMes: (ano: number | string) => `Recibos pendientes por mes (${ano})`,
    porEstadoTica: 'Recibos pendientes por estado TICA',
    porEncargado: 'Recibos pendientes por encargado',
    mes: 'Mes',
    estadoTica: 'Estado TICA',
    encargado: 'Encargado',
    recibos: 'Recibos',
    /** The handler's name shows on the button: the name begins with it (WCAG 2.5.3). */
    verPendientes: (nombre: string) => `${nombre}, ver recibos pendientes`,
  },
  pendientesPorEncargado: 'Pendientes por encargado',
  dialogo: {
    titulo: (nombre: string) => `Recibos pendientes de ${nombre}`,
    encargado: 'Encargado',
    col: {
      recibo: 'Recibo',
      cliente: 'Cliente',
      observaciones: 'Observaciones',
      sinActualizar: 'Sin Actualizar',
      actualizado: 'Actualizado',
    },
    dias: (n: number) => `${formatCount(n)} ${n === 1 ? 'día' : 'días'}`,
    /** The link shows the receipt's number: the name begins with it (WCAG 2.5.3). */
    abrirRecibo: (recibo: number | string) => `${recibo}, abrir el recibo`,
  },
  sinPendientes: 'No hay recibos pendientes',
  exportar: 'Exportar Recibos No Facturados',
  exportado: (archivo: string) => `El archivo fue descargado, el nombre del archivo es: ${archivo}`,
  exportarError: 'Se produjo un error cuando se estaba intentando exportar los recibos no facturados',
} as const;
