import { ADUANAS } from '@mocks/seed/catalogos';
import { ESTADOS_AFORO, ESTADOS_TICA, REGIMENES, partesDua } from '@mocks/seed/tica';
import { CSV_COLUMNAS, fechaCsv, leerCsvTica, type CatalogosTica } from '@mocks/lib/tica-csv';
import {
  FILTROS_VACIOS,
  archivoASubir,
  cambioPendiente,
  faseDeProgreso,
  filasParaPaginas,
  paginasTica,
  porcentajeSubido,
  soloDigitos,
  ticaQueryParams,
  type TicaFiltros,
} from '@/features/tica/rules';

/**
 * Table-driven, one test per table (not per row): tests/setup.ts reseeds the whole mock store before
 * every test. A failing row names itself in the assertion message.
 */
function each<T extends readonly unknown[]>(rows: readonly T[], check: (...row: T) => void) {
  rows.forEach((row) => check(...row));
}

describe('TICA filters → query (seed 2 §5, API.md)', () => {
  it('sends 0 for an empty receipt, digits only, TODOS as 0, dates as they are', () => {
    each<[string, Partial<TicaFiltros>, object]>(
      [
        [
          'nothing typed',
          {},
          { reciboId: 0, aduanaId: 0, dua: '', estadoTica: 0, estadoAforo: 0, responsable: '' },
        ],
        ['a receipt', { recibo: '24512' }, { reciboId: 24512 }],
        ['a receipt typed with spaces', { recibo: ' 24 512 ' }, { reciboId: 24512 }],
        ['a DUA keeps its leading zeros', { dua: '004512' }, { dua: '004512' }],
        ['letters in the DUA are dropped', { dua: '12a3' }, { dua: '123' }],
        ['a responsable is trimmed', { responsable: '  Jorge  ' }, { responsable: 'Jorge' }],
        [
          'option ids pass as they are (0 = TODOS)',
          { aduanaId: 2, estadoTica: 3, estadoAforo: 0 },
          { aduanaId: 2, estadoTica: 3, estadoAforo: 0 },
        ],
        [
          'dates pass as D-M-YYYY',
          { fechaInicio: '5-3-2026', fechaFinal: '' },
          { fechaInicio: '5-3-2026', fechaFinal: '' },
        ],
      ],
      (what, filtros, esperado) =>
        expect(ticaQueryParams({ ...FILTROS_VACIOS, ...filtros }), what).toMatchObject(esperado),
    );
  });

  it('sends the API.md parameters in its order', () => {
    expect(Object.keys(ticaQueryParams(FILTROS_VACIOS))).toEqual([
      'reciboId',
      'aduanaId',
      'dua',
      'estadoTica',
      'estadoAforo',
      'fechaInicio',
      'fechaFinal',
      'responsable',
    ]);
  });

  it('keeps digits only in the receipt and DUA inputs', () => {
    each(
      [
        ['123', '123'],
        ['12-34', '1234'],
        ['abc', ''],
        ['٣', ''],
        ['1.5e3', '153'],
      ] as const,
      (input, output) => expect(soloDigitos(input), input).toBe(output),
    );
  });
});

describe('TICA paging (seed 2 §2: pagesTotal + 1 pages)', () => {
  it('offers pagesTotal + 1 pages of 25', () => {
    each(
      [
        // total, pagesTotal, pages, rows the pager counts
        [0, 0, 1, 0],
        [10, 0, 1, 10],
        [25, 0, 1, 25],
        [26, 1, 2, 26],
        [312, 12, 13, 312],
        // A server whose total disagrees: the pager still offers pagesTotal + 1 pages.
        [5, 3, 4, 76],
        [900, 1, 2, 50],
      ] as const,
      (total, pagesTotal, paginas, filas) => {
        const what = `total ${total}, pagesTotal ${pagesTotal}`;
        expect(paginasTica(pagesTotal), what).toBe(paginas);
        expect(filasParaPaginas(total, pagesTotal), what).toBe(filas);
        expect(Math.max(1, Math.ceil(filas / 25)), what).toBe(paginas);
      },
    );
  });
});

