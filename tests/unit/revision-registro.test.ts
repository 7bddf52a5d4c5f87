import { describe, expect, it } from 'vitest';
import type {
  CabysRegistro,
  Contribuyente,
  ExoneracionRegistro,
} from '@/features/registro-hacienda/contract';
import type { FacturaRevisable } from '@/features/facturas/revision/revision';
import {
  consultasRegistro,
  FUENTES,
  revisarRegistro,
  type Consulta,
  type RegistroSnapshot,
  type RevisionRegistro,
} from '@/features/facturas/revision/revision-registro';
import * as es from '@/messages/es';

/*
 * The registry's part of the check before sending, rule by rule: a registry that answers
 * well finds nothing; each case changes one answer or one field and expects exactly its outcome.
 */

const r = es.revisionHacienda.registro;
const EMISOR = '3101999999';
const CLIENTE = '3101123456';
const DOC = 'AL-00123456-25';

const contribuyente = (actividades: Contribuyente['actividades'] = []): Contribuyente => ({
  nombre: 'X S.A.',
  tipoIdentificacion: '02',
  regimen: { codigo: 1, descripcion: 'Régimen general' },
  situacion: { moroso: false, omiso: false, estado: 'Inscrito', administracionTributaria: '', mensaje: '' },
  actividades,
});
const emisor = contribuyente([
  { estado: 'A', tipo: 'P', codigo: '630904', descripcion: 'AGENTE ADUANERO' },
  { estado: 'I', tipo: 'S', codigo: '621001', descripcion: 'TRANSPORTE AEREO' },
]);
const documento = (patch: Partial<ExoneracionRegistro> = {}): ExoneracionRegistro => ({
  numeroDocumento: DOC,
  identificacion: CLIENTE,
  porcentajeExoneracion: 13,
  fechaEmision: '2025-01-15',
  fechaVencimiento: '2030-12-31',
  nombreInstitucion: 'Ministerio de Hacienda',
  tipoDocumento: { codigo: '04', descripcion: '' },
  poseeCabys: false,
  cabys: [],
  ...patch,
});
const cabys = (codigo: string, impuesto: number): CabysRegistro => ({
  codigo,
  descripcion: '',
  impuesto,
  categorias: [],
});

const factura = (): FacturaRevisable => ({
  receptor: {
    nombre: 'Importadora Sol S.A.',
    tipo: 'JURIDICA',
    extranjero: false,
    numero: CLIENTE,
    correo: 'facturas@sol.cr',
    exonerado: false,
    exoneracion: null,
  },
  fecha: '2026-11-20',
  codigoActividad: '522901',
  emisor: { identificacion: EMISOR, actividad: '630904' },
  moneda: { nombre: 'Colones', simbol: '¢', venta: 1 },
  lineas: [
    { detalle: 'Nacionalización', cantidad: 1, unidad: 'Sp', cabys: '6791000000000', impuesto: 13 },
    { detalle: 'Almacenaje', cantidad: 1, unidad: 'Sp', cabys: '6729000000000', impuesto: 0 },
  ],
});
const exonerada = (f: FacturaRevisable, tarifa = 13, numero = DOC) => {
  f.receptor = {
    ...f.receptor,
    exonerado: true,
    exoneracion: {
      tipoDocumento: '04',
      tipoDocumentoOtro: '',
      numeroDocumento: numero,
      articulo: null,
      inciso: null,
      nombreInstitucion: '01',
      nombreInstitucionOtros: '',
      fechaEmision: '2025-01-15T00:00:00',
      tarifaExonerada: tarifa,
    },
  };
};

