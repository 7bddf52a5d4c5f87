import { addMinutes, differenceInCalendarDays, differenceInCalendarMonths, format } from 'date-fns';
import { strFromU8, unzipSync } from 'fflate';
import { getDb, type Db } from '@mocks/db';
import type { ConfirmacionRecord } from '@mocks/db/types';
import { comoArchivos, comoZip, muestrasRecepcion } from '@mocks/files/muestras-recepcion';
import { cedulaClave } from '@mocks/lib/hacienda';
import { leerComprobante } from '@mocks/lib/hacienda-xml';
import { PROVEEDORES } from '@mocks/seed/confirmaciones';
import { plazoRespuesta } from '@/lib/plazo-respuesta';
import { revisarComprobante } from '@/features/confirmacion/revisar-comprobante';
import type { FacturaElectronica } from '@/features/confirmacion/contract';
import { productToExacto, toExacto } from '@/lib/money';
import { archivos } from '@/messages/es-archivos';
import { CUENTA } from '../comprobante-de-la-cuenta';
import { validarFacturaXml, XSD_NOTA_CREDITO_SIN_FIRMA, XSD_OFICIAL, XSD_SIN_FIRMA } from '../hacienda-xsd';

/*
 * The demo's 20 sample supplier documents (decision C10), made from the seeded store of
 * tests/setup.ts (fresh before each test) at a fixed `hoy`: what the browser's check and the mock's
 * reader make of each, their numbers, amounts and dates, and the official v4.4 XSD.
 */

const HOY = new Date(2026, 10, 26, 9, 30);
const OTRO = { nombre: 'Importadora Ferretera del Valle Central S.A.', cedula: '3101583260' };

type Muestra = { nombre: string; xml: string };

const bytes = (xml: string) => new TextEncoder().encode(xml);

/** What the mock reads of a file (each text read once: the assertions ask again and again). */
const leidos = new Map<string, FacturaElectronica>();
function documento(m: Muestra): FacturaElectronica {
  const leido = leidos.get(m.xml);
  if (leido) return leido;
  const lectura = leerComprobante(m.xml);
  if (lectura.tipo !== 'comprobante') throw new Error(`${m.nombre}: ${lectura.mensaje}`);
  leidos.set(m.xml, lectura.documento);
  return lectura.documento;
}

/** The set's parts: the 17 distinct documents to the account, the copy, the foreign one, the answered one. */
function partes(db: Db, hoy = HOY) {
  const todas = muestrasRecepcion(db, hoy);
  const copia = todas.filter((m) => m.nombre.startsWith('copia de '));
  const ajena = todas.filter((m) => documento(m).receptor?.identificacion.numero !== CUENTA.cedula);
  const respondidas = todas.filter((m) => {
    const { clave } = documento(m);
    return db.confirmaciones.find((r) => r.empresaId === 1 && r.clave === clave) !== undefined;
  });
  const propias = todas.filter((m) => !copia.includes(m) && !ajena.includes(m) && !respondidas.includes(m));
  return { todas, copia, ajena, respondidas, propias };
}

const exacto = (n: number) => toExacto(n);

