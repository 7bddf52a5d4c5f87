import * as z from 'zod/mini';
import {
  bool,
  describeIssues,
  digits,
  fillPath,
  flag,
  list,
  num,
  optionList,
  paddedCode,
  queryDate,
  ref,
  stamp,
  text,
} from '@/lib/contract';
import { toIsoDateTime } from '@/lib/dates';

const schemas = { text, digits, num, flag, bool, stamp, list: list(num), refs: list(ref), ref, queryDate };
type Name = keyof typeof schemas;
const ok = (s: Name | z.ZodMiniType, v: unknown) => (typeof s === 'string' ? schemas[s] : s).parse(v);
const refused = (s: Name, v: unknown) => !schemas[s].safeParse(v).success;

describe('contract primitives: one meaning each, what a Spring backend sends', () => {
  it.each([
    ['text', 'Aduana Santamaría', 'Aduana Santamaría'],
    ['text', null, ''],
    ['text', undefined, ''],
    ['digits', ' 001000010100000012 ', '001000010100000012'],
    ['digits', 3101123456, '3101123456'],
    ['digits', null, ''],
    ['num', 1250.5, 1250.5],
    ['num', '1250.5', 1250.5],
    ['num', '1,250.50', 1250.5],
    ['num', '-3', -3],
    ['num', '', 0],
    ['num', null, 0],
    ['flag', 1, 1],
    ['flag', true, 1],
    ['flag', '1', 1],
    ['flag', 'true', 1],
    ['flag', 0, 0],
    ['flag', false, 0],
    ['flag', 7, 0],
    ['flag', null, 0],
    ['bool', 1, true],
    ['bool', false, false],
    ['stamp', '2026-03-05T14:30:00', '2026-03-05T14:30:00'],
    ['stamp', '2026-03-05', '2026-03-05'],
    ['stamp', '', null],
    ['stamp', null, null],
    ['list', null, []],
    ['list', ['1', 2], [1, 2]],
    ['refs', { id: '3', nombre: 'Uno' }, [{ id: 3, nombre: 'Uno' }]],
    ['ref', { id: 4, nombre: null }, { id: 4, nombre: '' }],
  ])('%s accepts %j as %j', (name, input, expected) => {
    expect(ok(name as Name, input)).toEqual(expected);
  });

  it('stamp turns epoch milliseconds (number or numeric text) into ISO local date-time text', () => {
    const ms = new Date(2026, 2, 5, 14, 30).getTime();
    expect(ok(stamp, ms)).toBe('2026-03-05T14:30:00');
    expect(ok(stamp, String(ms))).toBe(toIsoDateTime(new Date(ms)));
  });

  it.each([
    ['num', 'abc'],
    ['num', '12abc'],
    ['num', {}],
    ['text', 12],
    ['flag', {}],
    ['list', ['x']],
    ['queryDate', '2026-03-05'],
    ['queryDate', '31-2-2026'],
  ])('%s refuses %j', (name, input) => {
    expect(refused(name as Name, input)).toBe(true);
  });

  it('a code sent as a number gets its leading zeros back; text stays as typed', () => {
    expect(paddedCode(6).parse(11001)).toBe('011001');
    expect(paddedCode(13).parse(' 8314100000000 ')).toBe('8314100000000');
    expect(paddedCode(6).parse(null)).toBe('');
  });

  it('an option list that was not sent stays absent (the app asks for it again), an empty one is []', () => {
    expect(optionList.parse(undefined)).toBeUndefined();
    expect(optionList.parse([])).toEqual([]);
    expect(optionList.parse([{ id: '2', nombre: 'Aduana Santamaría' }])).toEqual([
      { id: 2, nombre: 'Aduana Santamaría' },
    ]);
  });

  it('reads a query date D-M-YYYY; empty is none', () => {
    expect(ok(queryDate, '5-3-2026')).toEqual(new Date(2026, 2, 5));
    expect(ok(queryDate, '')).toBeNull();
  });

  it('describes the first issues with their paths', () => {
    const r = z.object({ a: num, b: z.object({ c: text }) }).safeParse({ a: 'x', b: { c: 1 } });
    expect(r.success).toBe(false);
    expect(describeIssues(r.error!)).toMatch(/^a: Se esperaba un número, recibido 'x'; b\.c: /);
  });

  // zod/mini has no messages of its own ('Invalid input'); contract-text.ts gives it full zod's English.
  // (A worker that loaded full zod for another file has them anyway: this fails when run on its own.)
  it("words a refusal without a message of its own in full zod's English", () => {
    const r = z.object({ b: z.object({ c: text }) }).safeParse({ b: { c: 1 } });
    expect(describeIssues(r.error!)).toBe('b.c: Invalid input: expected string, received number');
  });

  it('fills path parameters and names a missing one', () => {
    expect(fillPath('/api/client-codigos-actividad/client/:clienteId', { clienteId: 12 })).toBe(
      '/api/client-codigos-actividad/client/12',
    );
    expect(() => fillPath('/api/x/:id')).toThrow('Falta el parámetro id de /api/x/:id');
  });
});