type Respuestas = {
  contribuyente: Record<string, Consulta<Contribuyente>>;
  exoneracion: Record<string, Consulta<ExoneracionRegistro>>;
  cabys: Record<string, Consulta<CabysRegistro>>;
};
const hecha = <T>(valor: T | null): Consulta<T> => ({ estado: 'hecha', valor });
const buenas = (): Respuestas => ({
  contribuyente: { [EMISOR]: hecha(emisor), [CLIENTE]: hecha(contribuyente()) },
  exoneracion: { [DOC]: hecha(documento()) },
  cabys: {
    '6791000000000': hecha(cabys('6791000000000', 13)),
    '6729000000000': hecha(cabys('6729000000000', 13)),
  },
});
const snapshot = (x: Respuestas, activo = true): RegistroSnapshot => ({
  activo,
  contribuyente: (v) => x.contribuyente[v] ?? { estado: 'apagada' },
  exoneracion: (v) => x.exoneracion[v] ?? { estado: 'apagada' },
  cabys: (v) => x.cabys[v] ?? { estado: 'apagada' },
});
const revisar = (cambiar: (f: FacturaRevisable, x: Respuestas) => void, activo = true) => {
  const f = factura();
  const x = buenas();
  cambiar(f, x);
  return revisarRegistro(f, snapshot(x, activo));
};
const resumen = (out: RevisionRegistro) => ({
  problemas: out.problemas.map((p) => [p.campo, p.mensaje]),
  avisos: out.avisos.map((a) => a.mensaje),
  sinComprobar: out.sinComprobar.map((s) => s.mensaje),
  consultando: out.consultando,
});
const nada = { problemas: [], avisos: [], sinComprobar: [], consultando: false };
const MOTIVO_500 = 'su servicio respondió con un error (HTTP 500)';
const fallo = (motivo = MOTIVO_500): Consulta<never> => ({ estado: 'fallo', motivo });
const inscrito = { administracionTributaria: '', mensaje: '', moroso: false, omiso: false };