describe('TICA upload rules', () => {
  it('uploads only the first of several files', () => {
    expect(archivoASubir([])).toBeNull();
    const [a, b] = [new File(['x'], 'a.csv'), new File(['y'], 'b.csv')];
    expect(archivoASubir([a, b])).toBe(a);
  });

  it('turns progress events into whole percents, then the database phase at 100 %', () => {
    each(
      [
        [0, 100, 0, 'subiendo'],
        [33, 100, 33, 'subiendo'],
        [999, 1000, 99, 'subiendo'],
        [1000, 1000, 100, 'agregando'],
        [50, undefined, 0, 'subiendo'],
        [50, 0, 0, 'subiendo'],
        [120, 100, 100, 'agregando'],
      ] as const,
      (loaded, total, n, fase) => {
        expect(porcentajeSubido(loaded, total), `${loaded}/${total}`).toBe(n);
        expect(faseDeProgreso(n), `${n} %`).toBe(fase);
      },
    );
  });

  it("knows when a row's selects differ from its stored states", () => {
    each(
      [
        [undefined, false],
        [{ estadoTica: 1, estadoTicaAforo: 2 }, false],
        [{ estadoTica: 3, estadoTicaAforo: 2 }, true],
        [{ estadoTica: 1, estadoTicaAforo: 5 }, true],
      ] as const,
      (elegido, cambio) =>
        expect(cambioPendiente({ estadoTica: 1, estadoTicaAforo: 2 }, elegido), JSON.stringify(elegido)).toBe(
          cambio,
        ),
    );
  });
});