describe('muestrasRecepcion: the 20 files', () => {
  it('20 files, unique .xml names, the same for the same store and day', () => {
    const db = getDb();
    const todas = muestrasRecepcion(db, HOY);
    expect(todas).toHaveLength(20);
    expect(new Set(todas.map((m) => m.nombre)).size).toBe(20);
    for (const m of todas) expect(m.nombre).toMatch(/\.xml$/);
    expect(muestrasRecepcion(db, HOY)).toEqual(todas);
  });

  it('17 distinct documents to the account, one copy, one to another company, one already answered', () => {
    const { propias, copia, ajena, respondidas } = partes(getDb());
    expect([propias.length, copia.length, ajena.length, respondidas.length]).toEqual([17, 1, 1, 1]);
    expect(new Set(propias.map((m) => documento(m).clave)).size).toBe(17);
  });

  it("every file passes the browser's check but the one to another company, refused naming its receiver", () => {
    const { todas, ajena } = partes(getDb());
    const motivos = todas.map((m) => [m.nombre, revisarComprobante(bytes(m.xml), m.nombre, CUENTA)] as const);
    expect(motivos.filter(([, motivo]) => motivo !== null)).toEqual([
      [ajena[0]!.nombre, archivos.xml.otroReceptor(OTRO.nombre, OTRO.cedula, CUENTA.nombre, CUENTA.cedula)],
    ]);
  });

  it('the copy has the bytes and clave of one of the 17 under another name', () => {
    const { propias, copia } = partes(getDb());
    const [c] = copia;
    const original = propias.find((m) => `copia de ${m.nombre}` === c!.nombre);
    expect(original).toBeDefined();
    expect(c!.xml).toBe(original!.xml);
    expect(documento(c!).clave).toBe(documento(original!).clave);
  });

  it("the answered one is the account's latest answered invoice: its clave, numbers, issuer, totals and date", () => {
    const db = getDb();
    const { respondidas } = partes(db);
    const d = documento(respondidas[0]!);
    const r = db.confirmaciones.find((x) => x.empresaId === 1 && x.clave === d.clave)!;
    expect(r.tipoDocumento).toBe('FacturaElectronica');
    const masReciente = db.confirmaciones
      .filter((x) => x.empresaId === 1 && x.tipoDocumento === 'FacturaElectronica')
      .sort((a, b) => b.fechaRespuesta.localeCompare(a.fechaRespuesta) || b.id - a.id)[0]!;
    expect(r.id).toBe(masReciente.id);
    expect({
      tipo: d.tipoDocumento,
      consecutivo: d.numeroConsecutivo,
      emisor: d.emisor.nombre,
      emisorId: d.emisor.identificacion.numero,
      moneda: d.resumenFactura.codigoTipoMoneda.codigoMoneda,
      tipoCambio: d.resumenFactura.codigoTipoMoneda.tipoCambio,
      totalVenta: d.resumenFactura.totalVenta,
      totalImpuesto: d.resumenFactura.totalImpuesto,
      totalComprobante: d.resumenFactura.totalComprobante,
      fecha: d.fechaEmision,
      receptor: d.receptor?.identificacion.numero,
    }).toEqual({
      tipo: r.tipoDocumento,
      consecutivo: r.consecutivo,
      emisor: r.emisor,
      emisorId: r.emisorIdentificacion,
      moneda: r.moneda,
      tipoCambio: r.tipoCambio,
      totalVenta: r.totalVenta,
      totalImpuesto: r.totalImpuesto,
      totalComprobante: r.totalComprobante,
      fecha: r.fechaEmision,
      receptor: CUENTA.cedula,
    });
  });

  it("none of the 17 is answered yet, nor after the account answers one of them (the next set's numbers move on)", () => {
    const db = getDb();
    const antes = partes(db).propias.map(documento);
    const respondida = antes[5]!;
    const r = respondida.resumenFactura;
    db.confirmaciones.insert({
      empresaId: 1,
      usuarioId: 1,
      clave: respondida.clave,
      consecutivo: respondida.numeroConsecutivo,
      tipoDocumento: respondida.tipoDocumento,
      emisor: respondida.emisor.nombre,
      emisorIdentificacion: respondida.emisor.identificacion.numero,
      moneda: r.codigoTipoMoneda.codigoMoneda,
      tipoCambio: r.codigoTipoMoneda.tipoCambio,
      totalVenta: r.totalVenta,
      totalImpuesto: r.totalImpuesto,
      totalComprobante: r.totalComprobante,
      estado: 'CONFIRMADO',
      estadoEnviadoHacienda: 'Aceptado',
      haciendaProcesandoHasta: null,
      fechaEmision: respondida.fechaEmision!,
      mensaje: 'Servicio recibido a satisfacción',
      consecutivoMensaje: '00100001050000009999',
      // The account's latest answer: the seed's are dated from the real clock, so after all of them.
      fechaRespuesta: format(
        addMinutes(
          new Date(
            Math.max(
              HOY.getTime(),
              ...db.confirmaciones.filter(() => true).map((c) => Date.parse(c.fechaRespuesta)),
            ),
          ),
          1,
        ),
        "yyyy-MM-dd'T'HH:mm:ss",
      ),
    } satisfies Omit<ConfirmacionRecord, 'id'>);

    const despues = partes(db);
    expect(despues.propias).toHaveLength(17);
    expect(despues.respondidas.map((m) => documento(m).clave)).toEqual([respondida.clave]);
    const mismoEmisor = despues.propias
      .map(documento)
      .filter((d) => d.emisor.identificacion.numero === respondida.emisor.identificacion.numero);
    expect(mismoEmisor.length).toBeGreaterThan(0);
    for (const d of mismoEmisor)
      expect(Number(d.numeroConsecutivo.slice(10))).toBeGreaterThan(
        Number(respondida.numeroConsecutivo.slice(10)),
      );
  });
});

