/**
 * Hacienda's answers brought to the clerk (decision D37): the automatic checks, their
 * notices and the Panel's 'Pendientes con Hacienda'. Spread into `es` (es.ts).
 */
const factura = (id: number, nc: boolean) =>
  nc ? `la nota de crédito de la factura ${id}` : `la factura ${id}`;

export const seguimiento = {
  aceptada: (id: number, nc = false) => `Hacienda aceptó ${factura(id, nc)}`,
  rechazada: (id: number, motivo: string | null, nc = false) =>
    `Hacienda rechazó ${factura(id, nc)}${motivo ? `: ${motivo}` : ''}`,
  titulo: (n: number) => (n === 1 ? 'Respuesta de Hacienda' : `Respuestas de Hacienda (${n})`),
  verHistorial: 'Ver historial',
  verHistorialDe: (id: number) => `Ver historial de la factura ${id}`,
  /** The quiet sign on the list and the Panel. */
  consultando: 'Consultando a Hacienda…',
  proxima: (hora: string) => `Consultas automáticas a Hacienda: próxima consulta ${hora}`,
  esperando: (n: number) =>
    n === 1 ? '1 factura espera la respuesta de Hacienda' : `${n} facturas esperan la respuesta de Hacienda`,
  automaticas: 'Consultas automáticas',
  desactivadas: 'Consultas automáticas a Hacienda desactivadas en esta sesión',
  /** 'Pendientes con Hacienda' on the Panel. */
  pendientes: 'Pendientes con Hacienda',
  pendientesAyuda: (dias: number) => `Facturas de los últimos ${dias} días.`,
  /** The window held more invoices than one read brings: the counts are over the newest. */
  pendientesCortadas: (n: number, desde: string) => `Las ${n} facturas más recientes, desde el ${desde}.`,
  /** From a backend that does not say when a send was made (docs/api.md). */
  porEmision: 'Sin la hora del envío, se cuenta desde la emisión.',
  atencion: {
    rechazadas: 'Rechazadas por Hacienda',
    sinRespuesta: 'Sin respuesta después de 3 horas',
    sinEnviar: 'Sin enviar (emitidas antes de hoy)',
  },
  atencionAyuda: {
    rechazadas: 'Corríjalas y envíelas de nuevo.',
    sinRespuesta: 'Hacienda tiene 3 horas para responder: revise Ver Envios.',
    sinEnviar: 'Ingresadas y nunca enviadas.',
  },
  cargando: 'Cargando pendientes con Hacienda…',
  /** On Listado Facturas when it shows one of them. */
  mostrando: (titulo: string) => `Mostrando solo: ${titulo}`,
  verTodas: 'Ver todas las facturas',
} as const;
