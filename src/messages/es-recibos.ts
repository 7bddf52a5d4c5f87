/**
 * Receipts, their query and manual invoicing (src/features/recibos).
 * Part of the catalogue of user-visible texts (es.ts, decision D34): a screen imports its feature's
 * module as a namespace named `es` and reads `es.<part>.<text>`.
 * It carries the shell's texts (es-shell.ts) and the shared parts the feature shows.
 */
import { formatCount } from '@/lib/text';

export * from './es-shell';

export const recibos = {
  listado: 'Listado Recibos',
  nuevo: 'Nuevo Recibo',
  estado: 'Estado',
  estados: { PENDIENTE: 'PENDIENTE', FINALIZADO: 'FINALIZADO', TODOS: 'TODOS' },
  filtro: 'Buscar',
  filtroPlaceholder: 'Buscar (mínimo 3 caracteres)',
  filtroAyuda: 'Recibo, consignatario, BL, cliente o DUA',
  col: {
    recibo: 'Recibo',
    consignatario: 'Consignatario',
    bl: 'BL',
    antiguedad: 'Antigüedad',
    cliente: 'Cliente',
    tipo: 'Tipo',
    estado: 'Estado',
    editar: 'Editar',
    clonar: 'Clonar',
    facturacion: 'Facturación',
    fecha: 'Fecha',
    aduana: 'Aduana',
    dua: 'Dua',
    encargado: 'Encargado',
    correlacion: 'Correlación',
    facturas: 'Facturas',
  },
  dias: (n: number) => (n === 1 ? '1 día' : `${formatCount(n)} días`),
  editarRecibo: (numero: number | string) => `Editar recibo ${numero}`,
  clonarRecibo: (numero: number | string) => `Clonar recibo ${numero}`,
  asignarRecibo: (numero: number | string) => `Asignar factura al recibo ${numero}`,
  asignar: 'Asignar',
  clonar: 'Clonar',
  clonarTitulo: 'Clonar recibo',
  clonarRechazado: 'No se puede clonar un recibo que esta actualmente correlacionado con otro recibo',
  clonarConfirmar: (id: number | string) =>
    `Desea Clonar el recibo '${id}' y crear un recibo exactamente igual pero correlacionado a ${id}?`,
  clonado: (id: number | string, nuevo: number | string) =>
    `Se clono el recibo ${id} y el nuevo recibo tiene el identificador ${nuevo}`,
  clonarError: (id: number | string) =>
    `Se produjo un error cuando se estaba intentando clonar el recibo ${id}`,
  tituloNuevo: 'Nuevo Recibo',
  tituloEditar: (numero: number | string) => `Recibo ${numero}`,
  formulario: 'Datos del recibo',
  seccion: {
    tramite: 'Trámite',
    carga: 'Carga y documentos',
    control: 'Control',
  },
  campo: {
    aduana: 'Aduana',
    tipo: 'Tipo',
    cliente: 'Cliente',
    encargado: 'Encargado',
    consignatario: 'Consignatario',
    proveedor: 'Proveedor',
    bl: 'BL',
    factura: 'Factura',
    dua: 'DUA',
    fechaDua: 'Fecha DUA',
    observaciones: 'Observaciones',
    correlacion: 'Correlación',
    sinCorrelacion: 'Sin correlación',
    correlacionOpcion: (numero: number | string) => `Recibo ${numero}`,
    previoExamen: 'Examen Previo',
    aforoFisico: 'Aforo Físico',
    permisos: 'Permisos',
    pedimentados: 'Pedimentados',
    ticaEstado: 'Estado justificación TICA',
  },
  ayuda: {
    bl: 'Guía, BL o carta de porte',
    factura: 'Número de factura del proveedor',
    dua: 'Opcional',
    correlacion: 'Recibos PENDIENTES del mismo cliente',
    clienteBuscar: 'Escriba para buscar',
    sinClientes: 'Ningún cliente coincide',
  },
  v: {
    consignatario: 'El consignatario es requerido o NA si no aplica',
    proveedor: 'El proveedor es requerido o NA si no aplica',
    bl: 'El BL es requerido',
    factura: 'La factura es requerida',
    observaciones: 'Las observaciones son requeridas o NA si no aplica',
    min2: 'Debe ingresar al menos 2 caracteres',
    max: (n: number) => `Debe ingresar un máximo de ${n} caracteres`,
    aduanaRequerida: 'Seleccione la aduana',
    tipoRequerido: 'Seleccione el tipo de trámite',
    clienteRequerido: 'Seleccione el cliente',
    encargadoRequerido: 'Seleccione el encargado',
    fechaInvalida: 'Ingrese una fecha válida (dd/mm/aaaa)',
  },
  creado: (numero: number | string) => `Un nuevo recibo ha sido agregado: ${numero}`,
  actualizado: (numero: number | string) => `El recibo ${numero} ha sido actualizado`,
  errorGuardar: 'Se produjo un error cuando se estaba intentando agregar un nuevo recibo',
  justificacionCambiada: (id: number | string, estado: string) =>
    `El estado justificación tica del recibo ${id} fue cambiado a ${estado}`,
  justificacionError: (id: number | string) =>
    `Se produjo un error cuando se estaba intentando cambiar el estado justificación tica del recibo ${id}`,
  facturar: 'Facturar',
  detalleFacturacion: 'Detalle de Facturación',
  det: {
    factura: 'Factura',
    encargado: 'Encargado',
    fecha: 'Fecha',
    exportar: 'Exportar',
    acciones: 'Acciones',
    editar: 'Editar',
    liberar: 'Liberar',
    anular: 'Anular Factura',
    anulada: 'ANULADA',
    pdf: 'PDF',
    editarFactura: (id: number | string) => `Editar factura ${id}`,
    liberarFactura: (id: number | string) => `Liberar factura ${id}`,
    anularFactura: (id: number | string) => `Anular Factura ${id}`,
    pdfFactura: (id: number | string) => `PDF de la factura ${id}`,
  },
  liberarConfirmar: (id: number | string) =>
    `¿Liberar la factura ${id} de este recibo? La factura quedará disponible para asignarla a otro recibo.`,
  anularConfirmar: (id: number | string) =>
    `¿Anular la factura ${id}? Se enviará una Nota de Crédito a Hacienda.`,
  liberada: (id: number | string) => `La liberación de la factura ${id} fue realizada`,
  liberarError: (id: number | string) =>
    `Se produjo un error cuando se estaba intentando liberar la factura ${id}`,
  descargada: (archivo: string) => `La factura fue descargada, el nombre del archivo es: ${archivo}`,
  descargarError: (id: number | string) =>
    `Se produjo un error cuando se estaba intentando descargar la factura ${id}`,
  anulando: 'Se esta enviando la peticion para Anular al emisor de facturas electronicas',
  anulado: 'El proceso de anular ha sido iniciado',
  anularError: (id: number | string) =>
    `Se produjo un error cuando se estaba intentando anular la factura ${id}`,
} as const;

