/**
 * Accounts and their signing key (src/features/empresas).
 * Part of the catalogue of user-visible texts (es.ts, decision D34): a screen imports its feature's
 * module as a namespace named `es` and reads `es.<part>.<text>`.
 * It carries the shell's texts (es-shell.ts) and the shared parts the feature shows.
 */
export * from './es-shell';
export { llaveRevision } from './es-llave';

export const empresas = {
  listado: 'Listado Cuentas',
  filtros: 'Mostrar/Ocultar Filtros',
  nueva: 'Nueva Cuenta',
  estado: 'Estado',
  estados: { ACTIVO: 'ACTIVO', INACTIVO: 'INACTIVO', TODAS: 'TODAS' } as Record<string, string>,
  texto: 'Buscar',
  textoAyuda: 'Nombre, cédula, correo o iniciales (Enter para buscar)',
  col: {
    nombre: 'Nombre',
    telefono: 'Telefono',
    correo1: 'Correo1',
    cedula: 'Cedula',
    tipo: 'Tipo',
    editar: 'Editar',
  },
  /** The list's Tipo column, as the spec shows it: 'Físico' for 01, 'Jurídico' for 02, otherwise 'N/A'. */
  tipoColumna: { '01': 'Físico', '02': 'Jurídico' } as Record<string, string>,
  tipoNoAplica: 'N/A',
  /** The form's identification types (empresa tipo 01–04). */
  tipos: {
    '01': 'Físico',
    '02': 'Jurídico',
    '03': 'DIMEX',
    '04': 'NITE',
  } as Record<string, string>,
  medidas: { Unid: 'Unidades', Sp: 'Servicios Profesionales' } as Record<string, string>,
  tituloNueva: 'Nueva Cuenta',
  tituloEditar: (nombre: string) => `Empresa ${nombre}`,
  seccion: {
    cuenta: 'Datos de la cuenta',
    ubicacion: 'Ubicación',
    hacienda: 'Comunicación con Hacienda',
    facturacion: 'Facturación',
  },
  campo: {
    nombre: 'Nombre',
    iniciales: 'Iniciales',
    correo1: 'Correo 1',
    correo2: 'Correo 2',
    telefono: 'Teléfono',
    direccion: 'Dirección',
    usuario: 'Usuario Hacienda',
    clave: 'Clave Hacienda',
    pin: 'Pin',
    keyPath: 'Archivo Llave Criptográfica',
    logoPath: 'Logo',
    estado: 'Estado',
    cedula: 'Cédula',
    tipo: 'Tipo',
    provincia: 'Provincia',
    canton: 'Cantón',
    distrito: 'Distrito',
    cantidad: 'Cantidad de facturas por mes',
    recepcionCorreos: 'Correo de recepción',
    tipoMedida: 'Tipo de Medida',
  },
  ayuda: {
    /** The stored password and PIN are never shown (decision D27). */
    claveGuardada: 'Guardada. Déjela vacía para conservarla o escriba una nueva para cambiarla.',
    pinGuardado: 'Guardado. Déjelo vacío para conservarlo o escriba uno nuevo.',
    usuario: 'Usuario ATV de Hacienda (formato de correo)',
    keyPath: 'Archivo .p12; se cambia en Llave Criptografica',
    logoPath: 'Opcional',
    correo2: 'Opcional',
    canton: 'Seleccione primero la provincia',
    distrito: 'Seleccione primero el cantón',
  },
  mostrarClave: 'Mostrar clave',
  ocultarClave: 'Ocultar clave',
  v: {
    requerido: {
      nombre: 'El nombre es requerido',
      iniciales: 'Las iniciales son requeridas',
      correo1: 'El correo 1 es requerido',
      telefono: 'El teléfono es requerido',
      direccion: 'La dirección es requerida',
      usuario: 'El usuario es requerido',
      clave: 'La clave es requerida',
      pin: 'El pin es requerido',
      keyPath: 'El archivo de llave criptográfica es requerido',
      cedula: 'La cédula es requerida',
      provincia: 'La provincia es requerida',
      canton: 'El cantón es requerido',
      distrito: 'El distrito es requerido',
      recepcionCorreos: 'El correo de recepción es requerido',
    },
    nombreMin: 'Debe ingresar al menos 2 caracteres',
    telefonoMin: 'Debe ingresar al menos 8 caracteres',
    telefonoMax: 'Debe ingresar un máximo de 64 caracteres',
    direccionMax: 'Debe ingresar un máximo de 127 caracteres',
    correoInvalido: 'Debe ingresar un correo válido',
    cantidadRequerida: 'La cantidad de facturas mes es requerida y debe ser mayor o igual a uno',
    cantidadMin: 'La cantidad debe ser mayor o igual a 1',
    cantidadMax: 'La cantidad debe ser menor o igual a 100',
    cantidadEntera: 'La cantidad debe ser un número entero',
    cedula: 'Cédula: # de cédula es invalida.',
    tipo: 'Debe seleccionar un tipo de identificación válido',
    estado: 'El estado debe ser ACTIVO o INACTIVO',
    tipoMedida: 'El tipo de medida debe ser Unid o Sp',
  },
  /** A line of the joined error list: the field, then what is wrong with it. */
  errorLinea: (campo: string, mensaje: string) => `${campo}: ${mensaje}`,
  erroresEncabezado: 'Favor corregir los siguientes errores:',
  errorTerritorio: 'No se pudieron cargar los cantones y distritos',
  creando: 'Esperar un momento mientras la cuenta es creada ....',
  creada: 'Una nueva cuenta ha sido agregada',
  actualizada: 'La cuenta ha sido actualizada',
  /** Followed by the error text on the next line (D12). */
  errorGuardar: 'Se produjo un error cuando se estaba intentando agregar una cuenta',
  /** The account's activity types against Hacienda's registry, beside the spec's fields. */
  registro: {
    tipos: 'Tipos de actividad de la cuenta',
    estados: {
      activa: 'Activa en Hacienda',
      inactiva: 'Inactiva en Hacienda',
      noRegistrada: 'No registrada en Hacienda',
    },
    deben: (codigos: string) =>
      `Estos códigos de actividad de la cuenta no están activos en Hacienda: ${codigos}. Hacienda acepta sus facturas con una advertencia.`,
    /** Every code of the account is of the pre-2025 list, and the registry answers CIIU 4. */
    anteriores: (activos: string) =>
      `Los códigos de actividad de la cuenta son anteriores a 2025 y Hacienda inscribe ahora la cuenta en CIIU 4: ${activos}. Tómelos para facturar con los códigos que Hacienda tiene.`,
    tomarTodos: 'Tomar los códigos activos de Hacienda',
    tomados: (n: number) =>
      n === 1
        ? 'Se agregó 1 código de Hacienda a los tipos de actividad de la cuenta.'
        : `Se agregaron ${n} códigos de Hacienda a los tipos de actividad de la cuenta.`,
    agregar: (codigo: string) => `Agregar ${codigo} a los tipos de actividad`,
    agregado: (codigo: string) => `Se agregó ${codigo} a los tipos de actividad de la cuenta.`,
    noAgregado: (codigo: string, motivo: string) => `No se pudo agregar ${codigo}: ${motivo}`,
  },
} as const;

