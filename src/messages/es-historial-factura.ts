/**
 * An invoice's submission history (src/features/facturas).
 * Part of the catalogue of user-visible texts (es.ts, decision D34): a screen imports its feature's
 * module as a namespace named `es` and reads `es.<part>.<text>`.
 * It carries the shell's texts (es-shell.ts).
 */
export * from './es-shell';

/** An invoice's submission history (spec: invoice submission history). */
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
