/**
 * Cierre de IVA (src/features/cierre-iva).
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
  /** The worksheet's view (components/hoja-iva-view.tsx). */
  hoja: {
    parcial:
      'Cifras parciales: la carga de los documentos del mes no ha terminado. Las exportaciones se habilitan cuando termine.',
    noListo: 'No está listo para declarar',
    motivoNoListo: {
      pendientes: (n: number) =>
        n === 1
          ? 'Hay 1 factura pendiente de respuesta de Hacienda.'
          : `Hay ${n} facturas pendientes de respuesta de Hacienda.`,
      sinLeer: (n: number) =>
        n === 1
          ? 'Hay 1 documento aceptado cuyo XML no se pudo leer.'
          : `Hay ${n} documentos aceptados cuyo XML no se pudo leer.`,
      /** While the load goes on, a document not read may simply not have been asked for yet. */
      sinLeerAun: (n: number) =>
        n === 1
          ? 'Hay 1 documento aceptado cuyo XML aún no se ha leído.'
          : `Hay ${n} documentos aceptados cuyo XML aún no se ha leído.`,
      sinTipoCambio: (n: number) =>
        n === 1
          ? 'Hay 1 comprobante de proveedor en otra moneda sin tipo de cambio (falta su archivo XML).'
          : `Hay ${n} comprobantes de proveedor en otra moneda sin tipo de cambio (falta su archivo XML).`,
      faltaProporcion:
        'El mes tiene ventas sin derecho a crédito: falta la proporción del año para prorratear el crédito.',
    },
    col: {
      linea: 'Línea',
      base: 'Base',
      iva: 'IVA',
      basePrellenada: 'Base prellenada (TRIBU-CR)',
      ivaPrellenado: 'IVA prellenado (TRIBU-CR)',
      clave: 'Clave',
      factura: 'Factura',
      consecutivo: 'Consecutivo',
      fecha: 'Fecha',
      contraparte: 'Contraparte',
      cliente: 'Cliente',
      emisor: 'Emisor',
      moneda: 'Moneda',
      motivo: 'Motivo',
      plazo: 'Plazo para responder',
      impuesto: 'IVA',
    },
    parte: { base: 'Base', impuesto: 'IVA' },
    total: 'Total',
    sinLineas: 'Sin documentos contados en el mes.',
    /** A figure's button: the amount first, then what it opens. */
    verDocumentos: (monto: string, parte: string, linea: string, seccion: string) =>
      `${monto}: ver los documentos de ${parte}, ${linea}, ${seccion}`,
    documentosTitulo: (parte: string, linea: string, seccion: string) =>
      `Documentos: ${parte}, ${linea} (${seccion})`,
    documentosTabla: 'Documentos de la cifra',
    totalDocumentos: (n: number, base: string, impuesto: string) =>
      `Total de ${n === 1 ? '1 documento' : `${n} documentos`}: base ${base}, IVA ${impuesto}`,
    verFactura: (consecutivo: string) => `${consecutivo}: ver el historial de envío de la factura`,
    verRecepcion: (consecutivo: string) => `${consecutivo}: ver en Recepción de comprobantes`,
    prellenado: (parte: string, linea: string, seccion: string) =>
      `${parte} prellenado en TRIBU-CR: ${linea}, ${seccion}`,
    montoInvalido:
      'No es un monto. Escriba la cifra como en TRIBU-CR, por ejemplo 1.234.567,89 o 1,234,567.89 (a lo sumo dos decimales).',
    diferencia: (monto: string) => `Diferencia con TRIBU-CR: ${monto}`,
    sinDiferencia: 'Sin diferencia',
    candidatosTitulo: (parte: string, diferencia: string) =>
      `Documentos que pueden explicar la diferencia de ${parte} (${diferencia})`,
    sinCandidatos: 'Ningún documento del mes explica la diferencia.',
    masCandidatos: (n: number) =>
      n === 1
        ? 'Y 1 documento más: está en los documentos de la cifra.'
        : `Y ${n} documentos más: están en los documentos de la cifra.`,
    motivoCandidato: {
      aceptadoMesSiguiente: 'Fechado en el mes, aceptado por Hacienda en el mes siguiente',
      notaCreditoMesAnterior: 'Nota de crédito de una factura de un mes anterior',
      compraSinResponder: 'Comprobante de proveedor sin responder',
      otraMoneda: 'Documento en otra moneda (tipo de cambio o redondeo)',
    },
    montoDesconocido: 'monto desconocido',
    cierraDiferencia: 'por sí solo cierra la diferencia',
    noCierraDiferencia: 'no la cierra por sí solo',
    resultado: {
      titulo: 'Resultado',
      devengado: 'IVA devengado',
      soportado: 'IVA soportado',
      credito: 'Crédito aplicable',
      aPagar: 'A pagar',
      saldoAFavor: 'Saldo a favor',
      formula: (devengado: string, credito: string, neto: string) =>
        `IVA devengado − crédito aplicable = ${devengado} − ${credito} = ${neto}`,
    },
    prorrata: {
      titulo: 'Prorrata del crédito',
      explicacion: (anio: number) =>
        `El mes tiene ventas sin derecho a crédito: el crédito es el IVA soportado por la proporción de ${anio} (ventas con derecho a crédito entre ventas totales).`,
      conDerecho: (anio: number) => `Ventas con derecho a crédito de ${anio} (colones)`,
      total: (anio: number) => `Ventas totales de ${anio} (colones)`,
      falta: 'Escriba las dos cifras del año para calcular el crédito.',
      mayor: 'Las ventas con derecho a crédito no pueden superar las ventas totales.',
      cero: 'Las ventas totales deben ser mayores que cero.',
      formula: (soportado: string, conDerecho: string, total: string, credito: string, porcentaje: string) =>
        `Crédito = IVA soportado × ventas con derecho a crédito ÷ ventas totales = ${soportado} × ${conDerecho} ÷ ${total} = ${credito} (proporción ${porcentaje} %)`,
    },
    apartadas: {
      ventas: 'Ventas no contadas',
      compras: 'Comprobantes de proveedor no contados',
      motivoVenta: {
        rechazado: 'Rechazada por Hacienda',
        pendiente: 'Pendiente de respuesta de Hacienda',
        noEnviado: 'No enviada a Hacienda',
        sinLeer: 'Aceptada, pero su XML no se pudo leer',
      },
      motivoCompra: {
        rechazada: 'Rechazado por la empresa',
        respuestaRechazada: 'Hacienda rechazó la respuesta de la empresa: debe responderse de nuevo',
        sinTipoCambio: 'En otra moneda sin tipo de cambio: falta su archivo XML',
      },
      factura: (id: number) => `Factura ${id}`,
      /** While the month loads, a list of documents shows its count only. */
      enCarga: (n: number) =>
        n === 1
          ? '1 documento. La lista se muestra al terminar la carga.'
          : `${n} documentos. La lista se muestra al terminar la carga.`,
      /** A loaded month's list, for the frames before its table is drawn. */
      porDibujar: (n: number) => (n === 1 ? '1 documento.' : `${n} documentos.`),
    },
    riesgo: {
      titulo: 'Crédito en riesgo',
      explicacion:
        'Comprobantes de proveedor del mes sin respuesta aceptada por Hacienda: su IVA no es crédito hasta responderlos.',
      hasta: (fecha: string) => `Hasta el ${fecha}`,
      vencido: (fecha: string) => `Venció el ${fecha}`,
      sinPlazo: 'Sin fecha límite conocida',
      responder: 'Responder',
      responderNombre: (consecutivo: string) => `Responder: ${consecutivo} en Recepción de comprobantes`,
    },
    exportar: {
      csv: 'Exportar CSV',
      pdf: 'Exportar PDF',
      csvDocumentos: 'Exportar CSV',
      esperar: 'Las exportaciones esperan a que termine la carga: las cifras aún son parciales.',
      exportado: (archivo: string) => `El archivo fue descargado, el nombre del archivo es: ${archivo}`,
      error: 'No se pudo generar el archivo.',
    },
    pdf: {
      titulo: 'Cierre de IVA',
      mes: (mes: string) => `Mes: ${mes}`,
      empresa: (empresa: string) => `Empresa: ${empresa}`,
      hecho: (fecha: string) => `Hecho el ${fecha}`,
      col: ['Línea', 'Base', 'Base TRIBU-CR', 'Diferencia', 'IVA', 'IVA TRIBU-CR', 'Diferencia'],
    },
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
  progreso: 'Progreso de la carga',
  leyendoListas: 'Leyendo las listas del mes…',
  documentos: (hechos: number, total: number) => `${hechos} de ${total} documentos`,
  comprobando: 'Hoja de la última carga completa; comprobando si el mes cambió…',
  cancelar: 'Cancelar',
  reanudar: 'Reanudar',
  cancelada: 'Carga detenida: las cifras son parciales. Lo leído se guardó y no se vuelve a pedir.',
  completa: 'Todos los documentos del mes están leídos.',
  errorTitulo: 'No se pudieron leer todos los documentos del mes',
  reintentar: 'Reintentar',
  /** Accepted invoices whose XML the server refused (components/rehusados-notice.tsx). */
  rehusados: {
    titulo: (n: number) =>
      n === 1
        ? 'El servidor rehusó el XML de 1 factura aceptada'
        : `El servidor rehusó el XML de ${n} facturas aceptadas`,
    explicacion:
      'No se cuentan y no se vuelven a pedir al abrir el mes. Si el servidor ya los entrega, use «Volver a pedir».',
    detalle: (cliente: string, motivo: string) => (cliente ? ` (${cliente}): ${motivo}` : `: ${motivo}`),
    mas: (n: number) =>
      n === 1
        ? 'Y 1 más: está en «Ventas no contadas» con su motivo.'
        : `Y ${n} más: están en «Ventas no contadas» con su motivo.`,
    volverAPedir: 'Volver a pedir',
  },
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
    otroMes: (dia: string, mes: string) =>
      `es del ${dia}, no de ${mes}: su IVA es de otro mes y no se agregó a este.`,
    sinFecha: 'el comprobante no trae una fecha de emisión legible: no se sabe de qué mes es.',
    otroReceptor: (receptor: string, numero: string, empresa: string, cedula: string) =>
      `está dirigido a ${receptor || 'otro receptor'} (identificación ${numero || 'sin número'}), no a la empresa ${empresa} (identificación ${cedula}): no da crédito a esta cuenta y no se agregó.`,
    sinEmpresa:
      'Su usuario no tiene una empresa: no se puede comprobar a quién están dirigidos los archivos y no se agregó ninguno.',
    sinCuenta: (motivo: string) =>
      `No se pudo leer la identificación de su empresa para comprobar a quién están dirigidos los archivos; no se agregó ninguno. ${motivo}`,
    rechazo: (nombre: string, motivo: string) => `${nombre}: ${motivo}`,
    demo: 'Agregar los XML de proveedores de la demostración',
  },
} as const;
