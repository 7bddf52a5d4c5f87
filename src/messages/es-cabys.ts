/**
 * CABYS services (src/features/cabys).
 * Part of the catalogue of user-visible texts (es.ts, decision D34): a screen imports its feature's
 * module as a namespace named `es` and reads `es.<part>.<text>`.
 * It carries the shell's texts (es-shell.ts) and the shared parts the feature shows.
 */
export * from './es-shell';

export const cabys = {
  listado: 'Listado Servicios Cabys',
  nuevo: 'Nuevo Servicio Cabys',
  filtro: 'Buscar por descripción',
  col: { codigo: 'Código', descripcion: 'Descripción', estado: 'Estado', editar: 'Editar' },
  tituloNuevo: 'Nuevo Servicio Cabys',
  tituloEditar: 'Forma Servicio Cabys',
  campo: { codigo: 'Código Cabys', descripcion: 'Descripción', estado: 'Estado' },
  ayuda: { codigo: '13 dígitos del catálogo CABYS', descripcion: 'De 5 a 80 caracteres' },
  v: {
    codigoRequerido: 'El código Cabys es requerido',
    codigo13: 'El código Cabys debe tener al menos 13 caracteres',
    codigoDigitos: 'El código Cabys solo puede contener números',
    descripcionRequerida: 'La descripción es requerida',
    descripcionMin: 'Debe ingresar al menos 5 caracteres',
    descripcionMax: 'Debe ingresar un máximo de 80 caracteres',
    estadoRequerido: 'El estado es requerido',
  },
  estados: { ACTIVO: 'ACTIVO', INACTIVO: 'INACTIVO' },
  dialogoCodigoTitulo: 'Campo código Cabys',
  dialogoCodigo: 'El codigo debe contener 13 caracteres',
  creado: 'Un nuevo servicio cabys ha sido agregado',
  actualizado: 'El servicio cabys ha sido actualizado',
  errorGuardar: 'Se produjo un error cuando se estaba intentando agregar un nuevo servicio cabys',
  /** Hacienda's CABYS catalogue beside the form: it fills the fields only when asked. */
  hacienda: {
    titulo: 'Catálogo CABYS de Hacienda',
    codigo: (codigo: string, descripcion: string, impuesto: string) =>
      `Hacienda, código ${codigo}: ${descripcion}. ${impuesto}.`,
    sinCodigo: (codigo: string) => `El catálogo CABYS de Hacienda no tiene el código ${codigo}.`,
    impuesto: (tarifa: number | null) => (tarifa === null ? 'Tarifa de IVA sin indicar' : `IVA ${tarifa} %`),
    buscar: 'Buscar en el catálogo CABYS de Hacienda',
    buscarAyuda: 'Mínimo 3 letras, por descripción',
    suCatalogo: 'Sus servicios',
    deHacienda: 'En Hacienda',
    sinLocales: 'Ninguno de sus servicios coincide.',
    sinResultados: (q: string) => `Hacienda no tiene códigos CABYS que coincidan con '${q}'.`,
    mas: (cantidad: number, total: number) =>
      `Se muestran ${cantidad} de ${total} códigos: escriba más para acotar la búsqueda.`,
    yaEsSuyo: 'Ya está entre sus servicios',
    usar: 'Usar',
    usarDe: (codigo: string, descripcion: string) => `Usar ${codigo} ${descripcion}`,
  },
} as const;
