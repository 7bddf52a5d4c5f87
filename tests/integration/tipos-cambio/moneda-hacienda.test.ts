import { monedaHacienda } from '@/features/registro-hacienda/rules';

/* Which of Hacienda's rates a Tipo Cambio row is: its symbol when known, else its whole name. */
describe('monedaHacienda', () => {
  it.each([
    ['Dólares', '$', 'dolar'],
    ['Moneda de Estados Unidos', 'US$', 'dolar'],
    ['Otra', 'usd', 'dolar'],
    ['Euros', '€', 'euro'],
    ['Moneda europea', 'EUR', 'euro'],
    ['Dólares', '', 'dolar'],
    ['  DOLARES   estadounidenses ', '', 'dolar'],
    ['euro', 'X', 'euro'],
    ['Colones', '¢', null],
    ['Dólares', '¢', null],
    ['Colón', '₡', null],
    ['Dólar canadiense', 'C$', null],
    ['Yenes', '¥', null],
  ] as const)('%s (%s) → %s', (nombre, simbol, moneda) => {
    expect(monedaHacienda({ nombre, simbol })).toBe(moneda);
  });
});
