/**
 * The check before sending an invoice to Hacienda (src/features/facturas/revision).
 * Part of the catalogue of user-visible texts (es.ts, decision D34): a screen imports its feature's
 * module as a namespace named `es` and reads `es.<part>.<text>`.
 * It carries the shell's texts (es-shell.ts).
 */
export * from './es-shell';

/** A percentage as the texts show it, with its sign and a decimal comma: 13 → '13 %', 0.5 → '0,5 %'. */
const pct = (n: number) => `${String(n).replace('.', ',')} %`;

export const revisionHacienda = {
  titulo: 'Antes de enviar a Hacienda',
  sinProblemas: 'Hacienda no tendría nada que rechazar en esta factura.',
  nombreReceptor: 'Nombre del cliente: Hacienda pide de 3 a 100 caracteres. Corrija el nombre del cliente.',
  identificacionFalta: 'Identificación del cliente: falta el número. Agréguelo en los datos del cliente.',
  identificacionFormato: (tipo: string) =>
    `Identificación del cliente: una ${tipo} lleva solo números, sin cero al inicio ni guiones. Corrija el número del cliente.`,
  identificacionLongitud: (tipo: string, esperado: string, tiene: number) =>
    `Identificación del cliente: una ${tipo} tiene ${esperado} dígitos y esta tiene ${tiene}. Corrija el número o el tipo de identificación del cliente.`,
  identificacionExtranjero:
    'Identificación del cliente: la de un extranjero lleva hasta 20 letras o números, sin espacios ni guiones. Corrija el número del cliente.',
  correo: (correo: string) =>
    `Correo del cliente: '${correo}' no es una dirección que Hacienda acepte. Corrija el correo del cliente.`,
  correoFalta: 'Correo del cliente: falta. Agregue el correo al que Hacienda enviará el comprobante.',
  actividad: 'Código de actividad del cliente: elija uno de sus códigos (seis dígitos).',
  actividadFormato: (codigo: string) =>
    `Código de actividad del cliente: '${codigo}' no es un código de Hacienda (seis dígitos, o CIIU 4 como 5229.0). Elija uno de los códigos del cliente.`,
  moneda: 'Moneda: elija la moneda de la factura.',
  tipoCambioColones: (tipoCambio: string) =>
    `Tipo de cambio: en colones debe ser exactamente 1, y la moneda tiene ${tipoCambio}. Corrija el tipo de cambio de los colones.`,
  tipoCambioPositivo: (moneda: string) =>
    `Tipo de cambio: ${moneda} necesita su tipo de cambio de venta, mayor que 0. Actualice el tipo de cambio.`,
  sinLineas: 'Detalle: la factura no tiene líneas. Agregue al menos una.',
  montoDistinto: (nombre: string, guardado: string, formula: string) =>
    `${nombre}: está guardado como ${guardado} y la fórmula de Hacienda da ${formula} (5 decimales). Abra la factura y guárdela para recalcularla.`,
  montos: {
    subTotal: (n: number) => `Línea ${n}, Sub Total`,
    iva: (n: number) => `Línea ${n}, IVA`,
    totalLinea: (n: number) => `Línea ${n}, Total`,
    subtotal: 'Sub Total de la factura',
    impuesto: 'IVA de la factura',
    total: 'Total de la factura',
  },
  cabysFalta: (n: number) => `Línea ${n}: elija el servicio CABYS.`,
  cabysFormato: (n: number, codigo: string) =>
    `Línea ${n}: el código CABYS '${codigo}' no tiene 13 dígitos. Elija otro servicio o corrija su código.`,
  cabysCatalogo: (n: number, codigo: string) =>
    `Línea ${n}: el código CABYS ${codigo} no está en el catálogo de Hacienda. Elija otro servicio o corrija su código.`,
  detalle: (n: number) => `Línea ${n}: el detalle lleva de 3 a 200 caracteres. Corrija el detalle.`,
  cantidad: (n: number) =>
    `Línea ${n}: la cantidad debe ser mayor que 0, con hasta 13 enteros y 3 decimales. Corrija la cantidad.`,
  unidad: (n: number, unidad: string) =>
    unidad
      ? `Línea ${n}: la unidad de medida '${unidad}' no está en la lista de Hacienda. Elija otra unidad.`
      : `Línea ${n}: elija la unidad de medida.`,
  exoneracionFalta:
    'Exoneración: el cliente está exonerado pero no tiene documento de exoneración. Agréguelo en los datos del cliente.',
  tipos: { FISICA: 'cédula física', JURIDICA: 'cédula jurídica', DIMEX: 'DIMEX', NITE: 'NITE' },
  /** What Hacienda's public registry says of the invoice: refusals, warnings, checks not made. */
  registro: {
    /** Refused: the code is in neither of Hacienda's lists (six digits, or CIIU 4 such as 5229.0). */
    actividadFueraDeCatalogo: (codigo: string) =>
      `Actividad económica: '${codigo}' no es un código de actividad de Hacienda (seis dígitos, o CIIU 4 como 5229.0). Elija otra actividad de la cuenta.`,
    /** Warnings: Hacienda accepts the invoice and warns (Anexos, CodigoActividadEmisor). */
    actividadInactiva: (codigo: string) =>
      `Actividad económica: la ${codigo} está inactiva en Hacienda para esta cuenta. Hacienda acepta la factura con una advertencia; actívela en Hacienda o elija otra actividad.`,
    actividadAusente: (codigo: string) =>
      `Actividad económica: la ${codigo} no está inscrita en Hacienda para esta cuenta. Hacienda acepta la factura con una advertencia; elija una actividad inscrita.`,
    actividadAnterior: (codigo: string, activas: string) =>
      `Actividad económica: la ${codigo} es un código anterior a 2025 y Hacienda inscribe ahora la cuenta en CIIU 4 (${activas}). Tome los códigos de Hacienda en los datos de la cuenta.`,
    /** Said as a check not made: the account is surely registered, so 'not found' is more likely a block. */
    emisorNoRegistrado: (id: string) => `Hacienda no devolvió la identificación de esta cuenta (${id})`,
    exoneracionDesconocida: (doc: string) =>
      `Exoneración: Hacienda no conoce el documento ${doc}. Corrija el número en los datos del cliente.`,
    exoneracionVencida: (doc: string, vence: string) =>
      `Exoneración: el documento ${doc} venció el ${vence}, antes de la fecha de la factura.`,
    exoneracionAjena: (doc: string, id: string) =>
      `Exoneración: el documento ${doc} está a nombre de la identificación ${id}, no de este cliente. Revíselo antes de enviar.`,
    /** Percentages come with their sign: '4 %', '0,5 %'. */
    exoneracionPorcentaje: (doc: string, registro: number, cliente: number) =>
      `Exoneración: el documento ${doc} exonera ${pct(registro)} en Hacienda y el cliente tiene ${pct(cliente)}. Corrija la tarifa exonerada del cliente.`,
    exoneracionPorcentajeMenor: (doc: string, registro: number, cliente: number) =>
      `Exoneración: el documento ${doc} exonera ${pct(registro)} en Hacienda y el cliente tiene ${pct(cliente)}, menos de lo que el documento permite.`,
    exoneracionCabys: (n: number, doc: string, cabys: string) =>
      `Línea ${n}: el documento de exoneración ${doc} no cubre el código CABYS ${cabys}. Elija otro servicio o quite la exoneración.`,
    cabysTarifa: (n: number, cabys: string, linea: number, registro: number) =>
      `Línea ${n}: el IVA de la línea es ${pct(linea)} y Hacienda da ${pct(registro)} al código CABYS ${cabys}. Revise que el servicio sea el que corresponde.`,
    avisosTitulo: 'Avisos de Hacienda',
    sinComprobarTitulo: 'Comprobaciones que no se pudieron hacer en Hacienda',
    /** A receiver's warning (not a refusal). */
    aviso: (texto: string) => `Cliente: ${texto}`,
    /** A registry check that could not be made, and why: the invoice may still be sent. */
    sinComprobar: (que: string, motivo: string) => `No se comprobó ${que}: ${motivo}.`,
    que: {
      actividad: (codigo: string) => `en Hacienda que la actividad ${codigo} esté activa`,
      emisor: 'la actividad de la cuenta en Hacienda',
      receptor: (id: string) => `en Hacienda la situación del cliente ${id}`,
      exoneracion: (doc: string) => `en Hacienda el documento de exoneración ${doc}`,
      cabys: (cabys: string) => `en Hacienda el IVA del código CABYS ${cabys}`,
    },
    sinIdentificacionEmisor: 'no se pudo leer la identificación de la cuenta',
    consultando: 'Consultando a Hacienda…',
  },
} as const;