describe('TICA CSV (API.md; decision T5)', () => {
  const cat: CatalogosTica = {
    aduanas: ADUANAS.map(([codigo, nombre], i) => ({ id: i + 1, codigo, nombre })),
    regimenes: REGIMENES.map((nombre, i) => ({ id: i + 1, nombre })),
    estadosTica: ESTADOS_TICA.map((nombre, i) => ({ id: i + 1, nombre })),
    estadosAforo: ESTADOS_AFORO.map((nombre, i) => ({ id: i + 1, nombre })),
  };
  const HEADER = CSV_COLUMNAS.join(',');
  const BUENA =
    '24512,Aduana Santamaría,2026,123456,Importación definitiva,2026-03-05,LEVANTE,Jorge Arias,REALIZADO';
  const csv = (...lines: string[]) => lines.join('\n');

  it('reads a good file: names and codes, both date styles, quotes, CRLF, BOM, blank lines, short DUAs', () => {
    const texto =
      `\uFEFF${HEADER}\r\n${BUENA}\r\n\r\n` +
      '24513,002,2026,0099,entrega rapida,5/3/2026,en revision,"Solís Araya, María",físico\r\n';
    expect(leerCsvTica(texto, cat)).toEqual({
      ok: true,
      filas: [
        {
          reciboId: 24512,
          aduanaId: 2,
          ano: 2026,
          dua: '123456',
          regimenId: 1,
          fecha: '2026-03-05',
          estadoTicaId: 4,
          responsable: 'Jorge Arias',
          estadoAforoId: 5,
        },
        {
          reciboId: 24513,
          aduanaId: 2,
          ano: 2026,
          dua: '000099',
          regimenId: 9,
          fecha: '2026-03-05',
          estadoTicaId: 3,
          responsable: 'Solís Araya, María',
          estadoAforoId: 4,
        },
      ],
    });
    // As a Spanish Excel saves it: ';' between values.
    const puntoYComa = leerCsvTica(csv(HEADER.replaceAll(',', ';'), BUENA.replaceAll(',', ';')), cat);
    expect(puntoYComa.ok).toBe(true);
  });

  it('refuses a malformed file naming the first bad line', () => {
    const columnas = `(${HEADER})`;
    each(
      [
        ['an empty file', '', 'El archivo está vacío'],
        ['only blank lines', '\n\n  \n', 'El archivo está vacío'],
        ['only the header', csv(HEADER, ''), 'El archivo no contiene filas de TICA, solo el encabezado'],
        [
          'a wrong header',
          csv('recibo,aduana,ano,dua,regimen,fecha,estado,responsable', BUENA),
          `Línea 1: el encabezado debe ser ${HEADER}`,
        ],
        [
          'columns out of order',
          csv('aduana,recibo,ano,dua,regimen,fecha,estado,responsable,estadoAforo', BUENA),
          `Línea 1: el encabezado debe ser ${HEADER}`,
        ],
        [
          'a missing column',
          csv(HEADER, BUENA, '24513,002,2026,123457,Importación definitiva,2026-03-05,LEVANTE,Jorge'),
          `Línea 3: tiene 8 columnas y se esperaban 9 ${columnas}`,
        ],
        [
          'an extra column',
          csv(HEADER, `${BUENA},x`),
          `Línea 2: tiene 10 columnas y se esperaban 9 ${columnas}`,
        ],
        [
          'a non-numeric receipt',
          csv(HEADER, BUENA.replace('24512', 'R-24512')),
          "Línea 2: el recibo 'R-24512' debe ser numérico",
        ],
        ['receipt 0', csv(HEADER, BUENA.replace('24512', '0')), "Línea 2: el recibo '0' debe ser numérico"],
        ['no receipt', csv(HEADER, BUENA.replace('24512', '')), 'Línea 2: falta el recibo'],
        [
          'an unknown office',
          csv(HEADER, BUENA.replace('Aduana Santamaría', 'Aduana de Golfito')),
          "Línea 2: la aduana 'Aduana de Golfito' no existe",
        ],
        [
          'an unknown office code',
          csv(HEADER, BUENA.replace('Aduana Santamaría', '017')),
          "Línea 2: la aduana '017' no existe",
        ],
        [
          'a two-digit year',
          csv(HEADER, BUENA.replace(',2026,', ',26,')),
          "Línea 2: el año '26' debe ser numérico de 4 dígitos",
        ],
        [
          'a DUA written with office and year',
          csv(HEADER, BUENA.replace('123456', '002-2026-123456')),
          "Línea 2: el DUA '002-2026-123456' debe ser numérico",
        ],
        [
          'an unknown regime',
          csv(HEADER, BUENA.replace('Importación definitiva', 'Importación ilegal')),
          "Línea 2: el régimen 'Importación ilegal' no existe",
        ],
        [
          'an impossible date',
          csv(HEADER, BUENA.replace('2026-03-05', '2026-02-30')),
          "Línea 2: la fecha '2026-02-30' no es válida (use AAAA-MM-DD o DD/MM/AAAA)",
        ],
        [
          'a text date',
          csv(HEADER, BUENA.replace('2026-03-05', 'ayer')),
          "Línea 2: la fecha 'ayer' no es válida (use AAAA-MM-DD o DD/MM/AAAA)",
        ],
        [
          'an unknown state',
          csv(HEADER, BUENA.replace('LEVANTE', 'LIBERADO')),
          "Línea 2: el estado 'LIBERADO' no existe (use ACEPTADO, ASIGNADO, EN REVISION, LEVANTE, CANCELADO)",
        ],
        [
          'an unknown aforo state',
          csv(HEADER, BUENA.replace('REALIZADO', 'ROJO')),
          "Línea 2: el estado aforo 'ROJO' no existe (use PENDIENTE, VERDE, DOCUMENTAL, FISICO, REALIZADO)",
        ],
        [
          'an unclosed quote',
          csv(HEADER, BUENA, '24513,002,2026,1,Zona franca,2026-03-05,LEVANTE,"Jorge,PENDIENTE'),
          'Línea 3: tiene comillas sin cerrar o mal puestas',
        ],
      ] as const,
      (what, texto, mensaje) => expect(leerCsvTica(texto, cat), what).toEqual({ ok: false, mensaje }),
    );
  });

  it('counts lines past blank lines and values that span lines', () => {
    const texto = csv(
      HEADER,
      '',
      BUENA,
      '24513,002,2026,1,Zona franca,2026-03-05,LEVANTE,"Jorge\nArias",PENDIENTE',
      BUENA.replace('LEVANTE', 'X'),
    );
    expect(leerCsvTica(texto, cat)).toEqual({
      ok: false,
      mensaje: expect.stringMatching(/^Línea 6: el estado 'X' no existe/),
    });
  });

  it('reads dates as ISO or day first, only real days', () => {
    each(
      [
        ['2026-03-05', '2026-03-05'],
        ['2026-3-5', '2026-03-05'],
        ['05/03/2026', '2026-03-05'],
        ['5-3-2026', '2026-03-05'],
        ['29/02/2028', '2028-02-29'],
        ['29/02/2026', null],
        ['2026/03/05', null],
        ['', null],
      ] as const,
      (valor, iso) => expect(fechaCsv(valor), valor).toBe(iso),
    );
  });

  it("splits a receipt's DUA (office-year-number) for its TICA row", () => {
    each(
      [
        ['002-2026-004512', { ano: 2026, numero: '004512' }],
        ['001-2025-1', { ano: 2025, numero: '1' }],
        ['', null],
        ['2026-004512', null],
      ] as const,
      (dua, partes) => expect(partesDua(dua), dua).toEqual(partes),
    );
  });
});
