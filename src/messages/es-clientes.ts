/**
 * Clients, their activity codes and their tariffs (src/features/clientes).
 * Part of the catalogue of user-visible texts (es.ts, decision D34): a screen imports its feature's
 * module as a namespace named `es` and reads `es.<part>.<text>`.
 * It carries the shell's texts (es-shell.ts) and the shared parts the feature shows.
 */
export * from './es-shell';
export { exoneracion } from './es-exoneracion';

export const clientes = {
  listado: 'Listado Clientes',
  nuevo: 'Nuevo Cliente',
  filtroNombre: 'Buscar por nombre',
  col: {
    nombre: 'Nombre',
    telefono: 'Telefono',
    correo: 'Correo',
    cedula: 'Cédula',
    editar: 'Editar',
    codigos: 'Códigos',
    tarifas: 'Tarifas',
  },
  /** Accessible names of the row links ('Editar Textiles Orosi S.A.'). */
  link: {
    editar: (nombre: string) => `Editar ${nombre}`,
    codigos: (nombre: string) => `Códigos de actividad de ${nombre}`,
    tarifas: (nombre: string) => `Tarifas de ${nombre}`,
  },
  tituloNuevo: 'Nuevo Cliente',
  tituloEditar: (nombre: string) => `Cliente ${nombre}`,
  seccion: {
    identidad: 'Identificación',
    representante: 'Representante legal',
    contactos: 'Contactos',
    contacto: (n: number) => `Contacto ${n}`,
    operacion: 'Operación y facturación',
  },
  campo: {
    nombre: 'Nombre',
    telefono: 'Teléfono',
    correo: 'Correo',
    direccion: 'Dirección',
    categoria: 'Categoría',
    representanteLegal: 'Representante Legal',
    representanteCedula: 'Cédula Representante',
    nombreContacto: 'Nombre',
    puesto: 'Puesto',
    correoContacto: 'Correo',
    telefonoContacto: 'Telefono',
    agente: 'Agente',
    ejecutivo: 'Ejecutivo',
    requerimientosOperativos: 'Requerimientos Operativos',
    requerimientosFacturacion: 'Requerimientos Facturación',
    observaciones: 'Observaciones',
    estado: 'Estado',
    tipoIdentificacion: 'Tipo Identificación',
    identificacion: 'Número Identificación',
    esInternacional: 'Es Internacional',
    esExonerado: 'Es Exonerado (Zona Franca)',
  },
  /** The accessible names of contact n's fields ('Puesto contacto 2'). */
  campoContacto: {
    nombre: (n: number) => `Nombre contacto ${n}`,
    puesto: (n: number) => `Puesto contacto ${n}`,
    correo: (n: number) => `Correo contacto ${n}`,
    telefono: (n: number) => `Telefono contacto ${n}`,
  },
  estados: { ACTIVO: 'ACTIVO', INACTIVO: 'INACTIVO' },
  ayuda: {
    identificacion: (min: number, max: number) =>
      min === max ? `${min} números, sin iniciar con 0` : `De ${min} a ${max} números, sin iniciar con 0`,
    internacional: 'De 1 a 18 letras o números',
  },
  v: {
    nombreRequerido: 'El nombre del cliente es requerido',
    min2: 'Debe ingresar al menos 2 caracteres',
    max80: 'Debe ingresar un maximo 80 caracteres para el nombre',
    telefonoRequerido: 'El teléfono es requerido',
    telefonoMin: 'Debe ingresar al menos 8 caracteres',
    telefonoMax: 'Debe ingresar un máximo de 64 caracteres',
    correoRequerido: 'El correo es requerido',
    correoInvalido: 'Debe ingresar un correo válido',
    direccionMax: 'Debe ingresar un máximo de 127 caracteres',
    contactoRequerido: 'El contacto 1 es requerido',
    contactoCorreoRequerido: 'El correo del contacto 1 es requerido',
    contactoTelefonoRequerido: 'El teléfono del contacto 1 es requerido',
    identificacionRequerida: 'El número de identificación es requerido',
    identificacionFormato: 'Solo números, sin iniciar con 0',
    identificacionFormatoInternacional: 'Solo letras o números',
    identificacionLongitud: (min: number, max: number) =>
      min === max ? `Debe tener ${min} números` : `Debe tener de ${min} a ${max} números`,
    identificacionLongitudInternacional: 'Debe tener de 1 a 18 letras o números',
    tipoInvalido: 'Seleccione el tipo de identificación',
    estadoInvalido: 'El estado debe ser ACTIVO o INACTIVO',
    indicadorInvalido: 'Es Internacional y Es Exonerado deben ser 0 o 1',
  },
  dialogo: {
    longitudTitulo: 'Campo Número Identificación',
    longitud: (min: number, max: number) =>
      `Corregir el Número Identificación, debe tener como mínimo ${min} números y como máximo ${max} números y no debe iniciar con 0.`,
    formatoTitulo: 'Campo cédula',
    formato: 'Corregir la cédula, solo puede contener números y no iniciar con 0',
    formatoInternacional: 'Corregir la cédula, solo puede contener letras o números',
  },
  creado: 'Un nuevo cliente ha sido agregado',
  actualizado: 'El cliente ha sido actualizado',
  errorGuardar: 'Se produjo un error cuando se estaba intentando agregar un nuevo cliente',
  /** What the form offers from Hacienda's registry, beside the spec's fields. */
  registro: {
    usarNombre: 'Usar el nombre de Hacienda',
    agregarActividades: 'Agregar actividades de Hacienda',
    noAgregar: 'No agregarlas',
    asignada: 'Asignada al cliente',
    inactivaAsignada: 'Inactiva en Hacienda, y el cliente la tiene asignada',
    fueraDeCatalogo: 'No está en el catálogo de códigos de actividad: no se puede agregar',
    yaAsignadas: 'El cliente ya tiene asignadas las actividades activas en Hacienda que el catálogo tiene.',
    catalogoNoDisponible: 'No se pudo leer el catálogo de códigos de actividad para agregarlas.',
    agregadas: (n: number) =>
      n === 1
        ? 'Se agregó 1 código de actividad de Hacienda al cliente.'
        : `Se agregaron ${n} códigos de actividad de Hacienda al cliente.`,
    alGuardar: (n: number) =>
      n === 1
        ? 'Se agregará 1 código de actividad de Hacienda al guardar el cliente.'
        : `Se agregarán ${n} códigos de actividad de Hacienda al guardar el cliente.`,
    noAgregado: (codigo: string, motivo: string) => `No se pudo agregar el código ${codigo}: ${motivo}`,
    /** The card a new client's save leaves about the codes it added after it. */
    tituloAviso: (nombre: string) => `Actividades de Hacienda para ${nombre}`,
    verCodigos: 'Ver códigos de actividad',
    verCodigosDe: (nombre: string) => `Ver códigos de actividad de ${nombre}`,
  },
  /** Server-side refusals of POST /api/cliente/create (the mock's). */
  servidor: {
    noExiste: (id: number) => `El cliente ${id} no existe`,
    identificacionDuplicada: (cedula: string, nombre: string) =>
      `Ya existe un cliente con la identificación ${cedula}: ${nombre}`,
  },
} as const;

