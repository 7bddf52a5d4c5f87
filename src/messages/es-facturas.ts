/**
 * Invoices: the list, the form with its check before sending, the history and the income summary
 * (src/features/facturas).
 * Part of the catalogue of user-visible texts (es.ts, decision D34): a screen imports its feature's
 * module as a namespace named `es` and reads `es.<part>.<text>`.
 * It carries the shell's texts (es-shell.ts) and the shared parts the feature shows.
 */
export * from './es-shell';
export { exoneracion } from './es-exoneracion';
export { seguimiento } from './es-seguimiento';

/** Invoices: list, form and Hacienda actions (seed 2 §2, §5, §8; decisions F*). */
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
  // Send (seed 2 §8 'Tax-authority actions')
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
  /** The same, naming the first of Hacienda's reasons (issue 18). */
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

export const revisionHacienda = {
  titulo: 'Antes de enviar a Hacienda',
  sinProblemas: 'Hacienda no tendría nada que rechazar en esta factura.',
  nombreReceptor: 'Nombre del cliente: Hacienda pide de 3 a 100 caracteres. Corrija el nombre del cliente.',
  identificacionFalta: 'Identificación del cliente: falta el número. Agréguelo en los datos del cliente.',
  identificacionFormato: (tipo: string) =>
    `Identificación del cliente: una ${tipo} lleva solo números, sin cero al inicio ni guiones. Corrija el número del cliente.`,
  identificacionLongitud: (tipo: string, esperado: string, tiene: number) =>
    `Identificación del cliente: una ${tipo} tiene ${esperado} dígitos y esta tiene ${tiene}. Corrija el número o el tipo de identificación del cliente.`,
  identificacionExtranjero:
    'Identificación del cliente: la de un extranjero lleva hasta 20 letras o números, sin espacios ni guiones. Corrija el número del cliente.',
  correo: (correo: string) =>
    `Correo del cliente: '${correo}' no es una dirección que Hacienda acepte. Corrija el correo del cliente.`,
  correoFalta: 'Correo del cliente: falta. Agregue el correo al que Hacienda enviará el comprobante.',
  actividad: 'Código de actividad del cliente: elija uno de sus códigos (seis dígitos).',
  actividadFormato: (codigo: string) =>
    `Código de actividad del cliente: '${codigo}' no tiene seis dígitos. Elija uno de los códigos del cliente.`,
  moneda: 'Moneda: elija la moneda de la factura.',
  tipoCambioColones: (tipoCambio: string) =>
    `Tipo de cambio: en colones debe ser exactamente 1, y la moneda tiene ${tipoCambio}. Corrija el tipo de cambio de los colones.`,
  tipoCambioPositivo: (moneda: string) =>
    `Tipo de cambio: ${moneda} necesita su tipo de cambio de venta, mayor que 0. Actualice el tipo de cambio.`,
  sinLineas: 'Detalle: la factura no tiene líneas. Agregue al menos una.',
  montoDistinto: (nombre: string, guardado: string, formula: string) =>
    `${nombre}: está guardado como ${guardado} y la fórmula de Hacienda da ${formula} (5 decimales). Abra la factura y guárdela para recalcularla.`,
  montos: {
    subTotal: (n: number) => `Línea ${n}, Sub Total`,
    iva: (n: number) => `Línea ${n}, IVA`,
    totalLinea: (n: number) => `Línea ${n}, Total`,
    subtotal: 'Sub Total de la factura',
    impuesto: 'IVA de la factura',
    total: 'Total de la factura',
  },
  cabysFalta: (n: number) => `Línea ${n}: elija el servicio CABYS.`,
  cabysFormato: (n: number, codigo: string) =>
    `Línea ${n}: el código CABYS '${codigo}' no tiene 13 dígitos. Elija otro servicio o corrija su código.`,
  cabysCatalogo: (n: number, codigo: string) =>
    `Línea ${n}: el código CABYS ${codigo} no está en el catálogo de Hacienda. Elija otro servicio o corrija su código.`,
  detalle: (n: number) => `Línea ${n}: el detalle lleva de 3 a 200 caracteres. Corrija el detalle.`,
  cantidad: (n: number) =>
    `Línea ${n}: la cantidad debe ser mayor que 0, con hasta 13 enteros y 3 decimales. Corrija la cantidad.`,
  unidad: (n: number, unidad: string) =>
    unidad
      ? `Línea ${n}: la unidad de medida '${unidad}' no está en la lista de Hacienda. Elija otra unidad.`
      : `Línea ${n}: elija la unidad de medida.`,
  exoneracionFalta:
    'Exoneración: el cliente está exonerado pero no tiene documento de exoneración. Agréguelo en los datos del cliente.',
  tipos: { FISICA: 'cédula física', JURIDICA: 'cédula jurídica', DIMEX: 'DIMEX', NITE: 'NITE' },
} as const;

