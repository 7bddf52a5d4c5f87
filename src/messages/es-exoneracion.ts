/**
 * An exoneration's fields and rules (src/lib/exoneracion.ts), shown with a client and on an invoice.
 * Part of the catalogue of user-visible texts (es.ts, decision D34): a screen imports its feature's
 * module as a namespace named `es` and reads `es.<part>.<text>`.
 */

/** An exonerated client's exoneration document (Hacienda v4.4 Exoneracion). */
export const exoneracion = {
  titulo: 'Documento de exoneración',
  ayuda: 'Hacienda v4.4: el documento que autoriza la exoneración del IVA. Solo un administrador lo edita.',
  soloAdmin: 'Solo un administrador puede cambiar el documento de exoneración.',
  campo: {
    tipoDocumento: 'Tipo de documento',
    tipoDocumentoOtro: 'Descripción del tipo de documento',
    numeroDocumento: 'Número de documento',
    articulo: 'Artículo',
    inciso: 'Inciso',
    nombreInstitucion: 'Institución que lo emitió',
    nombreInstitucionOtros: 'Nombre de la institución',
    fechaEmision: 'Fecha de emisión',
    tarifaExonerada: 'Tarifa exonerada (%)',
  },
  sinDocumento: 'El cliente está exonerado pero no tiene documento de exoneración registrado.',
  detalle: {
    numero: (numero: string) => `N.º ${numero}`,
    articulo: (articulo: number, inciso: number | null) =>
      `artículo ${articulo}${inciso != null ? `, inciso ${inciso}` : ''}`,
    fecha: (fecha: string) => `emitido el ${fecha}`,
    tarifa: (tarifa: string) => `${tarifa} % exonerado`,
  },
  v: {
    tipoFalta: 'Exoneración: seleccione el tipo de documento de exoneración.',
    tipoInvalido: (codigo: string) =>
      `Exoneración: el tipo de documento ${codigo} no existe en la Nota 10.1 de Hacienda.`,
    tipoSoloNotas: (nombre: string) =>
      `Exoneración: el tipo "${nombre}" solo se usa en notas de crédito y débito. Elija el tipo del documento del cliente.`,
    tipoOtro: 'Exoneración: describa el tipo de documento (de 5 a 100 caracteres).',
    numero:
      'Exoneración: el número de documento debe tener de 3 a 40 caracteres, tal como aparece en el documento.',
    articuloFalta:
      'Exoneración: este tipo de documento requiere el artículo de la ley que otorga la exoneración.',
    articulo: 'Exoneración: el artículo es un número entero de hasta 6 dígitos.',
    inciso: 'Exoneración: el inciso es un número entero de hasta 6 dígitos.',
    institucion: 'Exoneración: seleccione la institución que emitió el documento.',
    institucionOtra: 'Exoneración: escriba el nombre de la institución (de 5 a 160 caracteres).',
    fechaFalta: 'Exoneración: indique la fecha de emisión del documento.',
    fechaFutura: (limite: string) =>
      `Exoneración: la fecha de emisión del documento no puede ser posterior al ${limite}.`,
    tarifa:
      'Exoneración: la tarifa exonerada es un porcentaje mayor que 0 y no mayor que 13, con hasta 2 decimales.',
  },
} as const;
