import {
  consultaResultadoSchema,
  envioResultadoSchema,
  enviosSchema,
  facturaDataSchema,
  facturaPageSchema,
  guardarFacturaRespuestaSchema,
  resumenPageSchema,
} from '@/features/facturas/contract';

const CLAVE = '50605032600310112345600100001010000001203199999999';

describe('invoice answers parse as a real backend sends them', () => {
  it('GET /api/factura/get: money as text, nulls, clients on the first load', () => {
    const page = facturaPageSchema.parse({
      facturas: [
        {
          facturaId: '1203',
          estadoPago: 'Pendiente Pago',
          subtotal: '53,617.50',
          impuestoVentas: 3720.28,
          total: 57337.78,
          fecha: '2026-03-05T14:30:00',
          cliente: 'Importadora Sol S.A.',
          estado: 'Finalizada',
          hacienda: 'Pendiente Respuesta',
          enviadaHacienda: 1,
          estadoHacienda: 'no_aceptado_rechazado',
          enviando: null,
          updatable: false,
          anulable: 1,
          simbol: null,
        },
        {
          facturaId: 1204,
          estadoPago: null,
          subtotal: null,
          impuestoVentas: null,
          total: 0,
          fecha: 1772721000000,
          cliente: null,
          estado: null,
          hacienda: '',
          enviadaHacienda: null,
          estadoHacienda: '',
          enviando: false,
          updatable: true,
          anulable: true,
          simbol: '$',
        },
      ],
      total: 2,
      pagesTotal: 0,
      montoTotal: '57337.78',
      fechaInicio: '1-3-2026',
      fechaFinal: '31-3-2026',
      clientes: [{ id: 4, nombre: 'Importadora Sol S.A.' }],
    });
    expect(page.facturas[0]).toMatchObject({
      facturaId: 1203,
      subtotal: 53617.5,
      enviando: false,
      anulable: true,
      simbol: '¢',
      estadoHacienda: 'no_aceptado_rechazado',
    });
    expect(page.facturas[1]).toMatchObject({
      estado: 'Ingresada',
      estadoPago: 'Pendiente Pago',
      enviadaHacienda: 0,
      estadoHacienda: 'no_enviada',
      cliente: '',
      simbol: '$',
    });
    expect(page.montoTotal).toBe(57337.78);
    expect(page.clientes).toHaveLength(1);
    expect(
      facturaPageSchema.parse({ facturas: null, total: 0, pagesTotal: 0, montoTotal: null }).clientes,
    ).toBeUndefined();
  });

  it('GET /api/factura/data: an invoice in dollars with its lines and the lookups', () => {
    const usd = {
      id: 2,
      nombre: 'Dólares',
      descripcion: 'Dólar',
      venta: '512.35',
      compra: 505.1,
      simbol: '$',
      esDefault: 0,
    };
    const data = facturaDataSchema.parse({
      factura: {
        id: 1203,
        facturaId: 1203,
        impuestoVentas: 1.3,
        observaciones: null,
        totalTerceros: 0,
        totalServicios: 20,
        tipoCambio: usd,
        tipoCambioMonto: 512.35,
        saldoPendiente: 21.3,
        saldoPendienteMoneda: 10913.06,
        estado: 'Ingresada',
        estadoPago: 'Pendiente Pago',
        tipoActividadEconomica: { id: 1, empresaId: 1, codigo: 522901, descripcion: 'Agencias de aduana' },
        credito: true,
        diasCredito: '30',
        fechaFacturacion: '2026-03-05',
        fechaVencimiento: '2026-04-04',
        detallesDTO: [
          {
            id: 9876543,
            detalle: 'Nacionalización DUA 005-2026-123',
            cantidad: null,
            monto: '10',
            montoColones: 10,
            montoNeto: 11.3,
            impuestosMonto: 1.3,
            impuestos: 13,
            tipoCambio: usd,
            tarifaIva: { id: 8, descripcion: 'Tarifa general 13%', porcentaje: 13 },
            medida: { id: 1, simbolo: 'Sp', descripcion: 'Servicios Profesionales' },
            servicio: {
              id: 3,
              codigoCabys: 6791000000000,
              descripcion: 'Servicios de agencias',
              nombre: 'NACIONALIZACION',
            },
          },
        ],
        facturaTercerosDTO: null,
        facturaServiciosDTO: [{ any: 'thing' }],
        subtotal: 20,
        exonerado: 0,
        total: 21.3,
        montoAnticipado: 0,
        codigoActividad: '522901',
        cliente: {
          id: 4,
          nombre: 'Importadora Sol S.A.',
          telefono: '22223333',
          correo: 'facturas@sol.cr',
          contacto1: 'Ana Mora',
          direccion: 'San José',
          esJuridico: 1,
          cedulaJuridica: '3101123456',
          esInternacional: 0,
          esExonerado: '0',
        },
        esClienteNuevo: 0,
        correoCliente: 'facturas@sol.cr',
        telefono: '22223333',
        direccion: 'San José',
        contacto: 'Ana Mora',
        cedulaJuridica: '3101123456',
        aforoFisico: 1,
        permisos: 0,
        previoExamen: null,
        errorTarifa: false,
      },
      monedas: [
        { id: 1, nombre: 'Colones', descripcion: null, venta: 1, compra: 1, simbol: '¢', esDefault: 1 },
        usd,
      ],
      clientes: [],
      tipoActividadEconomicas: [{ id: 1, empresaId: 1, codigo: '522901', descripcion: 'Agencias de aduana' }],
      servicios: [
        {
          id: 3,
          empresaId: 1,
          codigoCabys: '6791000000000',
          descripcion: 'Servicios de agencias',
          status: 'ACTIVO',
        },
      ],
      tarifaIvas: [{ id: 8, descripcion: 'Tarifa general 13%', porcentaje: '13' }],
      medidas: [{ id: 1, simbolo: 'Sp', descripcion: 'Servicios Profesionales' }],
      terceros: [],
      tarifas: [
        {
          id: 5,
          nombre: 'Desalmacenaje',
          monto: 45000,
          tipoCambio: { id: 1, nombre: 'Colones', simbol: '¢' },
          clienteId: 4,
          observacion: null,
          servicioCorreduriaAduanera: { id: 2, nombre: 'Importación' },
        },
      ],
      impuestos: null,
      errorTarifa: 0,
      soporte: { correo: 'soporte@factura.cr', telefono: '4000-0000' },
      recibo: { id: 77, recibo: 10077, aforoFisico: 1, permisos: 1, previoExamen: 0 },
    });
    const f = data.factura!;
    expect(f.credito).toBe(1);
    expect(f.diasCredito).toBe(30);
    expect(f.tipoCambio).toMatchObject({ venta: 512.35, simbol: '$' });
    expect(f.tipoActividadEconomica?.codigo).toBe('522901');
    expect(f.detallesDTO[0]).toMatchObject({
      cantidad: 1,
      monto: 10,
      servicio: { codigoCabys: '6791000000000' },
    });
    expect(f.facturaTercerosDTO).toEqual([]);
    expect(f.facturaServiciosDTO).toEqual([{ any: 'thing' }]);
    expect(f.cliente?.esExonerado).toBe(0);
    expect([f.aforoFisico, f.permisos, f.previoExamen]).toEqual([1, 0, 0]);
    expect(f.reciboId).toBeNull();
    expect(data.impuestos).toEqual([]);
    expect(data.errorTarifa).toBe(false);
    expect(data.tarifaIvas[0]!.porcentaje).toBe(13);
    expect(data.recibo).toEqual({ id: 77, recibo: 10077, aforoFisico: 1, permisos: 1, previoExamen: 0 });
  });

  it('GET /api/factura/data for a new invoice: factura null, soporte missing', () => {
    const data = facturaDataSchema.parse({ factura: null, monedas: [], errorTarifa: true });
    expect(data).toMatchObject({
      factura: null,
      errorTarifa: true,
      soporte: { correo: '', telefono: '' },
      recibo: null,
      servicios: [],
    });
  });

  it('history, send, check, save, income summary', () => {
    expect(
      enviosSchema.parse({
        envios: [
          { id: 1, clave: CLAVE, consecutivo: '00100001010000001203', estado: 'Aceptado', detalle: null },
        ],
      }).envios[0],
    ).toEqual({ id: 1, clave: CLAVE, consecutivo: '00100001010000001203', estado: 'Aceptado', detalle: '' });
    expect(enviosSchema.parse({ envios: null }).envios).toEqual([]);
    expect(
      envioResultadoSchema.parse({ result: '-1', resultStr: 'procesando', estado: 'NO_ACEPTADO_RECHAZADO' }),
    ).toEqual({
      result: -1,
      resultStr: 'procesando',
      estado: 'no_aceptado_rechazado',
    });
    expect(consultaResultadoSchema.parse({ result: 3, resultStr: null })).toEqual({
      result: 3,
      resultStr: '',
    });
    expect(guardarFacturaRespuestaSchema.parse({ facturaId: '1210' })).toEqual({ facturaId: 1210 });
    expect(
      resumenPageSchema.parse({
        facturas: [
          {
            facturaId: 1203,
            fechaFacturacion: '2026-03-05T14:30:00',
            cliente: 'Sol',
            cedula: 3101123456,
            subtotal: '100',
            impuestoVentas: 13,
            total: 113,
            hacienda: 'Aceptado',
          },
        ],
        total: 1,
        pagesTotal: 0,
        fechaInicio: '1-3-2026',
        fechaFinal: null,
      }),
    ).toMatchObject({ facturas: [{ cedula: '3101123456', subtotal: 100 }], fechaFinal: '' });
  });
});
