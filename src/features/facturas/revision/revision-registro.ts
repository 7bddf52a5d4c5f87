import { formatDate } from '@/lib/dates';
import * as es from '@/messages/es-revision-hacienda';
import type {
  CabysRegistro,
  Contribuyente,
  ExoneracionRegistro,
} from '@/features/registro-hacienda/contract';
import {
  actividadDe,
  avisosContribuyente,
  codigoHacienda,
  cubreCabys,
  documentoNormal,
  esActiva,
  esAutorizacionHacienda,
  esCiiu4,
  esCodigoActividad,
  esIdentificacionConsultable,
  exoneracionVencida,
} from '@/features/registro-hacienda/rules';
import type { FacturaRevisable, ProblemaHacienda } from './revision';

/*
 * The check before sending, the part only Hacienda's registry can answer. Pure, beside
 * `revisarFactura`: it reads the invoice and a snapshot of the registry's answers, and never refuses
 * an invoice because a lookup failed — it says which check could not be made instead. It refuses
 * only what the Anexos say Hacienda rejects ('se rechazará'); what they call an 'advertencia', or do
 * not mention, is a warning and the invoice goes (docs/rechazos-hacienda.md).
 */

/** The rule each refusal rests on, quoted from Anexos y Estructuras v4.4 (page as printed). */
export const FUENTES = {
  actividad:
    'Anexos v4.4 p. 18, CodigoActividadEmisor: «código existente en el padrón del RUT) caso contrario se rechazará»; XSD v4.4: String de 6',
  documento:
    'Anexos v4.4 p. 44, Exoneracion > NumeroDocumento (códigos 04 y 11): «debe de coincidir con el otorgado en el documento de exoneración y que este vigente. Caso contrario se rechazará»; registro /fe/ex',
  tarifaExonerada:
    'Anexos v4.4 p. 45, Exoneracion > TarifaExonerada (códigos 04 y 11): «En caso de ser un porcentaje mayor se rechazará»; registro /fe/ex',
  cabysExoneracion:
    'Anexos v4.4 p. 26, CodigoCABYS: «en el caso de aplicarse exoneraciones (códigos 04), el código indicado por el emisor deberá de encontrarse en la autorización… Caso contrario se rechazará»; registro /fe/ex',
  cabysCatalogo:
    'Anexos v4.4 p. 26, CodigoCABYS: «Se Verificará que el código sea válido en el catálogo vigente… Caso contrario se rechazará»; Nota 17; registro /fe/cabys',
} as const;

/** The exoneration types whose document Hacienda checks against its registry (Nota 10.1: 04, 11). */
const TIPOS_AUTORIZACION = new Set(['04', '11']);

const t = es.revisionHacienda;
const r = t.registro;

/** One registry lookup as the check sees it. */
export type Consulta<T> =
  /** The registry answered: the value, or null when it does not have what was asked. */
  | { estado: 'hecha'; valor: T | null }
  /** It did not answer usefully; `motivo` is the RegistroError's sentence. */
  | { estado: 'fallo'; motivo: string }
  /** Still on its way. */
  | { estado: 'pendiente' }
  /** Lookups are turned off (VITE_HACIENDA_API_URL empty), or this one was not asked. */
  | { estado: 'apagada' };

/** The registry's answers the check reads, by the value looked up. */
export type RegistroSnapshot = {
  /** Whether lookups are on at all (VITE_HACIENDA_API_URL not empty): off, the check is as before. */
  activo: boolean;
  contribuyente: (identificacion: string) => Consulta<Contribuyente>;
  exoneracion: (documento: string) => Consulta<ExoneracionRegistro>;
  cabys: (codigo: string) => Consulta<CabysRegistro>;
};

export type TipoConsulta = 'contribuyente' | 'exoneracion' | 'cabys';

/** A warning the clerk should read; it does not stop the invoice. */
export type AvisoRegistro = { campo: string; mensaje: string };

/** A registry check that could not be made, the lookup it needed and the sentence saying so. */
export type SinComprobar = { tipo: TipoConsulta; valor: string; mensaje: string };

export type RevisionRegistro = {
  problemas: ProblemaHacienda[];
  avisos: AvisoRegistro[];
  sinComprobar: SinComprobar[];
  /** Some lookup the check needs is still on its way. */
  consultando: boolean;
};

const CABYS = /^\d{13}$/;

const digitos = (s: string) => s.replace(/\D/g, '').replace(/^0+/, '');

