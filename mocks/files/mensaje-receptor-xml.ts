import { XMLBuilder } from 'fast-xml-parser';
import { productToExacto, textoHacienda } from '@/lib/money';
import type { Db } from '../db';
import type { ConfirmacionRecord } from '../db/types';

/**
 * The MensajeReceptor v4.4 the account sends Hacienda when it confirms or rejects a received document
 * (Anexos y Estructuras v4.4 p. 60–62), built with fast-xml-parser in the schema's element order:
 * the document's clave and its issuer's number, the date of the answer, Mensaje 1 (accepted) or 3
 * (rejected, Nota 11), the user's message as DetalleMensaje (5–160 characters, required on a
 * rejection), the document's tax when it has any and its total, the account's number and the
 * message's own consecutivo (05 / 07). Unsigned, like every document of the demo (decision F18).
 */
export const NAMESPACE_MR = 'https://cdn.comprobanteselectronicos.go.cr/xml-schemas/v4.4/mensajeReceptor';
const NAMESPACE_DS = 'http://www.w3.org/2000/09/xmldsig#';

const digitos = (s: string) => s.replace(/\D/g, '');
const dinero = (n: number) => textoHacienda(productToExacto([n]));

/** p. 61: DetalleMensaje has 5 to 160 characters; a shorter rejection reason is introduced. */
function detalle(r: ConfirmacionRecord): string | null {
  const m = r.mensaje.trim();
  if (m.length >= 5) return m.slice(0, 160);
  return r.estado === 'RECHAZADO' ? `Rechazado: ${m}`.slice(0, 160) : null;
}

export function mensajeReceptorXmlObjeto(db: Db, r: ConfirmacionRecord) {
  const empresa = db.empresas.get(r.empresaId)!;
  const actividad = db.tiposActividad.find((a) => a.empresaId === r.empresaId);
  const texto = detalle(r);
  return {
    '?xml': { '@_version': '1.0', '@_encoding': 'utf-8' },
    MensajeReceptor: {
      '@_xmlns': NAMESPACE_MR,
      '@_xmlns:ds': NAMESPACE_DS,
      Clave: r.clave,
      NumeroCedulaEmisor: digitos(r.emisorIdentificacion),
      FechaEmisionDoc: `${r.fechaRespuesta.slice(0, 19)}-06:00`,
      Mensaje: r.estado === 'CONFIRMADO' ? '1' : '3',
      ...(texto ? { DetalleMensaje: texto } : {}),
      ...(r.totalImpuesto > 0 ? { MontoTotalImpuesto: dinero(r.totalImpuesto) } : {}),
      ...(actividad && /^\d{6}$/.test(actividad.codigo) ? { CodigoActividad: actividad.codigo } : {}),
      TotalFactura: dinero(r.totalComprobante),
      NumeroCedulaReceptor: digitos(empresa.cedula),
      NumeroConsecutivoReceptor: r.consecutivoMensaje,
    },
  };
}

const builder = new XMLBuilder({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  format: true,
  indentBy: '  ',
});

export function mensajeReceptorXml(db: Db, r: ConfirmacionRecord): string {
  return builder.build(mensajeReceptorXmlObjeto(db, r)) as string;
}