export const consultasRecibos = {
  titulo: 'Consultas Recibos',
  fechaInicio: 'Fecha Inicio',
  fechaFinal: 'Fecha Final',
  estado: 'Estado',
  encargados: 'Encargados',
  clientes: 'Clientes',
  filtrar: 'Filtrar',
  exportar: 'Exportar Excel',
  exportado: (archivo: string) => `El archivo fue descargado, el nombre del archivo es: ${archivo}`,
  exportarError: 'Se produjo un error cuando se estaba intentando exportar los recibos',
} as const;

export const facturarManual = {
  titulo: (id: number | string) => `Facturacion Recibo: ${id}`,
  subtitulo: (numero: number | string) => `Asignación manual de una factura al recibo ${numero}`,
  correlacion: 'Correlación',
  factura: 'Factura',
  facturaOpcion: (id: number | string) => `Factura ${id}`,
  sinFacturas: 'El cliente no tiene facturas sin asignar a un recibo.',
  asignar: 'Asignar Factura',
  noCorrelacionado:
    'El recibo no esta correlacionado. Primero debe correlacionarlo para poder asignar manualmente la factura ',
  seleccionar: 'Por favor seleccionar una factura',
  asignada: 'Se asigno la factura exitosamente',
  error: 'Se produjo un error cuando se estaba intentando actualizar un recibo ',
} as const;
