/**
 * TICA (src/features/tica).
 * Part of the catalogue of user-visible texts (es.ts, decision D34): a screen imports its feature's
 * module as a namespace named `es` and reads `es.<part>.<text>`.
 * It carries the shell's texts (es-shell.ts) and the shared parts the feature shows.
 */
export * from './es-shell';
export { archivos } from './es-archivos';

/** TICA list and upload (spec: TICA list, TICA upload; T1–T9). */
export const tica = {
  titulo: 'TICA',
  fechaInicio: 'Fecha Inicio',
  fechaFinal: 'Fecha Final',
  recibo: 'Recibo',
  aduana: 'Aduana',
  dua: 'Dua',
  estadoTica: 'Estado TICA',
  estadoAforo: 'Estado Aforo',
  responsable: 'Responsable',
  filtrar: 'Filtrar',
  subirArchivo: 'Subir Archivo',
  exportar: 'Exportar Excel',
  col: {
    recibo: 'Recibo',
    aduana: 'Aduana',
    ano: 'Año',
    dua: 'Dua',
    regimen: 'Regimen',
    fecha: 'Fecha',
    estado: 'Estado',
    responsable: 'Responsable',
    estadoAforo: 'Estado Aforo',
    acciones: 'Actualizar',
  },
  actualizar: 'Actualizar',
  /** Accessible names of a row's controls: a receipt may have more than one DUA. */
  actualizarFila: (recibo: number | string, dua: string) => `Actualizar recibo ${recibo} DUA ${dua}`,
  estadoFila: (recibo: number | string, dua: string) => `Estado del recibo ${recibo} DUA ${dua}`,
  aforoFila: (recibo: number | string, dua: string) => `Estado Aforo del recibo ${recibo} DUA ${dua}`,
  actualizado: (estadoTica: string, estadoTicaAforo: string) =>
    `El registro de TICA fue cambiado al estado: ${estadoTica} y estado aforo: ${estadoTicaAforo}`,
  actualizarError: (recibo: number | string) =>
    `Se produjo un error cuando se estaba intentando actualizar el registro de TICA del recibo ${recibo}`,
  exportado: (archivo: string) => `El archivo fue descargado, el nombre del archivo es: ${archivo}`,
  exportarError: 'Se produjo un error cuando se estaba intentando exportar los registros de TICA',
  upload: {
    titulo: 'Subir Archivo TICA',
    pasos: 'Pasos',
    paso1: 'Seleccionar Archivo',
    paso2: 'Subir Archivo',
    elegir: 'Seleccionar Archivo',
    sinArchivo: 'Ningún archivo seleccionado',
    archivos: 'Archivo a subir',
    quitar: (nombre: string) => `Quitar ${nombre}`,
    soloPrimero: (n: number) => `Se eligieron ${n} archivos; solo se sube el primero.`,
    subir: 'Subir Archivo',
    progreso: 'Progreso de la subida',
    subido: (n: number) => `Subido el ${n}%`,
    agregando: 'Agregando Información en la Base de Datos',
    exito:
      'Archivo fue subido exitosamente y se estan sincronizando los datos del TICA. Por favor esperar un momento y refrescar el listado TICA ',
    fallo: 'El Archivo se esta subiendo. Esperar unos minutos antes de listar TICA ',
    formato: 'Modo demostración: el archivo es un CSV (UTF-8) con este encabezado.',
    ejemplo: 'Descargar archivo de ejemplo',
  },
} as const;
