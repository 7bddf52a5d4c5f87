/**
 * The invoice form and its rules (src/features/facturas): the form's fields, messages and totals.
 * Part of the catalogue of user-visible texts (es.ts, decision D34): a screen imports its feature's
 * module as a namespace named `es` and reads `es.<part>.<text>`.
 * It carries the shell's texts (es-shell.ts) and the exoneration's.
 */
export * from './es-shell';
export { exoneracion } from './es-exoneracion';

/** The invoice form's fields, rules and failures (spec: invoice create/edit). */
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
  /** Beside the currency: the invoice's rate against Hacienda's of the day. */
  tipoCambioHacienda: {
    distinto: (factura: string, hacienda: string, fecha: string) =>
      `El tipo de cambio de la factura (${factura}) no es el de Hacienda para hoy: ${hacienda} (venta, ${fecha}). Actualícelo en Tipos de Cambio si corresponde.`,
  },
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
    // Line save: the spec's checks of a line
    detalleMin: 'El detalle debe tener al menos 3 caracteres',
    detalleMax: 'El detalle debe tener un máximo de 160 caracteres',
    servicioLinea: 'El Servicio Cabys debe ser seleccionado antes de ser guardada la factura',
    cantidad: 'Cantidad debe ser un valor numérico válido',
    monto: 'El monto debe ser un valor numérico válido',
    // Invoice save, in the order the spec checks them
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
  // Flashes (the spec's invoice-editing errors)
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
