/**
 * Recepción de comprobantes (decision C11): many received documents checked, their
 * deadlines, and one answer for the chosen ones. es.ts includes them as `es.recepcion`.
 */

const plural = (n: number, uno: string, varios: string) => `${n} ${n === 1 ? uno : varios}`;
const comprobantes = (n: number) => plural(n, 'comprobante', 'comprobantes');

export const recepcion = {
  titulo: 'Recepción de comprobantes',
  subtitulo:
    'Cargue a la vez los XML de los comprobantes recibidos, revise cada uno con su plazo y confirme o rechace los que elija.',
  cargarVarios: 'Cargar varios',

  // Choosing and dropping files
  zona: 'Arrastre aquí los archivos XML de los comprobantes recibidos, hasta 100 a la vez, o',
  seleccionar: 'Seleccionar archivos',
  soltar: 'Suelte los archivos para revisarlos',
  maximo: 100,
  demasiados: (recibidos: number, tomados: number) =>
    tomados === 0
      ? `La lista ya tiene 100 archivos: se dejaron fuera los ${recibidos} nuevos. Limpie la lista para cargar otros.`
      : `Se revisan como máximo 100 archivos a la vez: se tomaron ${tomados} de los ${recibidos} y se dejaron fuera los demás.`,
  sinXml: (n: number) =>
    `${plural(n, 'elemento soltado no es', 'elementos soltados no son')} un archivo: suelte los archivos XML.`,
  revisando: (hechos: number, total: number) => `Revisando los archivos: ${hechos} de ${total}`,
  limpiar: 'Limpiar la lista',
  vacia: 'Todavía no hay comprobantes en la lista.',

  // The demo's samples
  muestras: 'Comprobantes de muestra (demo)',
  muestrasTexto:
    '20 comprobantes de proveedores dirigidos a la cuenta de la demo: uno duplicado, uno de otra empresa, uno ya respondido y varios con el plazo vencido.',
  cargarMuestras: 'Cargar las muestras',
  descargarMuestras: 'Descargar las muestras (.zip)',
  muestrasDescargadas: (archivo: string) => `Se descargaron las muestras en ${archivo}.`,

  // The table
  tabla: 'Comprobantes recibidos',
  col: {
    emisor: 'Emisor',
    consecutivo: 'Consecutivo',
    consecutivoArchivo: 'Consecutivo / Archivo',
    fechaEmision: 'Fecha Emisión',
    total: 'Total',
    plazo: 'Plazo para responder',
    estado: 'Estado',
    ver: 'Ver',
  },
  plazo: {
    vencido: (dias: number) => `Vencido hace ${plural(dias, 'día', 'días')}`,
    hoy: 'Vence hoy',
    habiles: (n: number) => `${plural(n, 'día hábil', 'días hábiles')}`,
    sinFecha: 'Sin fecha de emisión',
  },
  estado: {
    revisando: 'Revisando…',
    consultando: 'Consultando si ya fue respondido…',
    listo: 'Listo',
    noAdmitido: 'No admitido',
    duplicado: 'Duplicado',
    igualA: (archivo: string) => `Misma clave que ${archivo}: se responde una sola vez.`,
    yaConfirmado: 'Ya confirmado',
    yaRechazado: 'Ya rechazado',
    enviando: 'Enviando…',
    confirmadoAhora: 'Confirmado ahora',
    rechazadoAhora: 'Rechazado ahora',
    fallido: 'Falló',
  },
  elegir: (nombre: string) => `Elegir ${nombre}`,
  elegirTodos: 'Elegir todos los listos',
  ver: (consecutivo: string, archivo: string) => `Ver comprobante ${consecutivo || archivo}`,
  consultaError: (motivo: string) =>
    `No se pudo consultar cuáles comprobantes ya fueron respondidos, y ninguno se puede responder hasta saberlo: ${motivo}`,
  reintentar: 'Reintentar',

  // Answering the chosen ones
  seleccionarListos: 'Seleccionar todos los listos',
  quitarSeleccion: 'Quitar la selección',
  seleccionados: (n: number, listos: number) =>
    `${plural(n, 'seleccionado', 'seleccionados')} de ${plural(listos, 'listo', 'listos')}`,
  confirmar: 'Confirmar seleccionados',
  rechazar: 'Rechazar seleccionados',
  ningunoSeleccionado: 'Seleccione al menos un comprobante listo.',
  pregunta: (accion: 'confirmar' | 'rechazar', n: number, mensaje: string) =>
    `¿${accion === 'confirmar' ? 'Confirmar' : 'Rechazar'} ${comprobantes(n)} con el mensaje "${mensaje}"?`,
  tituloConfirmar: 'Confirmar comprobantes',
  tituloRechazar: 'Rechazar comprobantes',
  progreso: 'Progreso de las respuestas',
  avance: (hechos: number, total: number) => `${hechos} de ${total}`,
  respondiendo: (accion: 'confirmar' | 'rechazar', hechos: number, total: number) =>
    `${accion === 'confirmar' ? 'Confirmando' : 'Rechazando'}: ${hechos} de ${total}`,
  cancelar: 'Cancelar',
  cancelando: 'Cancelando: se termina el comprobante en curso y los demás quedan listos.',
  resumen: (r: { confirmados: number; rechazados: number; fallidos: number; sinHacer: number }) =>
    `Confirmados: ${r.confirmados} · Rechazados: ${r.rechazados} · Fallidos: ${r.fallidos} · Sin hacer: ${r.sinHacer}`,
  finCompleto: 'Respuestas terminadas.',
  finCancelado: 'Respuestas canceladas: los comprobantes sin hacer siguen listos.',
  finSesion:
    'La sesión expiró: lo respondido quedó respondido y el resto sigue listo. Ingrese de nuevo y cárguelos otra vez.',
  sinDocumento: (motivo: string) => `El servidor no leyó un comprobante en el archivo: ${motivo}`,
  documento: 'Comprobante recibido',
  cerrar: 'Cerrar',
} as const;