/** The invoice form (seed 2 §2 'Invoice create/edit', §5, §8 'Invoice editing'). */
export const facturaForm = {
  tituloNueva: 'Facturación',
  tituloEditar: (numero: number | string) => `Editando factura: ${numero}`,
  seccion: {
    facturacion: 'Datos de Facturación',
    cliente: 'Datos del Cliente',
    detalle: 'Detalle de la Factura',
    resumen: 'Resumen de la Factura',
  },
  guardar: 'Guardar Factura',
  cancelar: 'Cancelar',
  regresar: 'Regresar',
  campo: {
    cliente: 'Cliente',
    clienteNuevo: 'Cliente Nuevo',
    nombre: 'Nombre',
    telefono: 'Teléfono',
    cedulaJuridica: 'Cédula',
    contacto: 'Contacto',
    correoCliente: 'Correo',
    direccion: 'Dirección',
    codigoActividad: 'Código de Actividad',
    tipoActividadEconomica: 'Tipo de Actividad Económica',
    moneda: 'Moneda',
    tipoCambioMonto: 'Tipo de Cambio',
    credito: 'Crédito',
    diasCredito: 'Días de Crédito',
    fechaFacturacion: 'Fecha de Emisión',
    fechaVencimiento: 'Fecha de Vencimiento',
    estadoPago: 'Estado Pago',
    observaciones: 'Observaciones',
  },
  linea: {
    agregar: 'Agregar Detalle',
    detalle: 'Detalle',
    servicio: 'Servicio Cabys',
    cantidad: 'Cantidad',
    medida: 'Medida',
    monto: 'Monto',
    moneda: 'Moneda',
    tarifaIva: 'Tarifa IVA',
    impuesto: 'IVA',
    total: 'Total',
    acciones: 'Acciones',
    listo: 'Listo',
    cancelar: 'Cancelar',
    editar: 'Editar',
    borrar: 'Borrar',
    listoLinea: (n: number) => `Listo, detalle ${n}`,
    cancelarLinea: (n: number) => `Cancelar, detalle ${n}`,
    editarLinea: (n: number) => `Editar detalle ${n}`,
    borrarLinea: (n: number) => `Borrar detalle ${n}`,
    borrarConfirmar: (detalle: string) =>
      detalle ? `¿Borrar el detalle '${detalle}'?` : '¿Borrar este detalle?',
    abierta: 'Debe finalizar la edicion del detalle que tiene abierto. Presione Listo o Cancelar.',
    sinLineas: 'La factura no tiene detalles. Use Agregar Detalle.',
    /** Names a line in its buttons' accessible names ('Editar detalle 2'). */
    fila: (n: number) => `detalle ${n}`,
    subtotal: 'Sub Total',
    tabla: 'Detalles de la factura',
    servicioBuscar: 'Código o descripción',
    sinServicios: 'Ningún servicio coincide',
  },
  resumen: {
    subtotal: 'Sub Total',
    impuestoVentas: 'IVA',
    exonerado: 'Exonerado',
    total: 'Total',
    montoAnticipado: 'Monto Anticipado',
    saldoPendiente: 'Saldo Pendiente',
  },
  v: {
    // Line save (seed 2 §5)
    detalleMin: 'El detalle debe tener al menos 3 caracteres',
    detalleMax: 'El detalle debe tener un máximo de 160 caracteres',
    servicioLinea: 'El Servicio Cabys debe ser seleccionado antes de ser guardada la factura',
    cantidad: 'Cantidad debe ser un valor numérico válido',
    monto: 'El monto debe ser un valor numérico válido',
    // Invoice save, in this order (seed 2 §5)
    noLista: 'La factura no esta lista para ser guardada. ',
    clienteNuevo: 'El cliente nuevo, requiere que se agregue todos los campos',
    codigoActividad: 'Debe seleccionar un Código de Actividad para el cliente antes de guardar la factura.',
    sinDetalles: 'La factura debe tener al menos un detalle',
    detallesMin:
      'Los detalles de la factura deben tener al menos 3 caracteres antes de ser guardada la factura',
    detallesServicio:
      'Los detalles de la factura deben tener asignado un Servicio Cabys antes de ser guardada la factura',
    // Fields
    fechaFacturacion: 'La fecha de emisión es requerida',
    fechaVencimiento: 'La fecha de vencimiento es requerida',
    fechaInvalida: 'Ingrese una fecha válida (dd/mm/aaaa)',
    observacionesMax: 'Debe ingresar un máximo de 127 caracteres',
    telefonoMax: 'Debe ingresar un máximo de 64 caracteres',
    clienteRequerido: 'Seleccione el cliente',
    monedaRequerida: 'Seleccione la moneda',
    tipoActividadRequerido: 'Seleccione el tipo de actividad económica',
    correoInvalido: 'Debe ingresar un correo válido',
    montoAnticipado: 'El monto anticipado debe ser un valor numérico válido',
    diasCredito: 'Los días de crédito deben ser un número entero',
    diasCreditoMin: 'Los días de crédito deben ser al menos 1',
    telefonoMin: 'Debe ingresar al menos 8 caracteres',
    cedula:
      'La cédula debe tener de 9 a 12 dígitos, sin guiones ni espacios (física 9, jurídica 10, DIMEX 11 o 12)',
    anticipoMayor: 'El monto anticipado no puede ser mayor que el total',
  },
  totalesNoCoinciden: (campo: string) =>
    `Los totales de la factura no coinciden con sus detalles (${campo}). Revise los montos e intente de nuevo.`,
  // Flashes (seed 2 §8 'Invoice editing')
  recordatorioGastos: 'No olvidar facturar Gastos por: ',
  gastos: { aforoFisico: 'Aforo', permisos: 'Permisos', previoExamen: 'Examen Previo' },
  errorGuardar: 'Se produjo un error cuando se estaba intentando agregar una nueva factura ',
  errorEnviar: 'Se produjo un error cuando se estaba enviando la factura ',
  errorTarifa: (correo: string, telefono: string) =>
    `Se excedió el tope de tarifas permitido para facturar. Comuníquese con soporte: ${correo}, ${telefono}`,
  sinActividades: 'NO PUEDE CREAR FACTURAS SIN ACTIVIDADES ECONOMICAS...',
  sinCabys: (editando: boolean) => `NO PUEDE ${editando ? 'EDITAR' : 'CREAR'} FACTURAS SIN CABYS...`,
  sinClientes: 'No existen clientes. Debe primer agregar antes de usar esta opcion',
  sinCodigosActividad: 'El cliente no tiene códigos de actividad asignados',
  creada: (numero: number | string) => `Se creó una nueva factura. El número de factura es: ${numero}`,
  cambiada: (numero: number | string) => `Se cambió la factura ${numero}`,
  formulario: 'Formulario de factura',
  ayuda: {
    tipoCambioMonto: 'Colones por unidad (venta)',
    observaciones: (n: number, max: number) => `${n}/${max}`,
    fechaVencimiento: 'Emisión + días de crédito',
    anticipoContado: 'De contado el anticipo es el total',
    cargandoCodigos: 'Cargando los códigos del cliente…',
    elegirCliente: 'Elija primero el cliente',
    codigoNuevo: 'Busque el código de actividad del cliente (mínimo 3 caracteres)',
    clienteRecibo: (recibo: number | string) => `El cliente del recibo ${recibo}`,
  },
  recibo: (recibo: number | string) => `Recibo ${recibo}`,
  noEditable: (numero: number | string, estado: string) =>
    `La factura ${numero} no se puede editar (${estado}). Solo se editan las facturas Ingresadas que Hacienda no ha aceptado ni tiene en proceso.`,
} as const;

/** Submission history (seed 2 §2 'Invoice submission history'). */
export const historialFactura = {
  /** One of Hacienda's reasons: its code, its message and where in the XML (when Hacienda says). */
  motivo: (codigo: string, mensaje: string, fila: number | null, columna: number | null) =>
    `${codigo} · ${mensaje}${fila ? ` (fila ${fila}${columna ? `, columna ${columna}` : ''})` : ''}`,
  titulo: (id: number | string) => `Historial envío de factura: ${id}`,
  col: {
    factura: 'Factura',
    clave: 'Clave',
    consecutivo: 'Consecutivo',
    estado: 'Estado',
    detalle: 'Detalle',
    acciones: 'Acciones',
  },
  regresar: 'Regresar',
  comprobar: 'Comprobar',
  comprobarEnvio: (consecutivo: string) => `Comprobar estado del envío ${consecutivo}`,
  estadoEs: (msg: string) => `El estado de la factura es ${msg}`,
  comprobarError:
    'Se produjo un error cuando se estaba intentando comprobar el estado del comprobante electronico ',
  sinEnvios: 'La factura no tiene envíos a Hacienda',
} as const;

/** Income summary (seed 2 §2 'Income summary'). */
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
