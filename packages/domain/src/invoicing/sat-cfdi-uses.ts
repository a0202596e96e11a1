import { SAT_REGIME_CODES, type SatRegime } from './sat-regimes.js';

/*
 * c_UsoCFDI: the SAT's catalogue of CFDI uses as of CFDI 4.0 (Anexo 20, catálogos del CFDI 4.0),
 * with the receiver's regimes each use admits (its column "Régimen Fiscal Receptor").
 */

/** Acquisitions and investments: the regimes with business or leasing income. */
const BUSINESS: readonly SatRegime[] = [
  '601',
  '603',
  '606',
  '612',
  '620',
  '621',
  '622',
  '623',
  '624',
  '625',
  '626',
];
/** Personal deductions (deducciones personales): natural persons filing an annual return. */
const PERSONAL: readonly SatRegime[] = [
  '605',
  '606',
  '607',
  '608',
  '611',
  '612',
  '614',
  '615',
  '625',
];
/** Without tax effects, payments: every regime. */
const ANY: readonly SatRegime[] = SAT_REGIME_CODES;

export const SAT_CFDI_USES = [
  { code: 'G01', description: 'Adquisición de mercancías', regimes: BUSINESS },
  { code: 'G02', description: 'Devoluciones, descuentos o bonificaciones', regimes: BUSINESS },
  { code: 'G03', description: 'Gastos en general', regimes: BUSINESS },
  { code: 'I01', description: 'Construcciones', regimes: BUSINESS },
  { code: 'I02', description: 'Mobiliario y equipo de oficina por inversiones', regimes: BUSINESS },
  { code: 'I03', description: 'Equipo de transporte', regimes: BUSINESS },
  { code: 'I04', description: 'Equipo de cómputo y accesorios', regimes: BUSINESS },
  {
    code: 'I05',
    description: 'Dados, troqueles, moldes, matrices y herramental',
    regimes: BUSINESS,
  },
  { code: 'I06', description: 'Comunicaciones telefónicas', regimes: BUSINESS },
  { code: 'I07', description: 'Comunicaciones satelitales', regimes: BUSINESS },
  { code: 'I08', description: 'Otra maquinaria y equipo', regimes: BUSINESS },
  {
    code: 'D01',
    description: 'Honorarios médicos, dentales y gastos hospitalarios',
    regimes: PERSONAL,
  },
  { code: 'D02', description: 'Gastos médicos por incapacidad o discapacidad', regimes: PERSONAL },
  { code: 'D03', description: 'Gastos funerales', regimes: PERSONAL },
  { code: 'D04', description: 'Donativos', regimes: PERSONAL },
  {
    code: 'D05',
    description:
      'Intereses reales efectivamente pagados por créditos hipotecarios (casa habitación)',
    regimes: PERSONAL,
  },
  { code: 'D06', description: 'Aportaciones voluntarias al SAR', regimes: PERSONAL },
  { code: 'D07', description: 'Primas por seguros de gastos médicos', regimes: PERSONAL },
  { code: 'D08', description: 'Gastos de transportación escolar obligatoria', regimes: PERSONAL },
  {
    code: 'D09',
    description:
      'Depósitos en cuentas para el ahorro, primas que tengan como base planes de pensiones',
    regimes: PERSONAL,
  },
  {
    code: 'D10',
    description: 'Pagos por servicios educativos (colegiaturas)',
    regimes: PERSONAL,
  },
  { code: 'S01', description: 'Sin efectos fiscales', regimes: ANY },
  { code: 'CP01', description: 'Pagos', regimes: ANY },
  { code: 'CN01', description: 'Nómina', regimes: ['605'] as readonly SatRegime[] },
] as const;

export type SatCfdiUse = (typeof SAT_CFDI_USES)[number]['code'];

export const SAT_CFDI_USE_CODES = SAT_CFDI_USES.map((use) => use.code) as [
  SatCfdiUse,
  ...SatCfdiUse[],
];

/**
 * CP01 is a payment's (tipo P, pagos.ts writes it) and CN01 a payroll receipt's (nómina): neither
 * is what a patient asks of an invoice of glasses.
 */
const NOT_AN_INVOICE_USE: readonly SatCfdiUse[] = ['CP01', 'CN01'];

/** The CFDI uses a receiver in that regime may ask for, of an invoice (a customer's fiscal data). */
export const cfdiUsesFor = (regime: string) =>
  SAT_CFDI_USES.filter(
    (use) => !NOT_AN_INVOICE_USE.includes(use.code) && use.regimes.includes(regime as SatRegime),
  );
