/**
 * Cierre de IVA (src/features/cierre-iva, issue 42).
 * Part of the catalogue of user-visible texts (es.ts, decision D34): a screen imports its feature's
 * module as a namespace named `es` and reads `es.<part>.<text>`.
 * It carries the shell's texts (es-shell.ts).
 */
export * from './es-shell';

export const cierreIva = {
  titulo: 'Cierre de IVA',
  seccion: { ventas: 'Ventas, IVA devengado', compras: 'Compras, IVA soportado' },
  /** A worksheet line by its rate code (Nota 8.1) or kind. */
  linea: {
    '01': 'Tarifa 0 % con derecho a crédito',
    '02': 'Tarifa reducida 1 %',
    '03': 'Tarifa reducida 2 %',
    '04': 'Tarifa reducida 4 %',
    '05': 'Transitorio 0 %',
    '06': 'Transitorio 4 %',
    '07': 'Tarifa transitoria 8 %',
    '08': 'Tarifa general 13 %',
    '09': 'Tarifa reducida 0,5 %',
    '10': 'Exento',
    '11': 'Tarifa 0 % sin derecho a crédito',
    sinCodigo: 'Sin código de tarifa en el documento',
    sinDesglose: 'Sin desglose por tarifa (total del listado)',
    exonerado: 'Exonerado (aparte, no suma)',
  },
  csv: {
    hoja: [
      'Sección',
      'Línea',
      'Base',
      'Base prellenada',
      'Diferencia base',
      'IVA',
      'IVA prellenado',
      'Diferencia IVA',
    ],
    documentos: ['Clave', 'Consecutivo', 'Fecha', 'Contraparte', 'Moneda', 'Tipo de cambio', 'Base', 'IVA'],
    devengado: 'IVA devengado',
    soportado: 'IVA soportado',
    credito: 'Crédito aplicable',
    aPagar: 'A pagar',
    saldoAFavor: 'Saldo a favor',
    resultado: 'Resultado',
  },
} as const;
