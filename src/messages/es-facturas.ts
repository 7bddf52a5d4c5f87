/**
 * Invoices: the list, its actions and the watch over Hacienda's answers (src/features/facturas). The
 * form, its check before sending, the history and the income summary have their own modules, so that a
 * screen loads only its texts.
 * Part of the catalogue of user-visible texts (es.ts, decision D34): a screen imports its feature's
 * module as a namespace named `es` and reads `es.<part>.<text>`.
 * It carries the shell's texts (es-shell.ts) and the watch's.
 */
export * from './es-shell';
export { seguimiento } from './es-seguimiento';

/** Invoices: list, form and Hacienda actions (spec: invoice list; decisions F*). */
export const facturas = {
  listado: 'Listado Facturas',
  nueva: 'Nueva Factura',
  filtrar: 'Filtrar',
  filtro: {
    fechaInicio: 'Fecha Inicio',
    fechaFinal: 'Fecha Final',
    estado: 'Estado',
    cliente: 'Cliente',
    estadoPago: 'Estado Pago',
    hacienda: 'Hacienda',
  },
  estados: { Ingresada: 'Ingresada', Finalizada: 'Finalizada', Anulada: 'Anulada', TODOS: 'TODOS' },
  estadosPago: { 'Pendiente Pago': 'Pendiente Pago', Vencida: 'Vencida', Pagada: 'Pagada', TODOS: 'TODOS' },
  haciendaFiltro: { '1': 'Enviadas', '0': 'No Enviadas', '-1': 'TODAS' },
  montoTotal: 'Monto Total',
  col: {
    factura: 'Factura',
    pago: 'Pago',
    subTotal: 'Sub Total',
    iva: 'IVA',
    total: 'Total',
    fecha: 'Fecha',
    cliente: 'Cliente',
    estado: 'Estado',
    hacienda: 'Hacienda',
    acciones: 'Acciones',
  },
  accion: {
    enviar: 'Enviar',
    obtenerRespuesta: 'Obtener Respuesta',
    obtenerRespuestaNc: 'Obtener Respuesta Nota Credito',
    notaCredito: 'Nota Credito',
    verRespuestas: 'Ver Respuestas',
    editar: 'Editar',
    cambiar: 'Cambiar',
    pdf: 'PDF',
    xml: 'XML',
  },
  /**
   * Accessible names of the row actions: the tooltip's own words first (WCAG 2.5.3, a voice user
   * says what the tooltip reads), then the row (decision F38).
   */
  accionFactura: {
    enviar: (id: number | string) => `Enviar factura ${id}`,
    obtenerRespuesta: (id: number | string) => `Obtener Respuesta de la factura ${id}`,
    obtenerRespuestaNc: (id: number | string) => `Obtener Respuesta Nota Credito de la factura ${id}`,
    notaCredito: (id: number | string) => `Nota Credito de la factura ${id}`,
    verRespuestas: (id: number | string) => `Ver Respuestas de la factura ${id}`,
    editar: (id: number | string) => `Editar factura ${id}`,
    cambiar: (id: number | string) => `Cambiar estado de pago de la factura ${id}`,
    pdf: (id: number | string) => `PDF de la factura ${id}`,
    xml: (id: number | string) => `XML de la factura ${id}`,
  },
  /** A blocked Enviar / Obtener Respuesta shows when it can be used again. */
  disponibleEn: (segundos: number) => `disponible en ${segundos} s`,
  bloqueada: (accion: string, segundos: number) => `${accion}: disponible en ${segundos} s`,
  ocupada: 'Procesando…',
  notaCreditoConfirmar: (id: number | string) =>
    `Desea Crear una Nota de Credito para la factura '${id}'.? Esta acción enviara una Nota de Crédito si la factura ya fue enviada a Hacienda`,
  cambiarPagoTitulo: (id: number | string) => `Cambiar estado de pago de la factura ${id}`,
  cambiarPagoConfirmar: (estado: string) => `Desea Cambiar el estado de pago de la factura a '${estado}'.?`,
  pagoCambiado: (estado: string) => `El estado de la factura ahora es ${estado}`,
  pagoError: 'Se produjo un error cuando se estaba intentando cambiar el estado de pago de la factura ',
  // Send (the spec's tax-authority action errors)
  enviandoHacienda: 'Enviando factura a hacienda!',
  revisando: 'Revisando la factura antes de enviarla…',
  noEnviadaTitulo: 'La factura no se envió a Hacienda',
  noEnviada: (n: number) =>
    `Hacienda rechazaría la factura ${n} por lo siguiente. Corríjalo y vuelva a enviarla.`,
  editarFactura: 'Editar factura',
  cerrar: 'Cerrar',
  envioExitoso: 'El proceso de emisión fue exitoso, para mas detalle usar el boton Ver Envios',
  respuestaHaciendaTitulo: 'Respuesta de hacienda.',
  respuestaHaciendaPendiente:
    'Hacienda tiene 3 horas para responder, intente obtener la respuesta dentro de 5 min.',
  errorEnvioTitulo: 'Error de envio',
  envioFallo:
    'Se produjo un error cuando se estaba enviando la factura a hacienda, para mas detalle usar el boton Ver Envios ',
  // Status checks
  consultandoHacienda: 'Obteniendo respuesta de hacienda!',
  comprobado: (msg: string) => `Se comprobo el estado: ${msg}`,
  comprobadoRechazado: (msg: string) => `Se comprobo el estado rechazado: ${msg}`,
  /** The same, naming the first of Hacienda's reasons. */
  comprobadoRechazadoMotivo: (msg: string, motivo: string) =>
    `Se comprobo el estado rechazado: ${msg}. Motivo de Hacienda: ${motivo}`,
  noComprobado: (msg: string) =>
    `Estado no comprobado debe esperar unos minutos para comprobar el estado: ${msg}`,
  consultaFallo:
    'Se produjo un error cuando se estaba obteniendo el mensaje de hacienda, para mas detalle usar el boton Ver Envios ',
  // Credit note
  anulando: 'Se esta enviando la peticion para Anular al emisor de facturas electronicas',
  anulado: 'El proceso de anular ha sido iniciado',
  anularError: (id: number | string) =>
    `Se produjo un error cuando se estaba intentando crear la nota de crédito de la factura ${id}`,
  // Files
  descargada: (archivo: string) => `La factura fue descargada, el nombre del archivo es: ${archivo}`,
  pdfError: (id: number | string) =>
    `Se produjo un error cuando se estaba intentando descargar la factura ${id}`,
  xmlDescargado: (archivo: string) => `El XML fue descargado, el nombre del archivo es: ${archivo}`,
  xmlError: 'Se produjo un error cuando se estaba intentando descargar el xml ',
  // Batch send
  lote: 'Enviar a Hacienda',
  loteAyuda: 'Envía a Hacienda las facturas no enviadas entre Fecha Inicio y Fecha Final',
  loteFechas: 'Debe ingresar la fecha inicio y la fecha final para poder enviar facturas a hacienda',
  loteRevisando: (hechas: number, total: number) => `Revisando las facturas del rango: ${hechas} de ${total}`,
  loteProblemasTitulo: 'Facturas que Hacienda rechazaría',
  loteProblemas: (n: number) =>
    n === 1
      ? 'Una factura sin enviar del rango tiene problemas que Hacienda rechazaría. ¿Enviar el lote de todos modos?'
      : `${n} facturas sin enviar del rango tienen problemas que Hacienda rechazaría. ¿Enviar el lote de todos modos?`,
  loteProblema: (id: number, problema: string) => `Factura ${id}: ${problema}`,
  /** Hacienda's registry: its warnings and the checks it could not make, said as the invoices go. */
  enviadaConAvisos: (id: number, notas: string) => `Factura ${id}, según el registro de Hacienda: ${notas}`,
  /** 'Reintentar' on that notice asks the registry again for the invoice already sent. */
  recomprobando: 'Consultando a Hacienda…',
  recomprobacionFallo: 'No se pudo revisar la factura de nuevo. ',
  recomprobadaSinNotas: (id: number) => `Factura ${id}: el registro de Hacienda ya no señala nada.`,
  recomprobadaProblemas: (id: number, problemas: string) =>
    `Factura ${id} ya se envió, y según el registro de Hacienda la rechazaría: ${problemas}`,
  loteSinComprobar: (notas: string) =>
    `Comprobaciones en el registro de Hacienda que no se pudieron hacer antes del envío: ${notas}`,
  loteEnviarIgual: 'Enviar de todos modos',
  loteEnviando: 'Se esta enviando la peticion al emisor de facturas electronicas',
  loteIniciado: 'El proceso de emisión ha sido iniciado',
  loteError: 'Se produjo un error cuando se estaba intentando enviar las facturas a hacienda ',
  loteConfirmar: (inicio: string, final: string) =>
    `¿Enviar a Hacienda las facturas no enviadas del ${inicio} al ${final}?`,
  /** A block's time left: '9 s', or '4:59 min' from a minute up. */
  tiempo: (segundos: number) =>
    segundos >= 60
      ? `${Math.floor(segundos / 60)}:${String(segundos % 60).padStart(2, '0')} min`
      : `${segundos} s`,
  bloqueadaEn: (accion: string, tiempo: string) => `${accion}: disponible en ${tiempo}`,
  cambiarPagoActual: (estado: string) => `${estado} (actual)`,
} as const;
