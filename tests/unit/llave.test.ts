import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { readP12, revisarLlaveP12 } from '@/features/empresas/p12-reader';
import {
  esDeLaCuenta,
  identificacionDeSerie,
  revisarCertificado,
  serieDeCuenta,
  vencimientoLlave,
} from '@/features/empresas/llave';

/*
 * The signing key's rules (decisions D38 and D39): whose key it is, valid today, the
 * 30-day warning; and the .p12 fixtures (tests/fixtures/llaves/, README there) opened with node-forge,
 * legacy (3DES/RC2-40) and OpenSSL 3's default (AES-256). The clock is a parameter: `HOY`.
 */

/** 09:00 in Costa Rica: the fixtures' dates are at 12:00 there, the same calendar day in UTC. */
const HOY = new Date('2027-03-15T15:00:00Z');
const PIN = '4821';
const JURIDICA = { cedula: '3101704425', tipo: '02' };
const FISICA = { cedula: '112340567', tipo: '01' };

const LLAVES = resolve(import.meta.dirname, '../fixtures/llaves');
const bytes = (archivo: string) => new Uint8Array(readFileSync(resolve(LLAVES, archivo)));

describe('identificacionDeSerie: the serialNumber shapes of the CA', () => {
  it.each([
    ['CPJ-3-101-704425', '3101704425'],
    ['CPF-01-1234-0567', '112340567'],
    ['CPF-01-0688-0721', '106880721'],
    ['cpj-3-101-704425', '3101704425'],
    [' CPJ-3-101-704425 ', '3101704425'],
    ['NUP-114145540011', '114145540011'],
    ['CPF-3034560333', '3034560333'],
    ['3101704425', null],
    ['CPJ-', null],
    ['CPJ-0-000-000000', null],
    ['CPJ 3-101-704425', null],
    ['', null],
    [null, null],
  ])('%j → %j', (serie, esperado) => expect(identificacionDeSerie(serie)).toBe(esperado));
});

describe("esDeLaCuenta: the certificate's identification against the account's cédula", () => {
  it.each([
    ['CPJ-3-101-704425', '3101704425', true],
    ['CPJ-3-101-704425', ' 3101704425 ', true],
    ['CPF-01-1234-0567', '112340567', true],
    ['CPF-01-1234-0567', '0112340567', true],
    ['CPJ-3-101-558201', '3101704425', false],
    ['CPF-01-1234-0567', '112340568', false],
    ['CPJ-3-101-704425', '', false],
    [null, '3101704425', false],
  ])('%j and %j → %j', (serie, cedula, esperado) => expect(esDeLaCuenta(serie, cedula)).toBe(esperado));
});

describe("serieDeCuenta: the account's identification written as the CA writes it", () => {
  it.each([
    ['3101704425', '02', 'CPJ-3-101-704425'],
    ['112340567', '01', 'CPF-01-1234-0567'],
    ['155812345678', '03', '155812345678'],
    ['3101704425', '01', '3101704425'],
  ])('%s (%s) → %s', (cedula, tipo, esperado) => expect(serieDeCuenta(cedula, tipo)).toBe(esperado));
});

describe('vencimientoLlave: days left and level on a given day', () => {
  it.each([
    ['2028-03-01T18:00:00Z', 'ninguno', 352],
    ['2027-04-15T18:00:00Z', 'ninguno', 31],
    ['2027-04-14T18:00:00Z', 'aviso', 30],
    ['2027-03-25T18:00:00Z', 'aviso', 10],
    ['2027-03-16T18:00:00Z', 'aviso', 1],
    ['2027-03-15T15:00:01Z', 'aviso', 0],
    ['2027-03-15T15:00:00Z', 'vencida', 0],
    ['2027-03-01T18:00:00Z', 'vencida', -14],
    ['2027-04-14', 'aviso', 30],
  ] as const)('%s → %s, %i days', (vence, nivel, dias) =>
    expect(vencimientoLlave(vence, HOY)).toMatchObject({ nivel, dias }),
  );

  it('gives the date as dd/MM/yyyy, and nothing without a readable expiry', () => {
    expect(vencimientoLlave('2027-03-25T18:00:00Z', HOY)?.fecha).toBe('25/03/2027');
    expect(vencimientoLlave(null, HOY)).toBeNull();
    expect(vencimientoLlave(undefined, HOY)).toBeNull();
    expect(vencimientoLlave('', HOY)).toBeNull();
    expect(vencimientoLlave('mañana', HOY)).toBeNull();
  });
});

