/**
 * The summaries (src/features/resumenes).
 * Part of the catalogue of user-visible texts (es.ts, decision D34): a screen imports its feature's
 * module as a namespace named `es` and reads `es.<part>.<text>`.
 * It carries the shell's texts (es-shell.ts) and the shared parts the feature shows.
 */
export * from './es-shell';

/** The three admin summaries (spec: summaries; S1–S6). */
export const resumenes = {
  clientes: { titulo: 'Resumen Facturacion / Clientes', grafico: 'Monto por cliente' },
  encargado: { titulo: 'Resumen Recibos Por Encargado', grafico: 'Recibos por encargado' },
  tica: { titulo: 'Resumen Tica Por Encargado', grafico: 'DUAs por encargado' },
  filtro: {
    cliente: 'Cliente',
    tipo: 'Tipo Tramite',
    encargado: 'Encargado',
    regimen: 'Regimen Aduaneros',
  },
  col: {
    cliente: 'Cliente',
    tipoTramite: 'Tipo Trámite',
    tramite: 'Trámite',
    monto: 'Monto',
    cantidad: 'Cantidad',
    encargado: 'Encargado',
    regimen: 'Regimen',
    aduana: 'Aduana',
  },
  filtrar: 'Filtrar',
  montoTotal: 'Monto Total',
  /** The chart's last bar when there are more names than bars. */
  otros: 'Otros',
  /** Under the chart: it covers the whole range, not only the table's page. */
  graficoRango: (inicio: string, fin: string) => `Todo el período del ${inicio} al ${fin}`,
} as const;
