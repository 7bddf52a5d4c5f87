import { getDb } from '@mocks/db';
import {
  CABYS_DEMO,
  CABYS_TARIFA_DISTINTA,
  CASOS_CONTRIBUYENTE,
  CASOS_EXONERACION,
  contribuyenteDemo,
  exoneracionDemo,
} from '@mocks/lib/registro-hacienda';
import { ACTIVIDAD_INACTIVA } from '@mocks/seed/facturas';
import {
  contribuyenteSchema,
  exoneracionRegistroSchema,
  type Contribuyente,
} from '@/features/registro-hacienda/contract';
import {
  actividadDe,
  avisosContribuyente,
  cubreCabys,
  esActiva,
  exoneracionVencida,
} from '@/features/registro-hacienda/rules';

/*
 * A newcomer to the demo meets each registry case on an invoice the list's Enviar acts on (unsent,
 * not waiting for Hacienda): read through the demo registry's own answers and the app's rules, so
 * the test holds whatever the seed draws, as long as every case is still there.
 */

const db = () => getDb();
const sinEnviar = (clienteId: number) =>
  db().facturas.filter(
    (f) =>
      f.clienteId === clienteId &&
      f.estado === 'Ingresada' &&
      f.enviadaHacienda === 0 &&
      f.estadoHacienda === '' &&
      !f.enviando,
  );
const cliente = (nombre: string) => db().clientes.find((c) => c.nombre === nombre)!;
const cabysDe = (servicioCabysId: number) => db().serviciosCabys.get(servicioCabysId)!.codigoCabys;
const dia = (fecha: string) => fecha.slice(0, 10);

function documentoDe(nombre: string) {
  const c = cliente(nombre);
  const crudo = exoneracionDemo(db(), c.exoneracion!.numeroDocumento);
  return { c, doc: exoneracionRegistroSchema.parse(crudo) };
}

function contribuyente(id: string): Contribuyente | null {
  const r = contribuyenteDemo(db(), id);
  if (r === 'lento' || r === 'error') throw new Error(`${id} is a failure case`);
  return r && contribuyenteSchema.parse(r);
}