/** The receiver's identification to look up, or null (a foreigner, or a number the format check flags). */
function receptorConsultable(f: FacturaRevisable): string | null {
  const numero = f.receptor.numero.trim();
  return !f.receptor.extranjero && esIdentificacionConsultable(numero) ? numero : null;
}

/** The exoneration document to look up, or null (none, or not one of Hacienda's AL documents). */
function documentoConsultable(f: FacturaRevisable): string | null {
  const e = f.receptor.exonerado ? f.receptor.exoneracion : null;
  if (!e) return null;
  const doc = documentoNormal(e.numeroDocumento);
  return esAutorizacionHacienda(doc) ? doc : null;
}

/** The issuer's identification to look up, or null. */
const emisorConsultable = (f: FacturaRevisable): string | null => {
  const id = f.emisor?.identificacion.trim() ?? '';
  return esIdentificacionConsultable(id) ? id : null;
};

/** The lookups the invoice needs, each valid value once: what the panel and Enviar ask the registry. */
export function consultasRegistro(f: FacturaRevisable): Record<TipoConsulta, string[]> {
  const contribuyentes = new Set<string>();
  const emisor = esCodigoActividad(f.emisor?.actividad ?? '') ? emisorConsultable(f) : null;
  if (emisor) contribuyentes.add(emisor);
  const receptor = receptorConsultable(f);
  if (receptor) contribuyentes.add(receptor);
  const doc = documentoConsultable(f);
  const cabys = new Set(f.lineas.map((l) => l.cabys.trim()).filter((c) => CABYS.test(c)));
  return { contribuyente: [...contribuyentes], exoneracion: doc ? [doc] : [], cabys: [...cabys] };
}

/**
 * What the registry says of the invoice: refusals (a code outside Hacienda's catalogues, the
 * exoneration document of types 04 and 11, a CABYS code missing from the catalogue), warnings (the
 * issuer's activity for the account, the receiver, a line's rate against CABYS…), and the checks that
 * could not be made.
 */
