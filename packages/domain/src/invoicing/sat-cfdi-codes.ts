/*
 * The SAT's small catalogues of a CFDI 4.0's own codes (Anexo 20, catálogos del CFDI 4.0), as a
 * printed CFDI names them beside the code: the kind of document, export, payment method, the
 * global invoice's period and months, the kinds of relation and the taxes.
 */

/** c_TipoDeComprobante. */
export const SAT_VOUCHER_KINDS = [
  { code: 'I', description: 'Ingreso' },
  { code: 'E', description: 'Egreso' },
  { code: 'T', description: 'Traslado' },
  { code: 'N', description: 'Nómina' },
  { code: 'P', description: 'Pago' },
] as const;

/** c_Exportacion. */
export const SAT_EXPORTS = [
  { code: '01', description: 'No aplica' },
  { code: '02', description: 'Definitiva con clave A1' },
  { code: '03', description: 'Temporal' },
  { code: '04', description: 'Definitiva con clave distinta a A1' },
] as const;

/** c_MetodoPago. */
export const SAT_PAYMENT_METHODS = [
  { code: 'PUE', description: 'Pago en una sola exhibición' },
  { code: 'PPD', description: 'Pago en parcialidades o diferido' },
] as const;

/** c_Periodicidad: how long a global invoice's period is. */
export const SAT_PERIODICITIES = [
  { code: '01', description: 'Diario' },
  { code: '02', description: 'Semanal' },
  { code: '03', description: 'Quincenal' },
  { code: '04', description: 'Mensual' },
  { code: '05', description: 'Bimestral' },
] as const;

/** c_Meses: a global invoice's month, or pair of months for a bimonthly one. */
export const SAT_MONTHS = [
  { code: '01', description: 'Enero' },
  { code: '02', description: 'Febrero' },
  { code: '03', description: 'Marzo' },
  { code: '04', description: 'Abril' },
  { code: '05', description: 'Mayo' },
  { code: '06', description: 'Junio' },
  { code: '07', description: 'Julio' },
  { code: '08', description: 'Agosto' },
  { code: '09', description: 'Septiembre' },
  { code: '10', description: 'Octubre' },
  { code: '11', description: 'Noviembre' },
  { code: '12', description: 'Diciembre' },
  { code: '13', description: 'Enero-Febrero' },
  { code: '14', description: 'Marzo-Abril' },
  { code: '15', description: 'Mayo-Junio' },
  { code: '16', description: 'Julio-Agosto' },
  { code: '17', description: 'Septiembre-Octubre' },
  { code: '18', description: 'Noviembre-Diciembre' },
] as const;

/** c_TipoRelacion: how a CFDI relates to the ones it names. */
export const SAT_RELATIONS = [
  { code: '01', description: 'Nota de crédito de los documentos relacionados' },
  { code: '02', description: 'Nota de débito de los documentos relacionados' },
  { code: '03', description: 'Devolución de mercancía sobre facturas o traslados previos' },
  { code: '04', description: 'Sustitución de los CFDI previos' },
  { code: '05', description: 'Traslados de mercancías facturados previamente' },
  { code: '06', description: 'Factura generada por los traslados previos' },
  { code: '07', description: 'CFDI por aplicación de anticipo' },
] as const;

/** c_Impuesto. */
export const SAT_TAXES = [
  { code: '001', description: 'ISR' },
  { code: '002', description: 'IVA' },
  { code: '003', description: 'IEPS' },
] as const;

/** "code - description" as a printed CFDI shows a catalogue's code; the bare code if unknown. */
export function satCodeText(
  catalogue: readonly { code: string; description: string }[],
  code: string,
): string {
  const entry = catalogue.find((item) => item.code === code);
  return entry ? `${code} - ${entry.description}` : code;
}