describe("revisarCertificado: the certificate's rules in order", () => {
  const cert = (serie: string | null, desde: string, hasta: string) => ({ serie, desde, hasta });
  it.each([
    [
      'the account, valid for a year',
      cert('CPJ-3-101-704425', '2026-03-01T18:00:00Z', '2028-03-01T18:00:00Z'),
      { ok: true, vence: '2028-03-01T18:00:00Z', aviso: null },
    ],
    [
      'expiring in 30 days: allowed, with a warning',
      cert('CPJ-3-101-704425', '2025-04-14T18:00:00Z', '2027-04-14T18:00:00Z'),
      {
        ok: true,
        vence: '2027-04-14T18:00:00Z',
        aviso:
          'La llave criptográfica vence el 14/04/2027 (en 30 días): solicite una nueva en ATV antes de esa fecha.',
      },
    ],
    [
      'expired',
      cert('CPJ-3-101-704425', '2025-03-01T18:00:00Z', '2027-03-01T18:00:00Z'),
      {
        ok: false,
        motivo:
          'La llave criptográfica venció el 01/03/2027 (valía del 01/03/2025 al 01/03/2027): solicite una nueva en ATV.',
      },
    ],
    [
      'not yet valid',
      cert('CPJ-3-101-704425', '2027-04-01T18:00:00Z', '2029-04-01T18:00:00Z'),
      {
        ok: false,
        motivo: 'La llave criptográfica todavía no es válida: vale del 01/04/2027 al 01/04/2029.',
      },
    ],
    [
      "another taxpayer's, whatever its dates",
      cert('CPJ-3-101-558201', '2025-03-01T18:00:00Z', '2027-03-01T18:00:00Z'),
      {
        ok: false,
        motivo:
          'La llave criptográfica es de la identificación CPJ-3-101-558201 y esta cuenta es de la identificación CPJ-3-101-704425: suba la llave de la cuenta.',
      },
    ],
    [
      'no identification in the subject',
      cert(null, '2026-03-01T18:00:00Z', '2028-03-01T18:00:00Z'),
      {
        ok: false,
        motivo:
          'El certificado de la llave no trae la identificación del contribuyente (serialNumber): no es una llave de Hacienda.',
      },
    ],
  ])('%s', (_caso, certificado, esperado) =>
    expect(revisarCertificado(certificado, JURIDICA, HOY)).toEqual(esperado),
  );
});

describe('the .p12 fixtures, opened with node-forge', () => {
  it.each([
    ['valida-legacy.p12', 'CPJ-3-101-704425', '2026-03-01T18:00:00.000Z', '2028-03-01T18:00:00.000Z'],
    ['valida-aes.p12', 'CPJ-3-101-704425', '2026-03-01T18:00:00.000Z', '2028-03-01T18:00:00.000Z'],
    ['otro-contribuyente.p12', 'CPJ-3-101-558201', '2026-03-01T18:00:00.000Z', '2028-03-01T18:00:00.000Z'],
    ['vencida.p12', 'CPJ-3-101-704425', '2025-03-01T18:00:00.000Z', '2027-03-01T18:00:00.000Z'],
    ['por-vencer.p12', 'CPJ-3-101-704425', '2025-03-25T18:00:00.000Z', '2027-03-25T18:00:00.000Z'],
    ['no-vigente.p12', 'CPJ-3-101-704425', '2027-04-01T18:00:00.000Z', '2029-04-01T18:00:00.000Z'],
    ['fisica-legacy.p12', 'CPF-01-1234-0567', '2026-03-01T18:00:00.000Z', '2028-03-01T18:00:00.000Z'],
  ])("%s: the taxpayer's certificate, not the CA's in the same file", (archivo, serie, desde, hasta) =>
    expect(readP12(bytes(archivo), PIN)).toEqual({ ok: true, serie, desde, hasta }),
  );

  it.each(['valida-legacy.p12', 'valida-aes.p12'])('%s: another PIN does not open it', (archivo) => {
    expect(readP12(bytes(archivo), '4822')).toEqual({ ok: false, motivo: 'pin' });
    expect(readP12(bytes(archivo), '')).toEqual({ ok: false, motivo: 'pin' });
  });

  it('a file that is not PKCS#12 is not opened', () => {
    const texto = new TextEncoder().encode('-----BEGIN CERTIFICATE-----\nMIIB\n');
    expect(readP12(texto, PIN)).toEqual({ ok: false, motivo: 'noP12' });
    expect(readP12(new Uint8Array([0x30, 0x03, 0x02, 0x01, 0x01]), PIN)).toEqual({
      ok: false,
      motivo: 'noP12',
    });
    expect(readP12(new Uint8Array(), PIN)).toEqual({ ok: false, motivo: 'noP12' });
    // A PKCS#12 cut short.
    expect(readP12(bytes('valida-aes.p12').slice(0, 2000), PIN)).toEqual({ ok: false, motivo: 'noP12' });
  });

  it.each([
    ['valida-legacy.p12', PIN, JURIDICA, { ok: true, aviso: null }],
    ['fisica-legacy.p12', PIN, FISICA, { ok: true, aviso: null }],
    ['valida-aes.p12', '0000', JURIDICA, { ok: false, motivo: 'El PIN no abre la llave criptográfica' }],
    [
      'por-vencer.p12',
      PIN,
      JURIDICA,
      {
        ok: true,
        vence: '2027-03-25T18:00:00.000Z',
        aviso:
          'La llave criptográfica vence el 25/03/2027 (en 10 días): solicite una nueva en ATV antes de esa fecha.',
      },
    ],
    ['fisica-legacy.p12', PIN, JURIDICA, { ok: false }],
  ])('revisarLlaveP12 %s (PIN %s)', async (archivo, pin, cuenta, esperado) => {
    const archivoP12 = new Blob([bytes(archivo)]);
    expect(await revisarLlaveP12({ archivo: archivoP12, pin, cuenta, hoy: HOY.getTime() })).toMatchObject(
      esperado,
    );
  });
});
