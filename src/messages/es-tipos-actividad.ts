/**
 * Economic activity types (src/features/tipos-actividad).
 * Part of the catalogue of user-visible texts (es.ts, decision D34): a screen imports its feature's
 * module as a namespace named `es` and reads `es.<part>.<text>`.
 * It carries the shell's texts (es-shell.ts) and the shared parts the feature shows.
 */
export * from './es-shell';

export const actividades = {
  listado: 'Listado de Tipos de Actividad Economica',
  nuevo: 'Nuevo Tipo Actividad Economica',
  filtro: 'Buscar por descripción',
  col: { codigo: 'Código', descripcion: 'Descripción', editar: 'Editar' },
  tituloNuevo: 'Nuevo Tipo de Actividad Economica',
  tituloEditar: 'Forma Tipo de Actividad Economica',
  campo: { codigo: 'Código', descripcion: 'Descripción' },
  ayuda: { codigo: '6 dígitos del código de actividad de Hacienda', descripcion: 'De 5 a 80 caracteres' },
  v: {
    codigoRequerido: 'El código es requerido',
    codigoLongitud: 'El codigo debe contener 6 caracteres',
    codigoDigitos: 'El código solo puede contener números',
    descripcionRequerida: 'La descripción es requerida',
    descripcionMin: 'Debe ingresar al menos 5 caracteres',
    descripcionMax: 'Debe ingresar un máximo de 80 caracteres',
  },
  alertaCodigoTitulo: 'Campo código Tipo Actividad Economica',
  alertaCodigo: 'El codigo debe contener 6 caracteres',
  creado: 'Un nuevo Tipo de Actividad Economica ha sido agregado',
  actualizado: 'El Tipo de Actividad Economica ha sido actualizado',
  errorGuardar:
    'Se produjo un error cuando se estaba intentando agregar un nuevo Tipo de Actividad Economica ',
} as const;
