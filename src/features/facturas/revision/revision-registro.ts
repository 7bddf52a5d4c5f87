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
  cubreCabys,
  documentoNormal,
  esActiva,
  esAutorizacionHacienda,
  esIdentificacionConsultable,
  exoneracionVencida,
} from '@/features/registro-hacienda/rules';
import type { FacturaRevisable, ProblemaHacienda } from './revision';

/*
 * The check before sending, the part only Hacienda's registry can answer (issue 37). Pure, beside
 * `revisarFactura`: it reads the invoice and a snapshot of the registry's answers, and never refuses
 * an invoice because a lookup failed — it says which check could not be made instead (§4).
 */

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
  const emisor = /^\d{6}$/.test(f.emisor?.actividad.trim() ?? '') ? emisorConsultable(f) : null;
  if (emisor) contribuyentes.add(emisor);
  const receptor = receptorConsultable(f);
  if (receptor) contribuyentes.add(receptor);
  const doc = documentoConsultable(f);
  const cabys = new Set(f.lineas.map((l) => l.cabys.trim()).filter((c) => CABYS.test(c)));
  return { contribuyente: [...contribuyentes], exoneracion: doc ? [doc] : [], cabys: [...cabys] };
}

/**
 * What the registry says of the invoice: refusals (the issuer's activity, the exoneration document,
 * each line's CABYS rate), warnings about the receiver, and the checks that could not be made.
 */
export function revisarRegistro(f: FacturaRevisable, s: RegistroSnapshot): RevisionRegistro {
  const out: RevisionRegistro = { problemas: [], avisos: [], sinComprobar: [], consultando: false };
  const problema = (campo: string, mensaje: string, fuente: string) =>
    out.problemas.push({ campo, mensaje, fuente });
  /** The answer, or undefined after noting why there is none. */
  function leer<T>(c: Consulta<T>, tipo: TipoConsulta, valor: string, que: string): T | null | undefined {
    if (c.estado === 'hecha') return c.valor;
    if (c.estado === 'pendiente') out.consultando = true;
    if (c.estado === 'fallo') out.sinComprobar.push({ tipo, valor, mensaje: r.sinComprobar(que, c.motivo) });
    return undefined;
  }

  // The issuer's activity must be active for the account's identification.
  const actividad = f.emisor?.actividad.trim() ?? '';
  if (f.emisor && /^\d{6}$/.test(actividad)) {
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
      const fuente = 'Registro de Hacienda (/fe/ae), CodigoActividadEmisor';
      // An account that issues invoices is registered: 'not found' here more likely means the lookup
      // was blocked (a CORS-less 404 reads the same, D48), so it is a check not made, never a refusal.
      if (emisor === null)
        out.sinComprobar.push({
          tipo: 'contribuyente',
          valor: id,
          mensaje: r.sinComprobar(r.que.actividad(actividad), r.emisorNoRegistrado(id)),
        });
      else if (emisor) {
        const a = actividadDe(emisor, actividad);
        if (!a) problema('tipoActividadId', r.actividadAusente(actividad), fuente);
        else if (!esActiva(a)) problema('tipoActividadId', r.actividadInactiva(actividad), fuente);
      }
    }
  }

  // The receiver: warnings only (a foreigner is not looked up).
  const receptor = receptorConsultable(f);
  if (receptor) {
    const c = leer(s.contribuyente(receptor), 'contribuyente', receptor, r.que.receptor(receptor));
    if (c !== undefined)
      for (const aviso of avisosContribuyente(c, receptor))
        out.avisos.push({ campo: 'cedulaJuridica', mensaje: r.aviso(aviso) });
  }

  // The exoneration document, as Hacienda has it.
  const doc = documentoConsultable(f);
  const tarifaCliente = f.receptor.exoneracion?.tarifaExonerada;
  let exoneracion: ExoneracionRegistro | null | undefined;
  if (doc) {
    exoneracion = leer(s.exoneracion(doc), 'exoneracion', doc, r.que.exoneracion(doc));
    const fuente = 'Registro de Hacienda (/fe/ex); Anexos p. 44–46, Exoneracion';
    if (exoneracion === null) problema('exoneracion', r.exoneracionDesconocida(doc), fuente);
    else if (exoneracion) {
      if (exoneracionVencida(exoneracion, f.fecha))
        problema('exoneracion', r.exoneracionVencida(doc, formatDate(exoneracion.fechaVencimiento)), fuente);
      const titular = digitos(exoneracion.identificacion);
      if (titular && titular !== digitos(f.receptor.numero))
        problema('exoneracion', r.exoneracionAjena(doc, exoneracion.identificacion), fuente);
      const porcentaje = exoneracion.porcentajeExoneracion;
      if (porcentaje !== null && tarifaCliente != null && porcentaje !== Number(tarifaCliente))
        problema(
          'exoneracion',
          r.exoneracionPorcentaje(doc, String(porcentaje), String(tarifaCliente)),
          fuente,
        );
    }
  }

  // Each line: the document covers its CABYS code; its rate is the one Hacienda gives the code.
  const cabysVistos = new Set<string>();
  f.lineas.forEach((l, i) => {
    const n = i + 1;
    const campo = `detalles.${i}.servicioId`;
    const cabys = l.cabys.trim();
    if (!CABYS.test(cabys)) return;
    if (exoneracion && !cubreCabys(exoneracion, cabys))
      problema(
        campo,
        r.exoneracionCabys(n, doc!, cabys),
        'Registro de Hacienda (/fe/ex, cabys); Anexos p. 44, Exoneracion',
      );
    const consulta = s.cabys(cabys);
    // A code used by several lines is said once when it could not be checked.
    const registro =
      consulta.estado === 'fallo' && cabysVistos.has(cabys)
        ? undefined
        : leer(consulta, 'cabys', cabys, r.que.cabys(cabys));
    cabysVistos.add(cabys);
    if (registro === null) {
      problema(campo, t.cabysCatalogo(n, cabys), 'Anexos p. 27, CodigoCABYS; Nota 17 (catálogo CABYS)');
      return;
    }
    if (!registro || registro.impuesto === null || l.impuesto === undefined) return;
    // A line at 0 % is the spec's rate for the services without VAT (F2), whatever the code's general
    // rate; a taxed line must carry the code's rate unless the client's exoneration covers it.
    const explicada =
      f.receptor.exonerado && !!f.receptor.exoneracion && (!exoneracion || cubreCabys(exoneracion, cabys));
    if (l.impuesto > 0 && l.impuesto !== registro.impuesto && !explicada)
      problema(
        campo,
        r.cabysTarifa(n, cabys, String(l.impuesto), String(registro.impuesto)),
        'Registro de Hacienda (/fe/cabys, impuesto); Anexos p. 40, CodigoTarifaIVA',
      );
  });
  return out;
}
