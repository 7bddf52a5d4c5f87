import { rolesFromAuthorities } from '@/auth/roles';
import {
  errorDeLongitud,
  estaAnulada,
  filtroBuscable,
  muestraAsignar,
  muestraDetalleFacturacion,
  puedeAnularFactura,
  puedeClonar,
  puedeEditarFactura,
  puedeElegirEncargado,
  puedeFacturarManual,
  puedeLiberarFactura,
  usaListaAdmin,
  type EnviadaHacienda,
  type EstadoRecibo,
} from '@/features/recibos/rules';

const ROLES = {
  usuario: rolesFromAuthorities(['USER']),
  coordinador: rolesFromAuthorities(['COORDINADOR']),
  admin: rolesFromAuthorities(['ADMIN']),
  superadmin: rolesFromAuthorities(['SUPER_ADMIN', 'ADMIN']),
};
type Rol = keyof typeof ROLES;

/**
 * The row actions the spec's receipt screens, states and roles allow: Editar while unsent; Liberar
 * admin-only when reversible (never once annulled); Anular admin-only on a sent invoice; ANULADA on
 * an annulled one; Asignar for admin or coordinator on PENDIENTE; the billing table on a FINALIZADO
 * receipt with invoices.
 */
// prettier-ignore
const TABLE: Array<[Rol, EnviadaHacienda, 0 | 1, EstadoRecibo, ...Array<0 | 1>]> = [
  // rol        enviada rev estado    editar liberar anular anulada asignar tabla
  ['usuario',     0, 1, 'PENDIENTE',  1, 0, 0, 0, 0, 0],
  ['usuario',     0, 1, 'FINALIZADO', 1, 0, 0, 0, 0, 1],
  ['usuario',     0, 0, 'PENDIENTE',  1, 0, 0, 0, 0, 0],
  ['usuario',     0, 0, 'FINALIZADO', 1, 0, 0, 0, 0, 1],
  ['usuario',     1, 1, 'PENDIENTE',  0, 0, 0, 0, 0, 0],
  ['usuario',     1, 1, 'FINALIZADO', 0, 0, 0, 0, 0, 1],
  ['usuario',     1, 0, 'PENDIENTE',  0, 0, 0, 0, 0, 0],
  ['usuario',     1, 0, 'FINALIZADO', 0, 0, 0, 0, 0, 1],
  ['usuario',     2, 1, 'PENDIENTE',  0, 0, 0, 1, 0, 0],
  ['usuario',     2, 1, 'FINALIZADO', 0, 0, 0, 1, 0, 1],
  ['usuario',     2, 0, 'PENDIENTE',  0, 0, 0, 1, 0, 0],
  ['usuario',     2, 0, 'FINALIZADO', 0, 0, 0, 1, 0, 1],
  ['coordinador', 0, 1, 'PENDIENTE',  1, 0, 0, 0, 1, 0],
  ['coordinador', 0, 1, 'FINALIZADO', 1, 0, 0, 0, 0, 1],
  ['coordinador', 0, 0, 'PENDIENTE',  1, 0, 0, 0, 1, 0],
  ['coordinador', 0, 0, 'FINALIZADO', 1, 0, 0, 0, 0, 1],
  ['coordinador', 1, 1, 'PENDIENTE',  0, 0, 0, 0, 1, 0],
  ['coordinador', 1, 1, 'FINALIZADO', 0, 0, 0, 0, 0, 1],
  ['coordinador', 1, 0, 'PENDIENTE',  0, 0, 0, 0, 1, 0],
  ['coordinador', 1, 0, 'FINALIZADO', 0, 0, 0, 0, 0, 1],
  ['coordinador', 2, 1, 'PENDIENTE',  0, 0, 0, 1, 1, 0],
  ['coordinador', 2, 1, 'FINALIZADO', 0, 0, 0, 1, 0, 1],
  ['coordinador', 2, 0, 'PENDIENTE',  0, 0, 0, 1, 1, 0],
  ['coordinador', 2, 0, 'FINALIZADO', 0, 0, 0, 1, 0, 1],
  ['admin',       0, 1, 'PENDIENTE',  1, 1, 0, 0, 1, 0],
  ['admin',       0, 1, 'FINALIZADO', 1, 1, 0, 0, 0, 1],
  ['admin',       0, 0, 'PENDIENTE',  1, 0, 0, 0, 1, 0],
  ['admin',       0, 0, 'FINALIZADO', 1, 0, 0, 0, 0, 1],
  ['admin',       1, 1, 'PENDIENTE',  0, 1, 1, 0, 1, 0],
  ['admin',       1, 1, 'FINALIZADO', 0, 1, 1, 0, 0, 1],
  ['admin',       1, 0, 'PENDIENTE',  0, 0, 1, 0, 1, 0],
  ['admin',       1, 0, 'FINALIZADO', 0, 0, 1, 0, 0, 1],
  ['admin',       2, 1, 'PENDIENTE',  0, 0, 0, 1, 1, 0],
  ['admin',       2, 1, 'FINALIZADO', 0, 0, 0, 1, 0, 1],
  ['admin',       2, 0, 'PENDIENTE',  0, 0, 0, 1, 1, 0],
  ['admin',       2, 0, 'FINALIZADO', 0, 0, 0, 1, 0, 1],
  ['superadmin',  0, 1, 'PENDIENTE',  1, 1, 0, 0, 1, 0],
  ['superadmin',  0, 1, 'FINALIZADO', 1, 1, 0, 0, 0, 1],
  ['superadmin',  0, 0, 'PENDIENTE',  1, 0, 0, 0, 1, 0],
  ['superadmin',  0, 0, 'FINALIZADO', 1, 0, 0, 0, 0, 1],
  ['superadmin',  1, 1, 'PENDIENTE',  0, 1, 1, 0, 1, 0],
  ['superadmin',  1, 1, 'FINALIZADO', 0, 1, 1, 0, 0, 1],
  ['superadmin',  1, 0, 'PENDIENTE',  0, 0, 1, 0, 1, 0],
  ['superadmin',  1, 0, 'FINALIZADO', 0, 0, 1, 0, 0, 1],
  ['superadmin',  2, 1, 'PENDIENTE',  0, 0, 0, 1, 1, 0],
  ['superadmin',  2, 1, 'FINALIZADO', 0, 0, 0, 1, 0, 1],
  ['superadmin',  2, 0, 'PENDIENTE',  0, 0, 0, 1, 1, 0],
  ['superadmin',  2, 0, 'FINALIZADO', 0, 0, 0, 1, 0, 1],
];

