/**
 * The reasons an upload is refused in the browser before anything is sent (decision D30):
 * the received-document XML and the TICA CSV. Kept apart from es.ts (which includes them as
 * `es.archivos`) because the checks also run in a Web Worker, which should not carry every screen's
 * texts.
 */

/** Long values (a clave, a cell) are cut in a message. */
export const citar = (valor: string, max = 60) =>
  valor.length > max ? `${valor.slice(0, max - 1)}…` : valor;

export const archivos = {
  vacio: 'El archivo está vacío.',
  revisando: 'Revisando el archivo…',
  /** The check itself failed (it never should): the file is not sent either. */
  noRevisado: (motivo: string) => `No se pudo revisar el archivo antes de enviarlo, y no se envió: ${motivo}`,
  xml: {
    tamano: (pesa: string, limite: string) =>
      `El archivo pesa ${pesa} y el límite de un comprobante XML es ${limite}: un comprobante de Hacienda ` +
      'con el máximo de 1000 líneas de detalle pesa entre 1 y 1.5 MB.',
    extension: (nombre: string) =>
      `El archivo ${citar(nombre)} no es un XML: se espera el archivo .xml del comprobante electrónico.`,
    contenido:
      "El contenido del archivo no es XML (no empieza con '<'): se espera el XML del comprobante electrónico.",
    noUtf8: (linea: number) =>
      `El archivo no está en UTF-8 (línea ${linea}): Hacienda exige UTF-8; pida al emisor el XML original.`,
    codificacion: (codificacion: string) =>
      `El archivo declara la codificación ${citar(codificacion, 20)}: Hacienda exige UTF-8; pida al emisor el XML original.`,
    entidades:
      'El archivo declara entidades (<!ENTITY>): se rechaza sin expandirlas, porque podrían leer archivos ' +
      "del servidor (XXE) o multiplicar su tamaño hasta bloquearlo ('billion laughs').",
    doctype:
      'El archivo trae una declaración DOCTYPE: un comprobante de Hacienda no la lleva, y se rechaza sin ' +
      'procesarla porque podría pedir archivos externos.',
    malFormado: (linea: number, columna?: number) =>
      `El archivo no es un XML bien formado (línea ${linea}${columna ? `, columna ${columna}` : ''}).`,
    sinRaiz: 'El archivo no es un XML bien formado: no tiene ningún elemento, solo la declaración XML.',
    variasRaices: 'El archivo no es un XML bien formado: tiene más de un elemento raíz.',
    mensajeReceptor:
      'El archivo es un Mensaje Receptor (la respuesta de un receptor a un comprobante), no un comprobante ' +
      'electrónico: no se puede confirmar ni rechazar.',
    mensajeHacienda:
      'El archivo es un Mensaje de Hacienda (la respuesta de Hacienda a un comprobante), no un comprobante ' +
      'electrónico: no se puede confirmar ni rechazar.',
    otraRaiz: (raiz: string) =>
      `El archivo XML (elemento raíz '${citar(raiz, 40)}') no es un comprobante electrónico de Hacienda: se ` +
      'esperaba una Factura, un Tiquete o una Nota de Crédito o de Débito Electrónica.',
    sinClave: 'El comprobante no trae su clave numérica (elemento Clave).',
    claveInvalida: (clave: string) =>
      `La clave del comprobante no es válida: debe tener 50 dígitos y el archivo trae '${citar(clave)}' ` +
      `(${clave.length} caracteres).`,
    otroReceptor: (receptor: string, numero: string, cuenta: string, cedula: string) =>
      `El comprobante está dirigido a ${citar(receptor)} (identificación ${citar(numero, 20)}), no a su ` +
      `cuenta ${cuenta} (cédula ${cedula}): solo se confirman o rechazan los comprobantes recibidos por su cuenta.`,
    sinCuenta: (motivo: string) =>
      `No se pudo leer su cuenta para comprobar a quién está dirigido el comprobante: ${motivo}`,
  },
  csv: {
    tamano: (pesa: string, limite: string, lineas: string) =>
      `El archivo pesa ${pesa} y el límite de un archivo TICA es ${limite}: ${lineas} líneas de datos de ` +
      'hasta 300 caracteres cada una.',
    extension: (nombre: string) =>
      `El archivo ${citar(nombre)} no es un CSV: guárdelo desde la hoja de cálculo como 'CSV UTF-8 ` +
      "(delimitado por comas)' (.csv).",
    binario:
      "El contenido del archivo no es texto CSV (trae bytes de control, como una hoja de Excel o un PDF): guárdelo como 'CSV UTF-8'.",
    noUtf8: (linea: number) =>
      `Línea ${linea}: el archivo no está en UTF-8; guárdelo como 'CSV UTF-8' e intente de nuevo`,
    encabezado: (linea: number, cabecera: string) => `Línea ${linea}: el encabezado debe ser ${cabecera}`,
    demasiadasLineas: (limite: string) =>
      `El archivo tiene más de ${limite} líneas de datos, el límite de un archivo TICA: divídalo en varios archivos.`,
    formula: (linea: number, columna: string, valor: string) =>
      `Línea ${linea}, columna ${columna}: el valor '${citar(valor, 40)}' empieza con '${valor.charAt(0)}' y ` +
      'una hoja de cálculo lo tomaría como fórmula; ningún dato de TICA empieza así. Corrija esa celda e ' +
      'intente de nuevo.',
  },
};