describe('revisarRegistro: what Hacienda’s registry says of the invoice', () => {
  it('finds nothing in a good invoice with good answers', () => {
    expect(resumen(revisar(() => {}))).toEqual(nada);
  });

  type Caso = [string, (f: FacturaRevisable, x: Respuestas) => void, Partial<ReturnType<typeof resumen>>];
  const casos: Caso[] = [
    [
      "the issuer's activity inactive: Hacienda's 'advertencia', a warning",
      (f) => (f.emisor = { identificacion: EMISOR, actividad: '621001' }),
      { avisos: [r.actividadInactiva('621001')] },
    ],
    [
      "the issuer's activity not registered for the account: a warning",
      (f) => (f.emisor = { identificacion: EMISOR, actividad: '741407' }),
      { avisos: [r.actividadAusente('741407')] },
    ],
    [
      "the issuer's CIIU 4 activity, as the registry writes it, active: nothing",
      (f, x) => {
        f.emisor = { identificacion: EMISOR, actividad: '5229.0' };
        x.contribuyente[EMISOR] = hecha(
          contribuyente([{ estado: 'A', tipo: 'P', codigo: '5229.0', descripcion: 'APOYO AL TRANSPORTE' }]),
        );
      },
      {},
    ],
    [
      "an old code while the registry answers CIIU 4: a warning naming Hacienda's codes, never padded",
      (_, x) =>
        (x.contribuyente[EMISOR] = hecha(
          contribuyente([
            { estado: 'A', tipo: 'P', codigo: '5229.0', descripcion: 'APOYO AL TRANSPORTE' },
            { estado: 'A', tipo: 'S', codigo: '5210.0', descripcion: 'ALMACENAMIENTO' },
            { estado: 'I', tipo: 'S', codigo: '5120.0', descripcion: 'CARGA AEREA' },
          ]),
        )),
      { avisos: [r.actividadAnterior('630904', '5229.0, 5210.0')] },
    ],
    [
      "the padded form of the registry's CIIU 4 code is not taken for it",
      (f, x) => {
        f.emisor = { identificacion: EMISOR, actividad: '522900' };
        x.contribuyente[EMISOR] = hecha(
          contribuyente([{ estado: 'A', tipo: 'P', codigo: '5229.0', descripcion: 'APOYO AL TRANSPORTE' }]),
        );
      },
      { avisos: [r.actividadAnterior('522900', '5229.0')] },
    ],
    [
      "a code in neither of Hacienda's lists: refused, whatever the registry says",
      (f, x) => {
        f.emisor = { identificacion: EMISOR, actividad: '5229' };
        x.contribuyente[EMISOR] = fallo();
      },
      { problemas: [['tipoActividadId', r.actividadFueraDeCatalogo('5229')]] },
    ],
    [
      'the issuer not in the registry: said, not refused (an account that bills is registered)',
      (_, x) => (x.contribuyente[EMISOR] = hecha(null)),
      { sinComprobar: [r.sinComprobar(r.que.actividad('630904'), r.emisorNoRegistrado(EMISOR))] },
    ],
    [
      "the issuer's identification unknown: said, not refused",
      (f) => (f.emisor = { identificacion: '', actividad: '630904' }),
      { sinComprobar: [r.sinComprobar(r.que.actividad('630904'), r.sinIdentificacionEmisor)] },
    ],
    [
      "the issuer's lookup failed: said, not refused",
      (_, x) => (x.contribuyente[EMISOR] = fallo()),
      { sinComprobar: [r.sinComprobar(r.que.actividad('630904'), MOTIVO_500)] },
    ],
    [
      'the receiver not registered: a warning',
      (_, x) => (x.contribuyente[CLIENTE] = hecha(null)),
      { avisos: [r.aviso(`Hacienda no tiene registrada la identificación ${CLIENTE}.`)] },
    ],
    [
      'the receiver moroso and omiso: warnings',
      (_, x) =>
        (x.contribuyente[CLIENTE] = hecha({
          ...contribuyente(),
          situacion: { ...inscrito, estado: 'Inscrito', moroso: true, omiso: true },
        })),
      {
        avisos: [
          r.aviso('Hacienda lo reporta moroso.'),
          r.aviso('Hacienda lo reporta omiso: no ha presentado sus declaraciones.'),
        ],
      },
    ],
    [
      "the receiver not 'Inscrito': a warning",
      (_, x) =>
        (x.contribuyente[CLIENTE] = hecha({
          ...contribuyente(),
          situacion: { ...inscrito, estado: 'Desinscrito oficio' },
        })),
      { avisos: [r.aviso("Su situación en Hacienda es 'Desinscrito oficio', no 'Inscrito'.")] },
    ],
    [
      "the receiver's lookup failed: said",
      (_, x) => (x.contribuyente[CLIENTE] = fallo('no respondió en 5 segundos')),
      { sinComprobar: [r.sinComprobar(r.que.receptor(CLIENTE), 'no respondió en 5 segundos')] },
    ],
    [
      'a foreign receiver is not looked up',
      (f, x) => {
        f.receptor = { ...f.receptor, extranjero: true };
        x.contribuyente[CLIENTE] = fallo();
      },
      {},
    ],
    [
      'the exoneration document unknown',
      (f, x) => {
        exonerada(f);
        x.exoneracion[DOC] = hecha(null);
      },
      { problemas: [['exoneracion', r.exoneracionDesconocida(DOC)]] },
    ],
    [
      "the exoneration expired before the invoice's date",
      (f, x) => {
        exonerada(f);
        x.exoneracion[DOC] = hecha(documento({ fechaVencimiento: '2025-06-30' }));
      },
      { problemas: [['exoneracion', r.exoneracionVencida(DOC, '30/06/2025')]] },
    ],
    [
      "the exoneration ending on the invoice's date is still good",
      (f, x) => {
        exonerada(f);
        x.exoneracion[DOC] = hecha(documento({ fechaVencimiento: '2026-11-20' }));
      },
      {},
    ],
    [
      'the exoneration issued to another identification',
      (f, x) => {
        exonerada(f);
        x.exoneracion[DOC] = hecha(documento({ identificacion: '3101000001' }));
      },
      { avisos: [r.exoneracionAjena(DOC, '3101000001')] },
    ],
    [
      "the client's percentage above the document's: refused",
      (f, x) => {
        exonerada(f, 13);
        x.exoneracion[DOC] = hecha(documento({ porcentajeExoneracion: 4 }));
      },
      { problemas: [['exoneracion', r.exoneracionPorcentaje(DOC, 4, 13)]] },
    ],
    [
      "the client's percentage below the document's: a warning",
      (f, x) => {
        exonerada(f, 4);
        x.exoneracion[DOC] = hecha(documento({ porcentajeExoneracion: 13 }));
      },
      { avisos: [r.exoneracionPorcentajeMenor(DOC, 13, 4)] },
    ],
    [
      'a document of type 03 (law): the registry’s differences are warnings, the Anexos check 04 and 11',
      (f, x) => {
        exonerada(f);
        f.receptor.exoneracion = { ...f.receptor.exoneracion!, tipoDocumento: '03' };
        x.exoneracion[DOC] = hecha(documento({ fechaVencimiento: '2025-06-30' }));
      },
      { avisos: [r.exoneracionVencida(DOC, '30/06/2025')] },
    ],
    [
      "a line's CABYS code not among the document's",
      (f, x) => {
        exonerada(f);
        x.exoneracion[DOC] = hecha(documento({ poseeCabys: true, cabys: ['6791000000000'] }));
      },
      { problemas: [['detalles.1.servicioId', r.exoneracionCabys(2, DOC, '6729000000000')]] },
    ],
    [
      'a document typed in lower case is looked up as Hacienda files it',
      (f, x) => {
        exonerada(f, 13, ' al-00123456-25 ');
        x.exoneracion[DOC] = hecha(null);
      },
      { problemas: [['exoneracion', r.exoneracionDesconocida(DOC)]] },
    ],
    [
      'a Zona Franca law number is not looked up nor reported',
      (f, x) => {
        exonerada(f, 13, 'Ley 7210 art. 20');
        x.exoneracion[DOC] = fallo();
      },
      {},
    ],
    [
      "the exoneration's lookup failed: said, not refused",
      (f, x) => {
        exonerada(f);
        x.exoneracion[DOC] = fallo('no hubo conexión con su servicio');
      },
      { sinComprobar: [r.sinComprobar(r.que.exoneracion(DOC), 'no hubo conexión con su servicio')] },
    ],
    [
      "a taxed line whose rate is not the CABYS code's",
      (_, x) => (x.cabys['6791000000000'] = hecha(cabys('6791000000000', 0))),
      { avisos: [r.cabysTarifa(1, '6791000000000', 13, 0)] },
    ],
    [
      "a taxed line's other rate, explained by the client's exoneration covering it",
      (f, x) => {
        exonerada(f);
        x.cabys['6791000000000'] = hecha(cabys('6791000000000', 0));
      },
      {},
    ],
    [
      "a taxed line's other rate, not explained by an exoneration that does not cover it",
      (f, x) => {
        exonerada(f);
        x.exoneracion[DOC] = hecha(documento({ poseeCabys: true, cabys: ['6729000000000'] }));
        x.cabys['6791000000000'] = hecha(cabys('6791000000000', 0));
      },
      {
        problemas: [['detalles.0.servicioId', r.exoneracionCabys(1, DOC, '6791000000000')]],
        avisos: [r.cabysTarifa(1, '6791000000000', 13, 0)],
      },
    ],
    [
      'a code the CABYS catalogue does not have',
      (_, x) => (x.cabys['6729000000000'] = hecha(null)),
      { problemas: [['detalles.1.servicioId', es.revisionHacienda.cabysCatalogo(2, '6729000000000')]] },
    ],
    [
      'a CABYS lookup failed, said once for two lines of the code',
      (f, x) => {
        f.lineas = [...f.lineas, { ...f.lineas[1]! }];
        x.cabys['6729000000000'] = fallo();
      },
      { sinComprobar: [r.sinComprobar(r.que.cabys('6729000000000'), MOTIVO_500)] },
    ],
    [
      'a lookup on its way: nothing yet, and it says so',
      (_, x) => (x.contribuyente[EMISOR] = { estado: 'pendiente' }),
      { consultando: true },
    ],
  ];
  it.each(casos)('%s', (_, cambiar, esperado) => {
    expect(resumen(revisar(cambiar))).toEqual({ ...nada, ...esperado });
  });

  it.each([
    [
      'a code in neither list',
      (f: FacturaRevisable) => (f.emisor = { identificacion: EMISOR, actividad: '63-901' }),
      FUENTES.actividad,
    ],
    [
      'an unknown document',
      (f: FacturaRevisable, x: Respuestas) => {
        exonerada(f);
        x.exoneracion[DOC] = hecha(null);
      },
      FUENTES.documento,
    ],
    [
      'a greater exonerated rate',
      (f: FacturaRevisable, x: Respuestas) => {
        exonerada(f, 13);
        x.exoneracion[DOC] = hecha(documento({ porcentajeExoneracion: 4 }));
      },
      FUENTES.tarifaExonerada,
    ],
    [
      'a line the document does not cover',
      (f: FacturaRevisable, x: Respuestas) => {
        exonerada(f);
        x.exoneracion[DOC] = hecha(documento({ poseeCabys: true, cabys: ['6791000000000'] }));
      },
      FUENTES.cabysExoneracion,
    ],
    [
      'a code missing from CABYS',
      (_: FacturaRevisable, x: Respuestas) => (x.cabys['6729000000000'] = hecha(null)),
      FUENTES.cabysCatalogo,
    ],
  ])('the refusal for %s cites the Anexos rule by which Hacienda rejects it', (_, cambiar, fuente) => {
    const out = revisar(cambiar);
    expect(out.problemas.map((p) => p.fuente)).toEqual([fuente]);
    expect(fuente).toMatch(/^Anexos v4\.4 p\. \d+, .*se rechazará/);
  });

  it('says every percentage with its sign', () => {
    expect(r.exoneracionPorcentaje(DOC, 4, 13)).toBe(
      'Exoneración: el documento AL-00123456-25 exonera 4 % en Hacienda y el cliente tiene 13 %. Corrija la tarifa exonerada del cliente.',
    );
    expect(r.cabysTarifa(1, '6791000000000', 13, 0.5)).toBe(
      'Línea 1: el IVA de la línea es 13 % y Hacienda da 0,5 % al código CABYS 6791000000000. Revise que el servicio sea el que corresponde.',
    );
  });

  it('with lookups off, says nothing at all, even for an unknown issuer identification', () => {
    expect(
      resumen(
        revisar((f, x) => {
          f.emisor = { identificacion: '', actividad: '621001' };
          x.contribuyente = {};
          x.exoneracion = {};
          x.cabys = {};
        }, false),
      ),
    ).toEqual(nada);
  });
});

