/*
 * The IVA rate codes of Hacienda's v4.4 documents (CodigoTarifaIVA, Nota 8.1 of 'Anexos y Estructuras
 * v4.4', p. 71–72, lines 3421–3447 of the extract in the shared fixtures; the same eleven values and
 * names in the CodigoTarifaIVAType of the official FacturaElectronica_V4.4.xsd). v4.3 documents carry
 * the same codes 01–08 as `CodigoTarifa`.
 */

export const CODIGOS_TARIFA_IVA = ['01', '02', '03', '04', '05', '06', '07', '08', '09', '10', '11'] as const;
export type CodigoTarifaIva = (typeof CODIGOS_TARIFA_IVA)[number];

export type TarifaIva = {
  /** The percent as Hacienda writes it ('13', '0.5'). */
  porcentaje: string;
  /** Nota 8.1's name. */
  nombre: string;
  /**
   * Whether a sale at this code keeps the seller's right to credit. Code 01 is the 0 % of article 32,
   * numeral 1 of the IVA regulation, 'que otorga derecho a crédito pleno' (footnote 28); 10 is the
   * exemption of Ley 9635 article 8 (footnote 32) and 11 a supply 'no sujeto pero que no otorga
   * derecho a crédito' (footnote 33): both without it. Exports at code 10 would keep it, which this
   * table cannot tell (the worksheet reads the document type for that).
   */
  derechoCredito: boolean;
  /** 05, 06 and 07 are only for credit and debit notes (footnotes 29–31); 07 is disabled. */
  soloNotas: boolean;
};

export const TARIFAS_IVA: Readonly<Record<CodigoTarifaIva, TarifaIva>> = {
  '01': {
    porcentaje: '0',
    nombre: 'Tarifa 0% (Artículo 32, num 1, RLIVA)',
    derechoCredito: true,
    soloNotas: false,
  },
  '02': { porcentaje: '1', nombre: 'Tarifa reducida 1%', derechoCredito: true, soloNotas: false },
  '03': { porcentaje: '2', nombre: 'Tarifa reducida 2%', derechoCredito: true, soloNotas: false },
  '04': { porcentaje: '4', nombre: 'Tarifa reducida 4%', derechoCredito: true, soloNotas: false },
  '05': { porcentaje: '0', nombre: 'Transitorio 0%', derechoCredito: true, soloNotas: true },
  '06': { porcentaje: '4', nombre: 'Transitorio 4%', derechoCredito: true, soloNotas: true },
  '07': { porcentaje: '8', nombre: 'Tarifa transitoria 8%', derechoCredito: true, soloNotas: true },
  '08': { porcentaje: '13', nombre: 'Tarifa general 13%', derechoCredito: true, soloNotas: false },
  '09': { porcentaje: '0.5', nombre: 'Tarifa reducida 0.5%', derechoCredito: true, soloNotas: false },
  '10': { porcentaje: '0', nombre: 'Tarifa Exenta', derechoCredito: false, soloNotas: false },
  '11': {
    porcentaje: '0',
    nombre: 'Tarifa 0% sin derecho a crédito',
    derechoCredito: false,
    soloNotas: false,
  },
};

export const esCodigoTarifaIva = (codigo: string): codigo is CodigoTarifaIva =>
  (CODIGOS_TARIFA_IVA as readonly string[]).includes(codigo);

/**
 * The codes whose 0 % lines make the ResumenFactura's 'no sujeto' totals (TotalServNoSujeto and
 * TotalMercNoSujeta: 'que se utilicen los códigos de tarifa del IVA 01 y 11 de la nota 8.1', p. 51–52),
 * so TotalNoSujeto is those codes' bases again, never a figure to add to them.
 */
export const CODIGOS_NO_SUJETO: readonly CodigoTarifaIva[] = ['01', '11'];

/** The worksheet's order of the rates, as the issue lists them: 13 %, 4 %, 2 %, 1 %, 0.5 %, 0 %, exento, sin derecho. */
export const ORDEN_TARIFAS: readonly CodigoTarifaIva[] = [
  '08',
  '07',
  '04',
  '06',
  '03',
  '02',
  '09',
  '01',
  '05',
  '10',
  '11',
];