describe('receipt action visibility (role × enviadaHacienda × reversible × estado)', () => {
  it('the table holds every combination exactly once', () => {
    const keys = TABLE.map(([rol, enviada, rev, estado]) => `${rol}|${enviada}|${rev}|${estado}`);
    const todas = Object.keys(ROLES).flatMap((rol) =>
      [0, 1, 2].flatMap((enviada) =>
        [0, 1].flatMap((rev) => ['PENDIENTE', 'FINALIZADO'].map((e) => `${rol}|${enviada}|${rev}|${e}`)),
      ),
    );
    expect(new Set(keys).size).toBe(keys.length);
    expect([...keys].sort()).toEqual([...todas].sort());
  });

  it.each(TABLE)(
    '%s, enviadaHacienda %i, reversible %i, %s',
    (rol, enviadaHacienda, reversible, estado, editar, liberar, anular, anulada, asignar, tabla) => {
      const roles = ROLES[rol];
      const f = { enviadaHacienda, reversible: reversible === 1 };
      expect({
        editar: puedeEditarFactura(f),
        liberar: puedeLiberarFactura(roles, f),
        anular: puedeAnularFactura(roles, f),
        anulada: estaAnulada(f),
        asignar: muestraAsignar(roles, estado),
        tabla: muestraDetalleFacturacion(estado, 1),
      }).toEqual({
        editar: editar === 1,
        liberar: liberar === 1,
        anular: anular === 1,
        anulada: anulada === 1,
        asignar: asignar === 1,
        tabla: tabla === 1,
      });
    },
  );

  it('hides the billing table when a FINALIZADO receipt has no invoices', () => {
    expect(muestraDetalleFacturacion('FINALIZADO', 0)).toBe(false);
    expect(muestraDetalleFacturacion('FINALIZADO', 2)).toBe(true);
  });
});

describe('receipt form and list rules', () => {
  it.each([
    ['usuario', false, false],
    ['coordinador', true, false],
    ['admin', true, true],
    ['superadmin', true, true],
  ] as const)('%s: Encargado and flags %s, admin list %s', (rol, jefe, listaAdmin) => {
    expect(puedeElegirEncargado(ROLES[rol])).toBe(jefe);
    expect(usaListaAdmin(ROLES[rol])).toBe(listaAdmin);
  });

  it.each([
    [0, true],
    [null, true],
    [undefined, true],
    [24010, false],
  ] as const)('clone with corelacionId %s: %s', (corelacionId, ok) => {
    expect(puedeClonar(corelacionId)).toBe(ok);
  });

  it.each([
    [{ corelacionId: 24010, facturaId: 0 }, true],
    [{ corelacionId: 0, facturaId: 0 }, false],
    [{ corelacionId: null, facturaId: null }, false],
    [{ corelacionId: 24010, facturaId: 1203 }, false],
  ])('manual invoicing for %o: %s', (r, ok) => {
    expect(puedeFacturarManual(r)).toBe(ok);
  });

  it.each([
    ['', true],
    ['   ', true],
    ['a', false],
    ['ab ', false],
    ['abc', true],
    [' caf ', true],
  ])('filter %j is searched: %s', (text, ok) => {
    expect(filtroBuscable(text)).toBe(ok);
  });

  it.each([
    ['consignatario', '', 'requerido'],
    ['consignatario', 'N', 'min'],
    ['consignatario', 'NA', null],
    ['consignatario', 'x'.repeat(128), null],
    ['consignatario', 'x'.repeat(129), 'max'],
    ['proveedor', '', 'requerido'],
    ['proveedor', 'x', 'min'],
    ['proveedor', 'x'.repeat(128), null],
    ['proveedor', 'x'.repeat(129), 'max'],
    ['bl', '', 'requerido'],
    ['bl', 'x', 'min'],
    ['bl', 'x'.repeat(32), null],
    ['bl', 'x'.repeat(33), 'max'],
    ['factura', ' ', 'requerido'],
    ['factura', 'x', 'min'],
    ['factura', 'x'.repeat(32), null],
    ['factura', 'x'.repeat(33), 'max'],
    ['dua', '', null],
    ['dua', '1', 'min'],
    ['dua', 'x'.repeat(16), null],
    ['dua', 'x'.repeat(17), 'max'],
    ['observaciones', '', 'requerido'],
    ['observaciones', 'x', 'min'],
    ['observaciones', 'NA', null],
    ['observaciones', 'x'.repeat(160), null],
    ['observaciones', 'x'.repeat(161), 'max'],
  ] as const)('%s %j: %s', (campo, value, error) => {
    expect(errorDeLongitud(campo, value)).toBe(error);
  });
});
