import { describe, expect, it } from 'vitest';
import { excedeTamanoCsv, revisarCsv } from '@/features/tica/revisar-csv';

/*
 * The TICA file's check before upload (D30) at its edges, beside the hostile corpus
 * (archivos-hostiles.test.ts): each case is a line of the table that mutation testing (D35) found
 * untested.
 */

const CABECERA = 'recibo,aduana,ano,dua,regimen,fecha,estado,responsable,estadoAforo';
const LINEA = '24921,002,2026,880431,Entrega rápida,2026-03-02,ACEPTADO,Ana Mora,VERDE';
const formula = (linea: number, columna: string, valor: string) =>
  `Línea ${linea}, columna ${columna}: el valor '${valor}' empieza con '${valor.charAt(0)}' y una hoja de ` +
  'cálculo lo tomaría como fórmula; ningún dato de TICA empieza así. Corrija esa celda e intente de nuevo.';
const encabezado = (linea: number) => `Línea ${linea}: el encabezado debe ser ${CABECERA}`;

describe('revisarCsv', () => {
  it.each([
    ['an empty file of another type is empty first', '', 'tica.txt', 'El archivo está vacío.'],
    ['only spaces and line breaks', '  \r\n \t\r\n', 'tica.csv', 'El archivo está vacío.'],
    ['blank lines before the header', `\r\n , \r\n${CABECERA}\r\n${LINEA}`, 'tica.csv', null],
    ['a blank line before a formula', `${CABECERA}\n\n=1+1`, 'tica.csv', formula(3, 'recibo', '=1+1')],
    ['a header without its last column', CABECERA.replace(',estadoAforo', ''), 'tica.csv', encabezado(1)],
    ['a header with one column renamed', CABECERA.replace('dua', 'duas'), 'tica.csv', encabezado(1)],
    [
      'a header as a spreadsheet writes it',
      ' Recibo ,ADUANA,Año,DUA,Régimen,Fecha,Estado,Responsable, Estado  Aforo \n=1',
      'tica.csv',
      formula(2, 'recibo', '=1'),
    ],
    ['a wrong header, then a formula: the header', `x\n${LINEA}\n=1`, 'tica.csv', encabezado(1)],
    [
      'the first of two formulas',
      `${CABECERA}\n+1,002\n@SUMA(A1),002`,
      'tica.csv',
      formula(2, 'recibo', '+1'),
    ],
    [
      'a formula after spaces, quoted trimmed',
      `${CABECERA}\n24921,  -2+3 ,2026`,
      'tica.csv',
      formula(2, 'aduana', '-2+3'),
    ],
    ['a formula among empty cells', `${CABECERA}\n,,=HOY()`, 'tica.csv', formula(2, 'ano', '=HOY()')],
    ['a formula in a tenth column', `${CABECERA}\n${LINEA},=1`, 'tica.csv', formula(2, '10', '=1')],
  ])('%s', (_caso, texto, nombre, motivo) => {
    expect(revisarCsv(new TextEncoder().encode(texto), nombre)).toBe(motivo);
  });
});

describe('excedeTamanoCsv', () => {
  it.each([
    [3 * 1024 * 1024, null],
    [
      3 * 1024 * 1024 + 1,
      'El archivo pesa 3.1 MB y el límite de un archivo TICA es 3 MB: 10,000 líneas de datos de hasta 300 ' +
        'caracteres cada una.',
    ],
  ])('%i bytes → %j', (bytes, motivo) => expect(excedeTamanoCsv(bytes)).toBe(motivo));
});
