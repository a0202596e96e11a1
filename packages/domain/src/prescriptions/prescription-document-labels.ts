import type { Language } from '../i18n/messages.js';
import type { PrescriptionKind, PrismBase } from './refraction.js';

/**
 * The words of the printed prescription (receta, docs/api.md prescriptions/getPdf/{id}) in both
 * languages. The values keep the optometrist's notation (+1.25, PLANO, 20/40) in either.
 */
export interface PrescriptionDocumentLabels {
  title: string;
  customer: string;
  date: string;
  kind: string;
  kinds: Record<PrescriptionKind, string>;
  eye: string;
  eyes: { od: string; oi: string };
  /** What OD and OI mean, under the table: the patient reads it too. */
  eyesLegend: string;
  sphere: string;
  cylinder: string;
  axis: string;
  add: string;
  prism: string;
  prismBase: string;
  bases: Record<PrismBase, string>;
  pd: string;
  vaSc: string;
  vaCc: string;
  baseCurve: string;
  diameter: string;
  notes: string;
  signature: string;
  professionalLicense: string;
  generatedAt: string;
  page: string;
}

export const PRESCRIPTION_DOCUMENT_LABELS: Record<Language, PrescriptionDocumentLabels> = {
  es: {
    title: 'Receta de graduación',
    customer: 'Paciente',
    date: 'Fecha',
    kind: 'Tipo',
    kinds: { LENTES: 'Lentes', CONTACTO: 'Lentes de contacto' },
    eye: 'Ojo',
    eyes: { od: 'OD', oi: 'OI' },
    eyesLegend:
      'OD: ojo derecho · OI: ojo izquierdo · DP: distancia pupilar (mm) · AV sc / cc: agudeza visual sin / con corrección',
    sphere: 'Esfera',
    cylinder: 'Cilindro',
    axis: 'Eje',
    add: 'Adición',
    prism: 'Prisma',
    prismBase: 'Base',
    bases: { ARRIBA: 'Arriba', ABAJO: 'Abajo', NASAL: 'Nasal', TEMPORAL: 'Temporal' },
    pd: 'DP',
    vaSc: 'AV sc',
    vaCc: 'AV cc',
    baseCurve: 'Curva base',
    diameter: 'Diámetro',
    notes: 'Observaciones',
    signature: 'Firma',
    professionalLicense: 'Cédula profesional: {{number}}',
    generatedAt: 'Generado el {{date}}',
    page: 'Página {{page}} de {{pages}}',
  },
  en: {
    title: 'Optical prescription',
    customer: 'Patient',
    date: 'Date',
    kind: 'Kind',
    kinds: { LENTES: 'Glasses', CONTACTO: 'Contact lenses' },
    eye: 'Eye',
    eyes: { od: 'OD', oi: 'OS' },
    eyesLegend:
      'OD: right eye · OS: left eye · PD: pupillary distance (mm) · VA sc / cc: visual acuity without / with correction',
    sphere: 'Sphere',
    cylinder: 'Cylinder',
    axis: 'Axis',
    add: 'Add',
    prism: 'Prism',
    prismBase: 'Base',
    bases: { ARRIBA: 'Up', ABAJO: 'Down', NASAL: 'In', TEMPORAL: 'Out' },
    pd: 'PD',
    vaSc: 'VA sc',
    vaCc: 'VA cc',
    baseCurve: 'Base curve',
    diameter: 'Diameter',
    notes: 'Notes',
    signature: 'Signature',
    professionalLicense: 'Professional licence (cédula profesional): {{number}}',
    generatedAt: 'Generated on {{date}}',
    page: 'Page {{page}} of {{pages}}',
  },
};
