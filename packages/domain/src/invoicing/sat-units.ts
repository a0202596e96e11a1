/**
 * ClaveUnidad: the units an optical shop uses, from the SAT's c_ClaveUnidad (Anexo 20, catálogos
 * del CFDI 4.0, built on UN/ECE Recommendation 20). The catalogue has thousands; these are the
 * few a sale of glasses, lenses, solutions and exams needs.
 */
export const SAT_UNITS = [
  { code: 'H87', description: 'Pieza' },
  { code: 'E48', description: 'Unidad de servicio' },
  { code: 'ACT', description: 'Actividad' },
  { code: 'EA', description: 'Elemento' },
  { code: 'PR', description: 'Par' },
  { code: 'SET', description: 'Conjunto' },
  { code: 'XBX', description: 'Caja' },
  { code: 'XPK', description: 'Paquete' },
  { code: 'MLT', description: 'Mililitro' },
  { code: 'LTR', description: 'Litro' },
] as const;

export type SatUnit = (typeof SAT_UNITS)[number]['code'];

export const SAT_UNIT_CODES = SAT_UNITS.map((unit) => unit.code) as [SatUnit, ...SatUnit[]];
