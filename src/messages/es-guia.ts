/**
 * The style guide (src/app/style-guide), which shows pieces of the invoice form too.
 * Part of the catalogue of user-visible texts (es.ts, decision D34): a screen imports its feature's
 * module as a namespace named `es` and reads `es.<part>.<text>`.
 * It carries the shell's texts (es-shell.ts) and the shared parts the feature shows.
 */
export * from './es-shell';
export { facturaForm } from './es-factura-form';

/** The living style guide (D10): the app's own components with sample data. */
export const guiaEstilo = {
  titulo: 'Guía de estilo',
  subtitulo: 'Los componentes compartidos de la aplicación, con datos de ejemplo',
  indice: 'Secciones de la guía',
  seccion: {
    mensajes: 'Mensajes y diálogos',
    insignias: 'Insignias y rutas',
    archivo: 'Archivo',
    tabla: 'Tabla de datos',
    tablaEditable: 'Tabla editable',
    formulario: 'Campos de formulario',
    rango: 'Rango de fechas',
    carga: 'Estados de carga',
    catalogo: 'Catálogo',
    graficos: 'Gráficos',
  },
  mensajes: {
    exito: 'Éxito',
    error: 'Error',
    informacion: 'Información (10 s)',
    advertencia: 'Advertencia',
    flashExito: 'Operación realizada',
    flashError: 'Se produjo un error',
    flashInformacion: 'Información',
    flashAdvertencia: 'Advertencia',
    confirmar: 'Confirmación',
    confirmarMensaje: '¿Desea continuar?',
    aviso: 'Aviso',
    avisoMensaje: 'Los datos de esta guía son de ejemplo y no se guardan.',
    respuesta: (si: boolean) => `Respuesta: ${si ? 'Sí' : 'No'}`,
    formatos: 'Montos y fechas',
  },
  insignias: {
    correos: (n: number) => `${n} correos sin leer`,
    ruta: 'Ruta',
    panel: 'Panel',
    clientes: 'Clientes',
  },
  archivo: {
    elegir: 'Seleccionar Archivo',
    ninguno: 'Ningún archivo seleccionado',
    lista: 'Archivo elegido',
    quitar: (nombre: string) => `Quitar ${nombre}`,
  },
  tabla: {
    nombre: 'Facturas de ejemplo',
    nombreSimple: 'Facturas de ejemplo en filas simples',
    simple:
      'Una lista de solo lectura de una página, que solo muestra y enlaza: las mismas columnas en filas simples.',
    factura: 'Factura',
    cliente: 'Cliente',
    fecha: 'Fecha',
    estado: 'Estado',
    monto: 'Monto',
  },
  tablaEditable: {
    nombre: 'Detalles de ejemplo',
    precio: 'Precio Unidad',
    nuevoDetalle: 'Nuevo detalle',
    total: (monto: string) => `Total: ${monto}`,
  },
  formulario: {
    nombre: 'Formulario de ejemplo',
    cliente: 'Cliente',
    clienteSinOpciones: 'Ningún cliente coincide',
    correo: 'Correo',
    correoAyuda: 'Se usa para enviar la factura',
    moneda: 'Moneda',
    fecha: 'Fecha',
    exonerado: 'Exonerado',
    exoneradoAyuda: 'La factura no cobra IVA',
    validar: 'Validar',
    valido: 'El formulario de ejemplo es válido',
    mensajeFijo:
      'Cada campo guarda una línea para su mensaje: al aparecer el mensaje no mueve el botón que se está presionando.',
  },
  rango: {
    aplicado: (inicio: string, fin: string) => `Rango aplicado: ${inicio} al ${fin}`,
    sinAplicar: 'Presione Filtrar para aplicar el rango',
  },
  carga: {
    cargando: 'Cargando',
    error: 'Error con Reintentar',
    datos: 'Datos',
    errorEjemplo: 'El servidor de ejemplo no respondió.',
    cargados: (n: number) => `${n} registros cargados`,
  },
  catalogo: {
    listado: 'Catálogo de ejemplo',
    nuevo: 'Nuevo Código',
    filtro: 'Buscar por descripción',
    col: { codigo: 'Código', descripcion: 'Descripción', editar: 'Editar' },
    tituloNuevo: 'Nuevo Código de ejemplo',
    tituloEditar: 'Editar Código de ejemplo',
    codigo: 'Código',
    codigoAyuda: '3 dígitos',
    descripcion: 'Descripción',
    descripcionAyuda: 'De 3 a 60 caracteres',
    creado: 'Se creó el código de ejemplo (no se guarda)',
    actualizado: 'Se actualizó el código de ejemplo (no se guarda)',
    errorGuardar: 'No se pudo guardar el código de ejemplo',
    codigoLongitudTitulo: 'Código',
    codigoLongitud: 'El código debe tener 3 dígitos',
    codigoDigitos: 'El código solo admite dígitos',
    descripcionLongitud: 'La descripción debe tener de 3 a 60 caracteres',
  },
  graficos: {
    barras: 'Gráfico de barras (montos)',
    anillo: 'Gráfico de anillo (cantidades)',
    mes: 'Mes',
    estado: 'Estado',
    colones: 'Colones',
    anticipos: 'Anticipos',
    recibos: 'Recibos',
  },
} as const;