export const editEmpresa = {
  titulo: 'Correos',
  tituloEmpresa: (nombre: string) => `Empresa ${nombre}`,
  card: 'Correos y credenciales de Hacienda',
  correo1: 'Correo 1',
  recepcionCorreos: 'Correo de recepción',
  usuario: 'Usuario',
  clave: 'Clave',
  correo1Requerido: 'Correo 1 es requerido',
  recepcionRequerido: 'Correo de recepción es requerido',
  usuarioRequerido: 'El usuario es requerido',
  claveRequerida: 'La clave es requerida',
  correoInvalido: 'Debe ingresar un correo válido',
  sinEmpresa: 'Su usuario no tiene una empresa asociada.',
  modificando: 'Esperar un momento mientras empresa es modificada .... ',
  actualizados: 'Los correos han sido actualizados',
  error: (error: string) =>
    `Se produjo un error cuando se estaba intentando modificar correos de la empresa ${error}`,
} as const;

export const llave = {
  titulo: 'Llave Criptografica',
  descripcion: (empresa: string) => `Archivo de llave criptográfica (.p12) y pin de ${empresa}`,
  pin: 'Pin',
  mostrarPin: 'Mostrar pin',
  ocultarPin: 'Ocultar pin',
  cargarArchivo: 'Cargar Archivo',
  guardar: 'Guardar',
  cerrar: 'Cerrar',
  sinArchivo: 'Ningún archivo seleccionado',
  archivos: 'Archivo seleccionado',
  quitar: (nombre: string) => `Quitar ${nombre}`,
  confirmar:
    'Esta seguro que desea cambiar el archivo de llave criptografica y pin? Esto afectará  la comunicación con Hacienda',
  seleccioneArchivo: 'Primero debe seleccionar un archivo antes de seleccionar el botón cargar ',
  pinInvalido: 'Debe indicar un pin valido antes de subir el archivo ',
  archivoP12: 'El archivo debe ser una llave criptográfica .p12',
  archivoVacio: 'El archivo está vacío',
  subiendo: 'Subiendo la llave criptográfica…',
  error: (error: string) => `Error al actualizar datos de llave criptográfica: ${error}`,
  actualizada: 'Datos de llave criptográfica actualizados! ',
} as const;
