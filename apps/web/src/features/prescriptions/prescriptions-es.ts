/**
 * Strings of the patient's optical prescriptions (the "Graduación" tab of the patient's area):
 * the list, the form, the comparison with the previous one and the printed prescription.
 */
export const prescriptionsEs = {
  prescriptions: {
    tab: 'Graduación',
    new: 'Nueva graduación',
    edit: 'Editar graduación del {{date}}',
    open: 'Ver graduación del {{date}}',
    delete: 'Eliminar graduación del {{date}}',
    deleteTitle: 'Eliminar graduación',
    deleteText:
      '¿Deseas eliminar la graduación del {{date}} ({{summary}})? Dejará de mostrarse, pero se conserva en el expediente.',
    empty: 'Sin graduaciones registradas',
    date: 'Fecha',
    kind: 'Tipo',
    doctor: 'Médico',
    summary: 'Graduación',
    kinds: { LENTES: 'Lentes', CONTACTO: 'Lentes de contacto' },
    eyes: { od: 'OD', oi: 'OI' },
    eyeNames: { od: 'Ojo derecho (OD)', oi: 'Ojo izquierdo (OI)' },
    /** The column headers of both eyes' values, short enough for a row of eleven. */
    fields: {
      sphere: 'Esfera',
      cylinder: 'Cilindro',
      axis: 'Eje',
      add: 'Adición',
      prism: 'Prisma',
      prismBase: 'Base',
      pd: 'DP',
      vaSc: 'AV sc',
      vaCc: 'AV cc',
      baseCurve: 'Curva base',
      diameter: 'Diámetro',
    },
    /** The same values inside a sentence: "OD esfera -2.25 → -2.50". */
    changeFields: {
      sphere: 'esfera',
      cylinder: 'cilindro',
      axis: 'eje',
      add: 'adición',
      prism: 'prisma',
      prismBase: 'base del prisma',
      pd: 'DP',
      vaSc: 'AV sin corrección',
      vaCc: 'AV con corrección',
      baseCurve: 'curva base',
      diameter: 'diámetro',
    },
    bases: { ARRIBA: 'Arriba', ABAJO: 'Abajo', NASAL: 'Nasal', TEMPORAL: 'Temporal' },
    noBase: 'Sin base',
    none: '—',
    form: {
      eyesLabel: 'Valores de ambos ojos',
      copy: 'Copiar OD a OI',
      transposed: 'Se guardará como: {{value}}',
      notes: 'Observaciones (opcional)',
      acuityHint: '20/x',
    },
    compare: {
      title: 'Graduación del {{date}}',
      current: 'Esta graduación ({{date}})',
      previous: 'Graduación anterior ({{date}})',
      by: '{{kind}} · {{doctor}}',
      noPrevious:
        'Es la primera graduación registrada del paciente: no hay una anterior con qué compararla.',
      changes: 'Cambios respecto a la anterior',
      noChanges: 'Los mismos valores que la graduación anterior.',
      change: '{{eye}} {{field}} {{from}} → {{to}}',
      changedFrom: 'Antes: {{value}}',
      thisOne: 'Esta',
      previousOne: 'Anterior',
      notes: 'Observaciones',
    },
    print: {
      button: 'Imprimir receta',
      preparing: 'Preparando la receta…',
    },
  },
};

export type PrescriptionsMessages = typeof prescriptionsEs;
