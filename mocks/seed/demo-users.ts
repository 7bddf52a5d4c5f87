import type { Authority } from '../db/types';

/** API.md 'Mock demo users': username / password → authorities. */
export const DEMO_USERS = [
  {
    usuario: 'superadmin',
    clave: 'superadmin',
    nombre: 'Andrea Campos Villalobos',
    authorities: ['SUPER_ADMIN', 'ADMIN'],
    rol: 'Super admin',
  },
  { usuario: 'admin', clave: 'admin', nombre: 'Roberto Méndez Soto', authorities: ['ADMIN'], rol: 'Admin' },
  {
    usuario: 'coordinador',
    clave: 'coordinador',
    nombre: 'Silvia Porras Herrera',
    authorities: ['COORDINADOR'],
    rol: 'Coordinador',
  },
  {
    usuario: 'usuario',
    clave: 'usuario',
    nombre: 'Jorge Arias Navarro',
    authorities: ['USER'],
    rol: 'Usuario',
  },
] as const satisfies ReadonlyArray<{
  usuario: string;
  clave: string;
  nombre: string;
  authorities: readonly Authority[];
  rol: string;
}>;

export type DemoRole = (typeof DEMO_USERS)[number]['usuario'];

/** Other handlers (encargados) of the office: they own receipts and can sign in with usuario = clave. */
export const STAFF = [
  'María Fernanda Solís Araya',
  'José Pablo Rojas Vargas',
  'Ana Lucía Jiménez Mora',
  'Carlos Andrés Quesada Chaves',
  'Daniela Vargas Castro',
  'Luis Diego Alvarado Ramírez',
] as const;
