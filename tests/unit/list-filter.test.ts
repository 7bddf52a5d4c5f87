import { describe, expect, it } from 'vitest';
import { campo, defineListFilter, leerFiltros, urlDeFiltros } from '@/components/list-filter/list-filter';

const filtro = defineListFilter({
  fechasWidth: 190,
  fields: {
    recibo: campo.digitos({ url: 'recibo', label: 'Recibo' }),
    factura: campo.digitos({ url: 'factura', label: 'Factura', rechazo: 'Solo números' }),
    aduanaId: campo.opcion({ url: 'aduana', label: 'Aduana', opciones: 'aduanas' }),
    estado: campo.eleccion({
      url: 'estado',
      label: 'Estado',
      valores: ['PENDIENTE', 'FINALIZADO', 'TODOS'],
      etiqueta: (v) => v,
      default: 'FINALIZADO',
    }),
    enviadas: campo.eleccion({
      url: 'enviadas',
      label: 'Hacienda',
      valores: [1, 0, -1],
      etiqueta: String,
      default: -1,
    }),
    responsable: campo.texto({ url: 'responsable', label: 'Responsable' }),
  },
  params: (v) => ({ reciboId: Number(v.recibo) || 0, aduanaId: v.aduanaId, responsable: v.responsable }),
});

const desdeUrl = (query: Record<string, string>) => leerFiltros(filtro, filtro.urlSchema.parse(query));

describe('a list filter from its config', () => {
  it.each<[string, Record<string, string>, Partial<ReturnType<typeof desdeUrl>>]>([
    [
      'an empty URL is every default',
      {},
      {
        fechaInicio: '',
        fechaFinal: '',
        recibo: '',
        factura: '',
        aduanaId: 0,
        estado: 'FINALIZADO',
        enviadas: -1,
        responsable: '',
      },
    ],
    [
      'real dates are kept, impossible ones are none',
      { fechaInicio: '5-3-2026', fechaFinal: '31-2-2026' },
      {
        fechaInicio: '5-3-2026',
        fechaFinal: '',
      },
    ],
    ['digits drop what is not a digit', { recibo: '12a3' }, { recibo: '123' }],
    ['a refusing digits field takes only digits, or nothing', { factura: '12a3' }, { factura: '' }],
    ['an option id below 0 or not a number is TODOS', { aduana: '-4' }, { aduanaId: 0 }],
    ['an option id is a number', { aduana: '7' }, { aduanaId: 7 }],
    ['a choice outside its values is its default', { estado: 'BORRADO' }, { estado: 'FINALIZADO' }],
    ['a numeric choice reads its value', { enviadas: '0' }, { enviadas: 0 }],
    ['text is trimmed', { responsable: '  Ana ' }, { responsable: 'Ana' }],
  ])('%s', (_, query, esperado) => {
    expect(desdeUrl(query)).toMatchObject(esperado);
  });

  it('writes only what differs from the defaults, and goes back to the first page', () => {
    const values = {
      ...desdeUrl({}),
      fechaInicio: '1-1-2026',
      recibo: '55',
      enviadas: 0 as const,
      responsable: ' x ',
    };
    expect(urlDeFiltros(filtro, values)).toEqual({
      fechaInicio: '1-1-2026',
      fechaFinal: undefined,
      pagina: undefined,
      recibo: '55',
      factura: undefined,
      aduana: undefined,
      estado: undefined,
      enviadas: 0,
      responsable: 'x',
    });
  });

  it('what it writes reads back the same', () => {
    const values = {
      ...desdeUrl({}),
      fechaFinal: '9-9-2026',
      aduanaId: 3,
      estado: 'TODOS' as const,
      enviadas: 1 as const,
    };
    const url = Object.fromEntries(
      Object.entries(urlDeFiltros(filtro, values)).flatMap(([k, v]) =>
        v === undefined ? [] : [[k, String(v)]],
      ),
    );
    expect(desdeUrl(url)).toEqual(values);
  });

  it('maps the filters to the API query in one place', () => {
    expect(filtro.params({ ...desdeUrl({ recibo: '0042', aduana: '2', responsable: 'Ana' }) })).toEqual({
      reciboId: 42,
      aduanaId: 2,
      responsable: 'Ana',
    });
  });
});