export function revisarRegistro(f: FacturaRevisable, s: RegistroSnapshot): RevisionRegistro {
  const out: RevisionRegistro = { problemas: [], avisos: [], sinComprobar: [], consultando: false };
  const problema = (campo: string, mensaje: string, fuente: string) =>
    out.problemas.push({ campo, mensaje, fuente });
  const aviso = (campo: string, mensaje: string) => out.avisos.push({ campo, mensaje });
  /** The answer, or undefined after noting why there is none. */
  function leer<T>(c: Consulta<T>, tipo: TipoConsulta, valor: string, que: string): T | null | undefined {
    if (c.estado === 'hecha') return c.valor;
    if (c.estado === 'pendiente') out.consultando = true;
    if (c.estado === 'fallo') out.sinComprobar.push({ tipo, valor, mensaje: r.sinComprobar(que, c.motivo) });
    return undefined;
  }

  // The issuer's activity. Hacienda rejects only a code its catalogue does not have; a code that is
  // not registered or not active for the account is an 'advertencia' (Anexos p. 18), so a warning.
  const actividad = f.emisor?.actividad.trim() ?? '';
  if (f.emisor && actividad && !esCodigoActividad(actividad))
    problema('tipoActividadId', r.actividadFueraDeCatalogo(actividad), FUENTES.actividad);
  else if (f.emisor && actividad) {
    const id = emisorConsultable(f);
    if (!id) {
      if (s.activo)
        out.sinComprobar.push({
          tipo: 'contribuyente',
          valor: '',
          mensaje: r.sinComprobar(r.que.actividad(actividad), r.sinIdentificacionEmisor),
        });
    } else {
      const emisor = leer(s.contribuyente(id), 'contribuyente', id, r.que.actividad(actividad));
      // An account that issues invoices is registered: 'not found' here more likely means the lookup
      // was blocked (a CORS-less 404 reads the same, D48), so it is a check not made.
      if (emisor === null)
        out.sinComprobar.push({
          tipo: 'contribuyente',
          valor: id,
          mensaje: r.sinComprobar(r.que.actividad(actividad), r.emisorNoRegistrado(id)),
        });
      else if (emisor) {
        const a = actividadDe(emisor, actividad);
        const activas = emisor.actividades.filter(esActiva).map((x) => codigoHacienda(x.codigo));
        if (a && !esActiva(a)) aviso('tipoActividadId', r.actividadInactiva(actividad));
        else if (!a && !esCiiu4(actividad) && activas.some(esCiiu4))
          aviso('tipoActividadId', r.actividadAnterior(actividad, activas.join(', ')));
        else if (!a) aviso('tipoActividadId', r.actividadAusente(actividad));
      }
    }
  }

  // The receiver: warnings only (a foreigner is not looked up).
  const receptor = receptorConsultable(f);
  if (receptor) {
    const c = leer(s.contribuyente(receptor), 'contribuyente', receptor, r.que.receptor(receptor));
    if (c !== undefined)
      for (const texto of avisosContribuyente(c, receptor)) aviso('cedulaJuridica', r.aviso(texto));
  }

  // The exoneration document, as Hacienda has it. The Anexos reject on the registry's document only
  // for types 04 and 11 (Nota 10.1): another type, or a difference they do not name, is a warning.
  const doc = documentoConsultable(f);
  const tipoDoc = f.receptor.exoneracion?.tipoDocumento.trim() ?? '';
  const rechaza = TIPOS_AUTORIZACION.has(tipoDoc);
  const tarifaCliente = f.receptor.exoneracion?.tarifaExonerada;
  const exonerar = (mensaje: string, fuente: string) =>
    rechaza ? problema('exoneracion', mensaje, fuente) : aviso('exoneracion', mensaje);
  let exoneracion: ExoneracionRegistro | null | undefined;
  if (doc) {
    exoneracion = leer(s.exoneracion(doc), 'exoneracion', doc, r.que.exoneracion(doc));
    if (exoneracion === null) exonerar(r.exoneracionDesconocida(doc), FUENTES.documento);
    else if (exoneracion) {
      if (exoneracionVencida(exoneracion, f.fecha))
        exonerar(r.exoneracionVencida(doc, formatDate(exoneracion.fechaVencimiento)), FUENTES.documento);
      const titular = digitos(exoneracion.identificacion);
      // The Anexos name no check of the document's holder against the receiver: a warning.
      if (titular && titular !== digitos(f.receptor.numero))
        aviso('exoneracion', r.exoneracionAjena(doc, exoneracion.identificacion));
      const porcentaje = exoneracion.porcentajeExoneracion;
      const cliente = tarifaCliente == null ? null : Number(tarifaCliente);
      if (porcentaje !== null && cliente !== null && cliente > porcentaje)
        exonerar(r.exoneracionPorcentaje(doc, porcentaje, cliente), FUENTES.tarifaExonerada);
      else if (porcentaje !== null && cliente !== null && cliente < porcentaje)
        aviso('exoneracion', r.exoneracionPorcentajeMenor(doc, porcentaje, cliente));
    }
  }

  // Each line: the document covers its CABYS code; its rate is the one Hacienda gives the code.
  const cabysVistos = new Set<string>();
  f.lineas.forEach((l, i) => {
    const n = i + 1;
    const campo = `detalles.${i}.servicioId`;
    const cabys = l.cabys.trim();
    if (!CABYS.test(cabys)) return;
    if (exoneracion && !cubreCabys(exoneracion, cabys)) {
      // Only a type 04 document binds the line's code (Anexos p. 26, CodigoCABYS).
      if (tipoDoc === '04') problema(campo, r.exoneracionCabys(n, doc!, cabys), FUENTES.cabysExoneracion);
      else aviso(campo, r.exoneracionCabys(n, doc!, cabys));
    }
    const consulta = s.cabys(cabys);
    // A code used by several lines is said once when it could not be checked.
    const registro =
      consulta.estado === 'fallo' && cabysVistos.has(cabys)
        ? undefined
        : leer(consulta, 'cabys', cabys, r.que.cabys(cabys));
    cabysVistos.add(cabys);
    if (registro === null) {
      problema(campo, t.cabysCatalogo(n, cabys), FUENTES.cabysCatalogo);
      return;
    }
    if (!registro || registro.impuesto === null || l.impuesto === undefined) return;
    // A line at 0 % is the spec's rate for the services without VAT (F2), whatever the code's general
    // rate (D53). A taxed line at another rate than the code's is a warning: the Anexos tie the rate to
    // CodigoTarifaIVA (p. 38) and leave its consistency with CABYS to an 'eventual validación'.
    const explicada =
      f.receptor.exonerado && !!f.receptor.exoneracion && (!exoneracion || cubreCabys(exoneracion, cabys));
    if (l.impuesto > 0 && l.impuesto !== registro.impuesto && !explicada)
      aviso(campo, r.cabysTarifa(n, cabys, l.impuesto, registro.impuesto));
  });
  return out;
}