describe('the demo’s invoices meet each registry case', () => {
  it('the exoneration in force: an unsent invoice whose document passes every check', () => {
    const { c, doc } = documentoDe(CASOS_EXONERACION.vigente.cliente);
    const facturas = sinEnviar(c.id).filter(
      (f) =>
        !exoneracionVencida(doc, dia(f.fechaFacturacion)) &&
        f.detalles.every((d) => cubreCabys(doc, cabysDe(d.servicioCabysId))),
    );
    expect(facturas.length).toBeGreaterThan(0);
    expect(doc.identificacion).toBe(c.cedulaJuridica);
    expect(doc.porcentajeExoneracion).toBe(c.exoneracion!.tarifaExonerada);
  });

  it('the expired one: an unsent invoice dated after its end', () => {
    const { c, doc } = documentoDe(CASOS_EXONERACION.vencida.cliente);
    expect(
      sinEnviar(c.id).filter((f) => exoneracionVencida(doc, dia(f.fechaFacturacion))).length,
    ).toBeGreaterThan(0);
  });

  it('the one issued to another identification: an unsent invoice to its client', () => {
    const { c, doc } = documentoDe(CASOS_EXONERACION.otraIdentificacion.cliente);
    expect(doc.identificacion).not.toBe(c.cedulaJuridica);
    expect(sinEnviar(c.id).length).toBeGreaterThan(0);
  });

  it('the one with another percentage: an unsent invoice to its client', () => {
    const { c, doc } = documentoDe(CASOS_EXONERACION.otroPorcentaje.cliente);
    // The client's is the greater: the case Hacienda rejects (Anexos, TarifaExonerada), not a warning.
    expect(c.exoneracion!.tarifaExonerada).toBeGreaterThan(doc.porcentajeExoneracion!);
    expect(c.exoneracion!.tipoDocumento).toBe('04');
    expect(sinEnviar(c.id).length).toBeGreaterThan(0);
  });

  it('the one whose CABYS list leaves a line out: an unsent invoice with such a line', () => {
    const { c, doc } = documentoDe(CASOS_EXONERACION.cabysNoCubierto.cliente);
    const facturas = sinEnviar(c.id).filter((f) =>
      f.detalles.some((d) => !cubreCabys(doc, cabysDe(d.servicioCabysId))),
    );
    expect(facturas.length).toBeGreaterThan(0);
  });

  it('an unsent invoice billed under account 1’s activity the registry has as inactive (a warning at Enviar)', () => {
    const actividad = db().tiposActividad.find((t) => t.empresaId === 1 && t.codigo === ACTIVIDAD_INACTIVA)!;
    const facturas = db().facturas.filter(
      (f) =>
        f.tipoActividadEconomicaId === actividad.id &&
        f.estado === 'Ingresada' &&
        f.enviadaHacienda === 0 &&
        f.estadoHacienda === '',
    );
    expect(facturas).toHaveLength(1);
    const emisor = contribuyente(db().empresas.get(1)!.cedula)!;
    expect(esActiva(actividadDe(emisor, ACTIVIDAD_INACTIVA)!)).toBe(false);
    // Only that: the receiver is a plain registered taxpayer, with no warning of its own.
    const receptor = db().clientes.get(facturas[0]!.clienteId)!;
    expect(avisosContribuyente(contribuyente(receptor.cedulaJuridica), receptor.cedulaJuridica)).toEqual([]);
  });

  it('an unsent invoice with a line of the CABYS code the registry rates otherwise, at 13 %', () => {
    const facturas = db().facturas.filter(
      (f) =>
        f.estado === 'Ingresada' &&
        f.enviadaHacienda === 0 &&
        f.estadoHacienda === '' &&
        f.detalles.some((d) => cabysDe(d.servicioCabysId) === CABYS_TARIFA_DISTINTA && d.impuestos === 13),
    );
    expect(facturas).toHaveLength(1);
    const f = facturas[0]!;
    expect(CABYS_DEMO.find((c) => c.codigo === CABYS_TARIFA_DISTINTA)!.impuesto).toBe(0);
    // No exoneration explains the rate, and nothing else of the invoice is a registry case.
    const receptor = db().clientes.get(f.clienteId)!;
    expect(receptor.esExonerado).toBe(0);
    expect(avisosContribuyente(contribuyente(receptor.cedulaJuridica), receptor.cedulaJuridica)).toEqual([]);
    // Its saved amounts are those of its saved rate, as the check of the saved amounts reads them.
    const linea = f.detalles.find((d) => cabysDe(d.servicioCabysId) === CABYS_TARIFA_DISTINTA)!;
    expect(linea.impuestosMonto).toBeCloseTo(linea.montoColones * 0.13, 2);
    expect(linea.detalle).toMatch(/seguro de carga/i);
  });

  it.each([
    ['moroso', CASOS_CONTRIBUYENTE.moroso, 'Hacienda lo reporta moroso.'],
    ['not registered', CASOS_CONTRIBUYENTE.noRegistrado, 'Hacienda no tiene registrada la identificación'],
    ['omiso', CASOS_CONTRIBUYENTE.omiso, 'Hacienda lo reporta omiso'],
    ['not Inscrito', CASOS_CONTRIBUYENTE.desinscrito, "no 'Inscrito'"],
  ])('unsent invoices to the %s client, whose warning the clerk reads', (_, id, aviso) => {
    const c = db().clientes.find((x) => x.cedulaJuridica === id)!;
    expect(sinEnviar(c.id).length).toBeGreaterThan(0);
    expect(avisosContribuyente(contribuyente(id), id).join(' ')).toContain(aviso);
  });
});
