import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createDb } from '@mocks/db';
import { tableNames } from '@mocks/db/store';

/*
 * The demo's seed is a fixed set of rows: the README's figures, the tests' numbers and every user's
 * stored changes (kept as changes to these rows) count on it. Making the seed cheaper must not move a
 * single row, so each table's rows, in their order, are fingerprinted here for two days and two
 * scales; the expected values were computed from the seed before it was made cheaper. A change that
 * means to move rows updates them (and bumps the demo's storage key).
 */

function huellas(seedDate: string, scale: number): Record<string, string> {
  const db = createDb({ seedDate, scale });
  return Object.fromEntries(
    tableNames(db).map((name) => [
      name,
      createHash('sha256').update(JSON.stringify(db[name].all())).digest('hex').slice(0, 16),
    ]),
  );
}

const ESPERADAS: Record<string, Record<string, string>> = {
  '2026-11-22|1': {
    usuarios: 'd17a67d3e39c9e4e',
    empresas: '2c04aba06e6bda28',
    tiposCambio: 'a53c294aa8374d2c',
    aduanas: 'e81d2dd9d2e42b38',
    tiposTramite: '4e9ebd5b51757230',
    clientes: 'ae21b3288ce1a9be',
    tarifas: 'd8b1550163e0aa3f',
    serviciosCorreduria: '8565da322978e5d7',
    clienteCodigos: '64d5f0436caf1bf9',
    serviciosCabys: 'c868cbb249fc8162',
    tiposActividad: '79c3c59e19e244eb',
    recibos: '8115098e2c068bdc',
    facturas: 'e93a96380c39e20e',
    confirmaciones: '49878e275e97c25e',
    comprobantesSubidos: '4f53cda18c2baa0c',
    medidas: 'dc795f754daa653a',
    tarifasIva: '9ec86c4cadd5dc33',
    regimenes: '958c681b4f38513c',
    estadosTica: 'efde4dd8dd73d448',
    estadosAforo: '816208e9b7a578dc',
    ticas: 'be0f5fbf10e2c8a6',
  },
  '2027-01-04|1': {
    usuarios: 'd17a67d3e39c9e4e',
    empresas: '2c04aba06e6bda28',
    tiposCambio: '74e41139bdcd2ac7',
    aduanas: 'e81d2dd9d2e42b38',
    tiposTramite: '4e9ebd5b51757230',
    clientes: 'ae21b3288ce1a9be',
    tarifas: 'd8b1550163e0aa3f',
    serviciosCorreduria: '8565da322978e5d7',
    clienteCodigos: '64d5f0436caf1bf9',
    serviciosCabys: 'c868cbb249fc8162',
    tiposActividad: '79c3c59e19e244eb',
    recibos: '0fc331ccdf9b19f3',
    facturas: '71573dec5c7c6aeb',
    confirmaciones: '669eb5e050bc961e',
    comprobantesSubidos: '4f53cda18c2baa0c',
    medidas: 'dc795f754daa653a',
    tarifasIva: '9ec86c4cadd5dc33',
    regimenes: '958c681b4f38513c',
    estadosTica: 'efde4dd8dd73d448',
    estadosAforo: '816208e9b7a578dc',
    ticas: 'dd28a83000435bf7',
  },
  '2026-11-22|10': {
    usuarios: 'd17a67d3e39c9e4e',
    empresas: 'fb95bc17bdf61904',
    tiposCambio: 'a53c294aa8374d2c',
    aduanas: 'e81d2dd9d2e42b38',
    tiposTramite: '4e9ebd5b51757230',
    clientes: 'ae21b3288ce1a9be',
    tarifas: 'd8b1550163e0aa3f',
    serviciosCorreduria: '8565da322978e5d7',
    clienteCodigos: '64d5f0436caf1bf9',
    serviciosCabys: '7b5962af9039854f',
    tiposActividad: '9a3dbb0f3cd1c36b',
    recibos: 'ee03f04a644281f2',
    facturas: '7a2d280625d49573',
    confirmaciones: '6d4db142f1d04e35',
    comprobantesSubidos: '4f53cda18c2baa0c',
    medidas: 'dc795f754daa653a',
    tarifasIva: '9ec86c4cadd5dc33',
    regimenes: '958c681b4f38513c',
    estadosTica: 'efde4dd8dd73d448',
    estadosAforo: '816208e9b7a578dc',
    ticas: '32b996abb62338a7',
  },
  '2027-01-04|10': {
    usuarios: 'd17a67d3e39c9e4e',
    empresas: 'fb95bc17bdf61904',
    tiposCambio: '74e41139bdcd2ac7',
    aduanas: 'e81d2dd9d2e42b38',
    tiposTramite: '4e9ebd5b51757230',
    clientes: 'ae21b3288ce1a9be',
    tarifas: 'd8b1550163e0aa3f',
    serviciosCorreduria: '8565da322978e5d7',
    clienteCodigos: '64d5f0436caf1bf9',
    serviciosCabys: '7b5962af9039854f',
    tiposActividad: '9a3dbb0f3cd1c36b',
    recibos: 'f9748eace3c14126',
    facturas: '00439fc92915ea3b',
    confirmaciones: 'cf8b89d38132e858',
    comprobantesSubidos: '4f53cda18c2baa0c',
    medidas: 'dc795f754daa653a',
    tarifasIva: '9ec86c4cadd5dc33',
    regimenes: '958c681b4f38513c',
    estadosTica: 'efde4dd8dd73d448',
    estadosAforo: '816208e9b7a578dc',
    ticas: 'b7f8243337a3191d',
  },
};

describe('the seed fingerprint', () => {
  it.each([
    ['2026-11-22', 1],
    ['2027-01-04', 1],
    ['2026-11-22', 10],
    ['2027-01-04', 10],
  ] as const)('seeds the same rows for %s at scale %i', (dia, escala) => {
    expect(huellas(dia, escala)).toEqual(ESPERADAS[`${dia}|${escala}`]);
  });
});
