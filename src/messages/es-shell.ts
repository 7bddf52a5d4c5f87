/**
 * The texts of the app shell (login, layout, menu, flashes, generic words), part of the catalogue
 * (see es.ts). Shell modules import this file itself, as a namespace (`es`), so that the first load
 * does not carry every screen's texts; each feature's module (es-clientes.ts, …) re-exports these.
 */
import { formatCount } from '@/lib/text';

/** The shell: names, version, generic page texts. */
export const app = {
  nombre: 'Factura Electrónica',
  menuGrupo: 'Factura Electrónica',
  version: 'Version 6.0.3',
  copyright: (year: number) => `Copyright © ${year} Factura Electrónica. Todos los derechos reservados.`,
  notFound: 'Not found!',
  irAlPanel: 'Ir al Panel',
  abrirMenu: 'Abrir menú',
  cerrarMenu: 'Cerrar menú',
  menuUsuario: 'Menú del usuario',
  /** The button shows the user's name: its accessible name starts with it (WCAG 2.5.3). */
  menuDe: (nombre: string) => `${nombre}, menú del usuario`,
  cargando: 'Cargando…',
  errorInesperado: 'Ocurrió un error inesperado en esta pantalla.',
  recargar: 'Recargar la página',
  volverAlPanel: 'Volver al Panel',
  otraIdentidad: (usuario: string) =>
    `Se ingresó como ${usuario} en otra pestaña: esta pestaña ahora es de ${usuario}.`,
  configInvalida: 'La aplicación no está bien configurada',
} as const;

/** Demo mode: the app on its in-browser mock backend. */
export const demo = {
  banner: 'Modo demostración',
  detalle: 'Los datos son ficticios y viven solo en este navegador.',
  restablecer: 'Restablecer datos de demostración',
  confirmarRestablecer:
    '¿Restablecer los datos de demostración? Se perderán los cambios hechos en este navegador.',
  usuarios: 'Usuarios de demostración',
} as const;

/** The sidebar: the spec's main menu word for word, then the Aduanas group (D3). */
export const menu = {
  panel: 'Panel',
  facturacion: 'Facturación',
  confirmacionGastos: 'Confirmación Gastos',
  recepcion: 'Recepción de comprobantes',
  resumenIngresos: 'Resumen Ingresos',
  cierreIva: 'Cierre de IVA',
  registroCuentas: 'Registro Cuentas',
  configuracion: 'Configuracion',
  registroClientes: 'Registro Clientes',
  serviciosCabys: 'Servicios CABYS',
  tiposActividad: 'Tipos de Actividad Economica',
  tipoCambio: 'Tipo Cambio',
  aduanas: 'Aduanas',
  recibos: 'Recibos',
  consultasRecibos: 'Consultas Recibos',
  tica: 'TICA',
  resumenes: 'Resúmenes',
  resumenClientes: 'Resumen Clientes',
  resumenEncargado: 'Resumen Encargado',
  resumenTica: 'Resumen TICA',
} as const;

/** The user dropdown. */
export const navbar = {
  miCuenta: 'Mi Cuenta',
  llave: 'Llave Criptografica',
  correosEmpresa: 'Correos Empresa',
  salir: 'Salir',
} as const;

/** Words every screen uses. */
export const common = {
  guardar: 'Guardar',
  cancelar: 'Cancelar',
  cerrar: 'Cerrar',
  regresar: 'Regresar',
  aceptar: 'Aceptar',
  editar: 'Editar',
  borrar: 'Borrar',
  eliminar: 'Eliminar',
  filtrar: 'Filtrar',
  buscar: 'Buscar',
  exportarExcel: 'Exportar Excel',
  reintentar: 'Reintentar',
  si: 'Sí',
  no: 'No',
  todos: 'TODOS',
  todas: 'TODAS',
  acciones: 'Acciones',
  camposRequeridos: 'Por favor completar todos los campos requeridos',
  descartarCambios: '¿Descartar los cambios sin guardar?',
  descartar: 'Descartar',
  seguirEditando: 'Seguir editando',
  sinFilas: 'No hay registros para mostrar',
  filasPorPagina: 'Filas por página',
  totalRegistros: (n: number) => `${formatCount(n)} ${n === 1 ? 'registro' : 'registros'}`,
  errorCarga: 'No se pudieron cargar los datos.',
  requerido: 'Este campo es requerido',
  correoInvalido: 'Debe ingresar un correo válido',
  guardando: 'Guardando…',
} as const;

/** What the HTTP layer says. */
export const http = {
  sinConexion: 'No se pudo conectar con el servidor. Revise su conexión e intente de nuevo.',
  noJson:
    'El servidor respondió con un formato inesperado (no es JSON). Revise que VITE_API_URL apunte al backend.',
  respuestaInvalida: (url: string) => `La respuesta del servidor para ${url} no tiene la forma esperada.`,
  peticionInvalida: (problemas: string) => `Los datos a enviar no tienen la forma esperada: ${problemas}`,
  prohibido: 'No tiene permisos para realizar esta acción.',
  error: (status: number) => `El servidor respondió con un error (${status}).`,
  sesionExpirada: 'Su sesión expiró. Ingrese de nuevo.',
} as const;

/** Sign-in (spec: login). */
export const login = {
  titulo: 'Ingrese su usuario y clave',
  usuario: 'Usuario',
  clave: 'Clave',
  ingresar: 'Ingresar',
  usuarioRequerido: 'Usuario es requerido',
  claveRequerida: 'Clave es requerido',
  incorrectos: 'Usuario o clave incorrectos',
} as const;

/** Mi Cuenta (spec: Mi Cuenta). */
export const miCuenta = {
  titulo: 'Mi Cuenta',
  card: 'Datos del usuario',
  nombre: 'Nombre',
  claveActual: 'Clave actual',
  claveNueva: 'Clave nueva',
  reingresarClave: 'Reingresar clave',
  regresar: 'Regresar',
  guardarCambios: 'Guardar Cambios',
  camposTitulo: 'Campos',
  camposMensaje: 'Favor ingresar los datos de los campos requeridos.',
  verificacionTitulo: 'Verificación de passwords',
  verificacionMensaje: 'Los campos "clave nueva" y "Reingresar clave" no son iguales.',
} as const;
