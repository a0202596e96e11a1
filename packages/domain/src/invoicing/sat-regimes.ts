/**
 * c_RegimenFiscal: the SAT's catalogue of tax regimes, as published with Anexo 20 (catálogos del
 * CFDI 4.0, catCFDI.xsd). `fisica` and `moral` say which kind of person may be in each
 * (docs/rules.md, Invoicing: a regime consistent with the kind of person).
 */
export const SAT_REGIMES = [
  { code: '601', description: 'General de Ley Personas Morales', fisica: false, moral: true },
  {
    code: '603',
    description: 'Personas Morales con Fines no Lucrativos',
    fisica: false,
    moral: true,
  },
  {
    code: '605',
    description: 'Sueldos y Salarios e Ingresos Asimilados a Salarios',
    fisica: true,
    moral: false,
  },
  { code: '606', description: 'Arrendamiento', fisica: true, moral: false },
  {
    code: '607',
    description: 'Régimen de Enajenación o Adquisición de Bienes',
    fisica: true,
    moral: false,
  },
  { code: '608', description: 'Demás ingresos', fisica: true, moral: false },
  {
    code: '610',
    description: 'Residentes en el Extranjero sin Establecimiento Permanente en México',
    fisica: true,
    moral: true,
  },
  {
    code: '611',
    description: 'Ingresos por Dividendos (socios y accionistas)',
    fisica: true,
    moral: false,
  },
  {
    code: '612',
    description: 'Personas Físicas con Actividades Empresariales y Profesionales',
    fisica: true,
    moral: false,
  },
  { code: '614', description: 'Ingresos por intereses', fisica: true, moral: false },
  {
    code: '615',
    description: 'Régimen de los ingresos por obtención de premios',
    fisica: true,
    moral: false,
  },
  { code: '616', description: 'Sin obligaciones fiscales', fisica: true, moral: false },
  {
    code: '620',
    description: 'Sociedades Cooperativas de Producción que optan por diferir sus ingresos',
    fisica: false,
    moral: true,
  },
  { code: '621', description: 'Incorporación Fiscal', fisica: true, moral: false },
  {
    code: '622',
    description: 'Actividades Agrícolas, Ganaderas, Silvícolas y Pesqueras',
    fisica: false,
    moral: true,
  },
  { code: '623', description: 'Opcional para Grupos de Sociedades', fisica: false, moral: true },
  { code: '624', description: 'Coordinados', fisica: false, moral: true },
  {
    code: '625',
    description:
      'Régimen de las Actividades Empresariales con ingresos a través de Plataformas Tecnológicas',
    fisica: true,
    moral: false,
  },
  { code: '626', description: 'Régimen Simplificado de Confianza', fisica: true, moral: true },
] as const;

export type SatRegime = (typeof SAT_REGIMES)[number]['code'];
export type PersonKind = 'fisica' | 'moral';

export const SAT_REGIME_CODES = SAT_REGIMES.map((regime) => regime.code) as [
  SatRegime,
  ...SatRegime[],
];

/** The regimes a kind of person may be in. */
export const regimesFor = (kind: PersonKind) => SAT_REGIMES.filter((regime) => regime[kind]);
