/**
 * The income summary, Resumen Ingresos (src/features/facturas).
 * Part of the catalogue of user-visible texts (es.ts, decision D34): a screen imports its feature's
 * module as a namespace named `es` and reads `es.<part>.<text>`.
 * It carries the shell's texts (es-shell.ts).
 */
export * from './es-shell';

/** The income summary (spec: Resumen Ingresos). */
export const resumenIngresos = {
  titulo: 'Resumen Ingresos',
  fechaInicio: 'Fecha Inicio',
  fechaFinal: 'Fecha Final',
  factura: 'Factura',
  facturaAyuda: 'Número de factura (opcional)',
  facturaNumerica: 'El número de factura debe ser numérico',
  filtrar: 'Filtrar',
  exportar: 'Exportar Excel',
  col: {
    factura: 'Factura',
    fechaFacturacion: 'Fecha Facturacion',
    cliente: 'Cliente',
    cedula: 'Cédula',
    subTotal: 'Sub Total',
    impuestos: 'Impuestos',
    total: 'Total',
    hacienda: 'Hacienda',
  },
  exportado: (archivo: string) => `El archivo fue descargado, el nombre del archivo es: ${archivo}`,
  exportarError: 'Se produjo un error cuando se estaba intentando exportar las facturas',
} as const;
