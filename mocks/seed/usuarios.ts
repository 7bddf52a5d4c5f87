import type { Db } from '../db/store';
import { DEMO_USERS, STAFF } from './demo-users';

function login(nombre: string): string {
  const parts = nombre
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(' ');
  return `${parts[0]}.${parts[parts.length - 2]}`;
}

/** The office's users: the four demo users, then the other handlers. All work for account 1. */
export function seedUsuarios(db: Db): void {
  const demo = DEMO_USERS.map((u, i) => ({
    id: i + 1,
    nombre: u.nombre,
    usuario: u.usuario,
    clave: u.clave,
    correo: `${u.usuario}@aduanaspacifico.co.cr`,
    authorities: [...u.authorities],
    empresaId: 1,
  }));
  const staff = STAFF.map((nombre, i) => {
    const usuario = login(nombre);
    return {
      id: demo.length + i + 1,
      nombre,
      usuario,
      clave: usuario,
      correo: `${usuario}@aduanaspacifico.co.cr`,
      authorities: ['USER' as const],
      empresaId: 1,
    };
  });
  db.usuarios.seed([...demo, ...staff]);
}