describe('muestrasRecepcion: what the mock reads of each', () => {
  it('every file is a v4.4 document with a 50-digit clave built from its date, issuer and consecutivo', () => {
    for (const m of partes(getDb()).todas) {
      const d = documento(m);
      expect(d.version, m.nombre).toBe('4.4');
      const dia = d.fechaEmision!.slice(0, 10);
      expect(d.clave, m.nombre).toBe(
        `506${dia.slice(8, 10)}${dia.slice(5, 7)}${dia.slice(2, 4)}` +
          `${cedulaClave(d.emisor.identificacion.numero)}${d.numeroConsecutivo}1${d.clave.slice(42)}`,
      );
      expect(d.clave).toMatch(/^\d{50}$/);
      expect(d.numeroConsecutivo).toMatch(/^00100001(01|03)\d{10}$/);
      expect(m.xml).toContain(`<FechaEmision>${d.fechaEmision}-06:00</FechaEmision>`);
      expect(m.xml).not.toMatch(/Signature|DOCTYPE/);
    }
  });

  it("the 17 are named '{issuer}-{consecutivo}.xml', from the seed's suppliers, in their currencies", () => {
    const { propias } = partes(getDb());
    for (const m of propias) {
      const d = documento(m);
      const p = PROVEEDORES.find((x) => x.cedula === d.emisor.identificacion.numero);
      expect(p, m.nombre).toBeDefined();
      expect(m.nombre).toBe(`${p!.cedula}-${d.numeroConsecutivo}.xml`);
      expect(d.emisor.nombre).toBe(p!.nombre);
      expect(d.receptor).toMatchObject({
        nombre: CUENTA.nombre,
        identificacion: { tipo: '02', numero: CUENTA.cedula },
      });
      const { codigoMoneda, tipoCambio } = d.resumenFactura.codigoTipoMoneda;
      expect(codigoMoneda).toBe(p!.moneda);
      if (codigoMoneda === 'USD') {
        expect(tipoCambio).toBeGreaterThanOrEqual(505);
        expect(tipoCambio).toBeLessThanOrEqual(520);
      } else expect(tipoCambio).toBe(1);
    }
    const emisores = new Set(propias.map((m) => documento(m).emisor.identificacion.numero));
    expect(emisores.size).toBeGreaterThanOrEqual(6);
    const monedas = new Set(propias.map((m) => documento(m).resumenFactura.codigoTipoMoneda.codigoMoneda));
    expect([...monedas].sort()).toEqual(['CRC', 'USD']);
    const tipos = propias.map((m) => documento(m).tipoDocumento);
    expect(tipos.filter((t) => t === 'NotaCreditoElectronica')).toHaveLength(1);
    expect(tipos.filter((t) => t === 'FacturaElectronica')).toHaveLength(16);
  });

  it('1 to 3 lines, each Cantidad × PrecioUnitario with its supplier VAT, and totals that add up', () => {
    const { propias, ajena } = partes(getDb());
    for (const m of [...propias, ...ajena]) {
      const d = documento(m);
      const iva = PROVEEDORES.find((x) => x.cedula === d.emisor.identificacion.numero)!.iva;
      const lineas = d.detalleServicio.lineaDetalle;
      expect(lineas.length, m.nombre).toBeGreaterThanOrEqual(1);
      expect(lineas.length, m.nombre).toBeLessThanOrEqual(3);
      for (const l of lineas) {
        expect(exacto(l.montoTotal), m.nombre).toBe(productToExacto([l.cantidad, l.precioUnitario]));
        expect(exacto(l.impuestoNeto), m.nombre).toBe(productToExacto([l.montoTotal, iva], [100]));
        expect(exacto(l.montoTotalLinea)).toBe(exacto(l.montoTotal) + exacto(l.impuestoNeto));
      }
      const r = d.resumenFactura;
      const suma = (f: (l: (typeof lineas)[number]) => number) =>
        lineas.reduce((s, l) => s + exacto(f(l)), 0);
      expect(exacto(r.totalVenta), m.nombre).toBe(suma((l) => l.montoTotal));
      expect(exacto(r.totalVentaNeta)).toBe(exacto(r.totalVenta));
      expect(exacto(r.totalImpuesto), m.nombre).toBe(suma((l) => l.impuestoNeto));
      expect(exacto(r.totalComprobante), m.nombre).toBe(exacto(r.totalVentaNeta) + exacto(r.totalImpuesto));
      expect(r.totalComprobante).toBeGreaterThan(0);
    }
  });

  it('the credit note corrects one of the 17 of its issuer, issued before it', () => {
    const { propias } = partes(getDb());
    const nota = propias.find((m) => documento(m).tipoDocumento === 'NotaCreditoElectronica')!;
    const referida = /<Numero>(\d{50})<\/Numero>/.exec(nota.xml)?.[1];
    const factura = propias.map(documento).find((d) => d.clave === referida);
    expect(factura?.emisor.identificacion.numero).toBe(documento(nota).emisor.identificacion.numero);
    expect(factura!.fechaEmision! < documento(nota).fechaEmision!).toBe(true);
    expect(nota.xml).toContain('<Codigo>02</Codigo>');
  });
});

