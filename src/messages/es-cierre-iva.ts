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

/** The page around the worksheet: the month, the load and its progress, the supplier files (iva-carga). */
export const cierreIvaCarga = {
  subtitulo:
    'El IVA del mes según los comprobantes que Hacienda aceptó, para revisar el borrador prellenado de TRIBU-CR (D-150).',
  mes: 'Mes',
  /** A month 'YYYY-MM' as the picker names it: 'octubre de 2026'. */
  nombreMes: (mes: string) => {
    const nombres = [
      'enero',
      'febrero',
      'marzo',
      'abril',
      'mayo',
      'junio',
      'julio',
      'agosto',
      'setiembre',
      'octubre',
      'noviembre',
      'diciembre',
    ];
    return `${nombres[Number(mes.slice(5, 7)) - 1] ?? mes} de ${mes.slice(0, 4)}`;
  },
  progreso: 'Progreso de la carga',
  leyendoListas: 'Leyendo las listas del mes…',
  documentos: (hechos: number, total: number) => `${hechos} de ${total} documentos`,
  cancelar: 'Cancelar',
  reanudar: 'Reanudar',
  cancelada: 'Carga detenida: las cifras son parciales. Lo leído se guardó y no se vuelve a pedir.',
  completa: 'Todos los documentos del mes están leídos.',
  errorTitulo: 'No se pudieron leer todos los documentos del mes',
  reintentar: 'Reintentar',
  archivos: {
    titulo: 'Archivos XML de proveedores',
    texto:
      'Arrastre aquí los XML de los comprobantes recibidos del mes (o elíjalos): dan el desglose por tarifa y el tipo de cambio que el listado no trae, y los no respondidos se listan como crédito en riesgo.',
    soltar: 'Suelte los archivos para agregarlos al mes',
    elegir: 'Elegir archivos XML',
    agregados: (n: number) =>
      n === 1 ? 'Se agregó 1 archivo del mes.' : `Se agregaron ${n} archivos del mes.`,
    cuantos: (n: number) =>
      n === 1 ? '1 archivo de proveedor en el mes' : `${n} archivos de proveedor en el mes`,
    rechazados: 'Archivos no agregados',
    noLeido: {
      noEsXml: 'no es un XML bien formado',
      noEsComprobante: 'no es un comprobante electrónico (factura, nota, tiquete)',
      sinClave: 'el comprobante no trae su clave',
    },
    otroMes: (dia: string) => `es del ${dia}, de otro mes`,
    rechazo: (nombre: string, motivo: string) => `${nombre}: ${motivo}`,
    demo: 'Agregar los XML de proveedores de la demostración',
  },
} as const;
