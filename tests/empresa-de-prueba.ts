import type { EmpresaRow } from '@mocks/db/types';

/**
 * An account written out in full, for the tests that build Hacienda's documents on a small store of
 * their own (no seed): factura-xml-contenido and mensaje-receptor-xml-contenido.
 */
export const EMPRESA_DE_PRUEBA: EmpresaRow = {
  id: 1,
  nombre: 'Agencia Aduanal Ejemplo S.A.',
  iniciales: 'AAE',
  correo1: 'facturas@agencia.cr',
  correo2: '',
  telefono: '2290-1000',
  direccion: 'La Uruca, 200 m norte de la Plaza',
  usuario: '',
  clave: '',
  pin: '',
  keyPath: '',
  logoPath: '',
  estado: 'ACTIVO',
  cedula: '3-101-123456',
  tipo: '02',
  provincia: '1',
  canton: '01',
  distrito: '07',
  cantidad: 100,
  recepcionCorreos: '',
  tipoMedida: 'Sp',
};