describe('muestrasRecepcion: dates', () => {
  const fechas = (db: Db, hoy: Date) =>
    partes(db, hoy).propias.map((m) => {
      const fechaEmision = documento(m).fechaEmision!;
      const fecha = new Date(fechaEmision);
      return {
        fecha,
        dias: differenceInCalendarDays(hoy, fecha),
        meses: differenceInCalendarMonths(hoy, fecha),
        vencida: plazoRespuesta(fechaEmision, hoy)?.vencido,
      };
    });

  it.each([
    ['a morning', new Date(2026, 10, 26, 9, 30)],
    ['the first of a month', new Date(2026, 11, 1, 14, 0)],
    ['the last of a month, late', new Date(2027, 0, 31, 23, 50)],
    ['five past midnight', new Date(2026, 2, 1, 0, 5)],
  ])(
    'on %s: 3 overdue from the month before last, 2 of 9–11 days ago, the rest this week, one today',
    (_, hoy) => {
      const todas = fechas(getDb(), hoy);
      // Overdue by C9's rule (the 8th business day of the next month) and by '8 business days after'.
      const antepasado = todas.filter((f) => f.meses === 2);
      expect(antepasado.map((f) => f.vencida)).toEqual([true, true, true]);
      for (const f of antepasado) expect(f.dias).toBeGreaterThan(12);
      const resto = todas.filter((f) => f.meses < 2);
      expect(resto.filter((f) => f.dias >= 9 && f.dias <= 11)).toHaveLength(2);
      expect(resto.filter((f) => f.dias < 9).map((f) => f.dias)).toEqual([
        6, 5, 5, 4, 3, 3, 2, 2, 1, 1, 1, 0,
      ]);
      for (const f of todas) expect(f.fecha.getTime()).toBeLessThanOrEqual(hoy.getTime());
    },
  );
});

describe('muestrasRecepcion: the official v4.4 XSD (Signature optional: the demo cannot sign, F18)', () => {
  it('every invoice and the credit note validate', async () => {
    const { todas } = partes(getDb());
    const facturas = todas.filter((m) => m.xml.includes('<FacturaElectronica'));
    const notas = todas.filter((m) => m.xml.includes('<NotaCreditoElectronica'));
    expect(facturas.length + notas.length).toBe(20);
    const [f, n] = await Promise.all([
      validarFacturaXml(
        facturas.map((m) => m.xml),
        XSD_SIN_FIRMA,
      ),
      validarFacturaXml(
        notas.map((m) => m.xml),
        XSD_NOTA_CREDITO_SIN_FIRMA,
      ),
    ]);
    expect(f.errors).toEqual([]);
    expect(n.errors).toEqual([]);
    expect(f.valid && n.valid).toBe(true);
  });

  it('the untouched official XSD misses only the ds:Signature', async () => {
    const result = await validarFacturaXml(muestrasRecepcion(getDb(), HOY)[0]!.xml, XSD_OFICIAL);
    expect(result.valid).toBe(false);
    expect(result.errors).toHaveLength(1);
    expect(result.errors[0]!.message).toMatch(/Missing child element\(s\)\. Expected is .*Signature/);
  });
});

describe('the demo controls: the 20 files as File objects and in one .zip', () => {
  it('File objects: the names, text/xml, the same UTF-8 text', async () => {
    const muestras = muestrasRecepcion(getDb(), HOY);
    const files = comoArchivos(muestras);
    expect(files.map((f) => [f.name, f.type])).toEqual(muestras.map((m) => [m.nombre, 'text/xml']));
    expect(await files[0]!.text()).toBe(muestras[0]!.xml);
    // Compared as Node buffers: jsdom's TextEncoder makes arrays of another realm.
    const leidos = Buffer.from(await files[0]!.arrayBuffer());
    expect(leidos.equals(Buffer.from(muestras[0]!.xml, 'utf8'))).toBe(true);
  });

  it('a .zip (application/zip) holding the 20 files under their names, byte for byte', async () => {
    const muestras = muestrasRecepcion(getDb(), HOY);
    const zip = comoZip(muestras);
    expect(zip.type).toBe('application/zip');
    const dentro = unzipSync(new Uint8Array(await zip.arrayBuffer()));
    expect(Object.keys(dentro).sort()).toEqual(muestras.map((m) => m.nombre).sort());
    for (const m of muestras) expect(strFromU8(dentro[m.nombre]!)).toBe(m.xml);
  });
});
