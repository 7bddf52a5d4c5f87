/**
 * Hacienda's public registry (src/features/registro-hacienda): what the forms show of it.
 * Part of the catalogue of user-visible texts (es.ts, decision D34).
 */
export * from './es-shell';

export const registroHacienda = {
  consultando: 'Consultando a Hacienda…',
  /** The one quiet line of a lookup that failed; the form works on without it. */
  fallo: (motivo: string) => `No se pudo consultar a Hacienda: ${motivo}.`,
  reintentar: 'Reintentar',
  fuente: 'Fuente: Ministerio de Hacienda (api.hacienda.go.cr)',
  motivos: {
    tiempo: () => 'no respondió en 5 segundos',
    red: () => 'no hubo conexión con su servicio (sin red, o la red de la oficina lo bloquea)',
    limite: (status: number) =>
      `limitó las consultas desde esta red (HTTP ${status}); intente de nuevo en unos minutos`,
    servidor: (status: number) => `su servicio respondió con un error (HTTP ${status})`,
    respuesta: () => 'su respuesta no tiene la forma esperada',
  },
  contribuyente: {
    noRegistrado: (id: string) => `Hacienda no tiene registrada la identificación ${id}.`,
    estado: (estado: string) => `Su situación en Hacienda es '${estado || 'sin estado'}', no 'Inscrito'.`,
    moroso: 'Hacienda lo reporta moroso.',
    omiso: 'Hacienda lo reporta omiso: no ha presentado sus declaraciones.',
  },
  actividad: {
    estados: { A: 'Activa', I: 'Inactiva' } as Record<string, string>,
    tipos: { P: 'Primaria', S: 'Secundaria' } as Record<string, string>,
  },
  /** The taxpayer panel of the client and account forms. */
  panel: {
    titulo: 'Datos en Hacienda',
    nombre: 'Nombre registrado',
    regimen: 'Régimen',
    situacion: 'Situación',
    administracion: 'Administración tributaria',
    actividades: 'Actividades económicas en Hacienda',
    sinActividades: 'Hacienda no le registra actividades económicas.',
    sinDato: 'sin dato',
  },
};