describe('consultasRegistro: each valid value once', () => {
  it('asks the issuer, the receiver, an AL document and each 13-digit code once', () => {
    const f = factura();
    exonerada(f, 13, 'al-00123456-25');
    f.lineas = [...f.lineas, { ...f.lineas[0]! }, { ...f.lineas[0]!, cabys: '123' }];
    expect(consultasRegistro(f)).toEqual({
      contribuyente: [EMISOR, CLIENTE],
      exoneracion: [DOC],
      cabys: ['6791000000000', '6729000000000'],
    });
  });

  it('asks the issuer for a CIIU 4 activity as for a six-digit one, and not for a code of neither list', () => {
    const f = factura();
    f.emisor = { identificacion: EMISOR, actividad: '5229.0' };
    expect(consultasRegistro(f).contribuyente).toEqual([EMISOR, CLIENTE]);
    f.emisor = { identificacion: EMISOR, actividad: '5229' };
    expect(consultasRegistro(f).contribuyente).toEqual([CLIENTE]);
  });

  it('asks nothing for a foreigner, a short number, a law number or a missing activity', () => {
    const f = factura();
    f.emisor = { identificacion: EMISOR, actividad: '' };
    f.receptor = { ...f.receptor, numero: '12345' };
    exonerada(f, 13, 'Ley 7210');
    expect(consultasRegistro(f)).toMatchObject({ contribuyente: [], exoneracion: [] });
    f.receptor = { ...f.receptor, numero: CLIENTE, extranjero: true };
    expect(consultasRegistro(f).contribuyente).toEqual([]);
  });
});
