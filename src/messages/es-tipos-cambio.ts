/**
 * Exchange rates (src/features/tipos-cambio).
 * Part of the catalogue of user-visible texts (es.ts, decision D34): a screen imports its feature's
 * module as a namespace named `es` and reads `es.<part>.<text>`.
 * It carries the shell's texts (es-shell.ts) and the shared parts the feature shows.
 */
export * from './es-shell';

export const tiposCambio = {
  listado: 'Listado Tipos Cambio',
  filtro: 'Buscar por nombre',
  col: {
    nombre: 'Nombre',
    venta: 'Venta',
    compra: 'Compra',
    ultimaActualizacion: 'Ultima Actualizacion',
    editar: 'Editar',
  },
  tituloNuevo: 'Nuevo Tipo Cambio',
  tituloEditar: (nombre: string) => `Tipo Cambio ${nombre}`,
  campo: {
    nombre: 'Nombre',
    venta: 'Venta',
    compra: 'Compra',
    esDefault: 'Es Tipo Cambio del Sistema',
    simbol: 'Símbolo',
    descripcion: 'Descripción',
  },
  v: {
    nombreRequerido: 'El nombre es requerido',
    nombreMin: 'Debe ingresar al menos 2 caracteres',
    ventaRequerida: 'La venta es requerida y debe ser mayor a 0',
    compraRequerida: 'La compra es requerida y debe ser mayor a 0',
    simbolRequerido: 'El símbolo es requerido',
    simbolMax: 'Debe ingresar un máximo de 3 caracteres',
    delSistema: 'Debe existir un tipo de cambio del sistema: marque otro antes de desmarcar este',
  },
  ayuda: {
    esDefault: 'Solo uno lo es: al marcar este, el actual deja de serlo',
    esDefaultActual: 'Este es el tipo de cambio del sistema; para cambiarlo marque otro',
  },
  creado: 'Un nuevo tipo de cambio ha sido agregado',
  actualizado: 'El tipo de cambio ha sido actualizado',
  errorGuardar: 'Se produjo un error cuando se estaba intentando agregar un nuevo tipo de cambio',
  /** The day's rate from Hacienda's registry: beside the spec's fields, never saved by itself. */
  hacienda: {
    traer: 'Traer de Hacienda',
    traerDe: (moneda: string) => `Traer de Hacienda el tipo de cambio del ${moneda}`,
    monedas: { dolar: 'dólar', euro: 'euro' },
    dolar: (fecha: string, venta: string, compra: string) =>
      `Hacienda, ${fecha}: venta ${venta}, compra ${compra}.`,
    euro: (fecha: string, valor: string) =>
      `Hacienda, ${fecha}: ${valor} por euro, una sola cifra, puesta en Venta y en Compra.`,
    guardar: 'Se guarda al presionar Guardar.',
  },
} as const;