export const codigosActividad = {
  titulo: (nombre: string) => `Manejo de Codigos de Actividad para ${nombre}`,
  tabla: 'Códigos de actividad del cliente',
  col: {
    codigo: 'Código',
    descripcion: 'Descripción',
    codigoSubclase: 'Código Subclase',
    tituloSubclase: 'Título Subclase',
    acciones: 'Acciones',
  },
  regresar: 'Regresar',
  agregar: 'Agregar Código',
  guardar: 'Guardar',
  cancelar: 'Cancelar',
  editar: 'Editar',
  borrar: 'Borrar',
  /** Names a row in its buttons' accessible names while it has no code yet. */
  filaNueva: 'código nuevo',
  buscar: 'Buscar código de actividad',
  sinCodigos: 'El cliente no tiene códigos de actividad',
  editando: 'Debe finalizar la edición del código que tiene abierto. Debe cancelar o guardar los cambios.',
  agregando:
    'Debe finalizar de agregar el nuevo código, presione el botón Guardar o Cancelar para cancelar los cambios.',
  codigoInvalido: 'Debe ingresar un código válido',
  confirmarBorrar: '¿Eliminar este código?',
  guardado: 'Código guardado exitosamente',
  eliminado: 'Código eliminado exitosamente',
  errorGuardar: 'Se produjo un error cuando se estaba intentando guardar el código de actividad',
  errorEliminar: 'Se produjo un error cuando se estaba intentando eliminar el código de actividad',
  /** Beside the table: the client's codes Hacienda's registry has as inactive. */
  inactivasEnHacienda: (codigos: string) => `Hacienda tiene inactivos estos códigos del cliente: ${codigos}.`,
  servidor: {
    noExiste: (codigo: string) => `El código de actividad ${codigo} no existe`,
    asignacionNoExiste: (id: number) => `El código de actividad ${id} del cliente no existe`,
    duplicado: (codigo: string) => `El cliente ya tiene el código de actividad ${codigo}`,
  },
} as const;

export const tarifas = {
  titulo: 'Listado Tarifas',
  encabezado: (nombre: string) => `Tarifas para ${nombre}`,
  tabla: 'Tarifas del cliente',
  nueva: 'Nueva Tarifa',
  col: {
    servicio: 'Servicio',
    detalle: 'Detalle',
    monto: 'Monto',
    moneda: 'Moneda',
    observacion: 'Observacion',
    acciones: 'Acciones',
  },
  editar: 'Editar',
  borrar: 'Borrar',
  guardar: 'Guardar',
  cancelar: 'Cancelar',
  filaNueva: 'tarifa nueva',
  sinTarifas: 'El cliente no tiene tarifas',
  editando: 'Debe finalizar la edicion de la tarifa que tiene abierta. Debe cancelar o guardar los cambios.',
  agregando:
    'Debe finalizar de agregar la nueva tarifa, presione el botón Guardar o Cancelar para cancelar los cambios.',
  confirmarBorrar: (nombre: string) => `Desea Eliminar la tarifa '${nombre}'`,
  guardada: 'La tarifa fue guardada',
  eliminada: 'La tarifa fue eliminada',
  errorGuardar: 'Se produjo un error cuando se estaba intentando guardar la tarifa',
  errorEliminar: 'Se produjo un error cuando se estaba intentando eliminar la tarifa',
  v: {
    servicioRequerido: 'Seleccione el servicio',
    detalleRequerido: 'El detalle es requerido',
    detalleMax: 'Debe ingresar un máximo de 160 caracteres',
    montoNumerico: 'El monto debe ser un valor numérico válido',
    montoInvalido: 'El monto debe ser mayor a 0',
    monedaRequerida: 'Seleccione la moneda',
    observacionMax: 'Debe ingresar un máximo de 255 caracteres',
  },
  servidor: {
    noExiste: (id: number) => `La tarifa ${id} no existe`,
    clienteNoExiste: (id: number) => `El cliente ${id} no existe`,
  },
} as const;
