/** What `npm run seed:demo` puts in the database: realistic data for a clinic in Jalisco. */
export const DEMO = {
  country: { name: 'MÉXICO', duration: 30 },
  state: 'JALISCO',
  municipalities: [
    'GUADALAJARA',
    'ZAPOPAN',
    'SAN PEDRO TLAQUEPAQUE',
    'TONALÁ',
    'TLAJOMULCO DE ZÚÑIGA',
    'EL SALTO',
  ],
  branches: [
    {
      name: 'SUCURSAL CHAPULTEPEC',
      address: 'AV. CHAPULTEPEC SUR 120, COL. AMERICANA',
      zipCode: '44160',
      municipality: 'GUADALAJARA',
      openTime: '09:00',
      closeTime: '19:00',
      phone: '3336151020',
      email: 'chapultepec@iris.local',
      color: 'teal' as const,
      // The first is the branch's default storage.
      storages: ['BODEGA PRINCIPAL', 'MOSTRADOR'],
    },
    {
      name: 'SUCURSAL ANDARES',
      address: 'BLVD. PUERTA DE HIERRO 4965, LOCAL 12',
      zipCode: '45116',
      municipality: 'ZAPOPAN',
      openTime: '10:00',
      closeTime: '20:00',
      phone: '3336484400',
      email: 'andares@iris.local',
      color: 'indigo' as const,
      storages: ['ALMACÉN ANDARES', 'VITRINA'],
    },
  ],
  catalogue: {
    ARMAZONES: {
      METÁLICOS: ['RAY-BAN RB3025 AVIATOR', 'OAKLEY OX3227 PLATA', 'CARRERA 8855 DORADO'],
      ACETATO: ['RAY-BAN RB5154 CLUBMASTER', 'VOGUE VO5286 CAREY', 'TOMMY HILFIGER TH1689 NEGRO'],
      INFANTILES: ['NIKE 5540 AZUL INFANTIL', 'DISNEY FROZEN ROSA'],
    },
    MICAS: {
      MONOFOCALES: ['MICA CR-39 MONOFOCAL', 'MICA POLICARBONATO MONOFOCAL'],
      PROGRESIVAS: ['MICA PROGRESIVA VARILUX COMFORT', 'MICA PROGRESIVA DIGITAL'],
      ANTIRREFLEJANTES: ['TRATAMIENTO ANTIRREFLEJANTE CRIZAL', 'FILTRO LUZ AZUL BLUE UV'],
    },
    'LENTES DE CONTACTO': {
      'DESECHABLES MENSUALES': ['ACUVUE VITA CAJA 6', 'AIR OPTIX HYDRAGLYDE CAJA 6'],
      'DESECHABLES DIARIOS': ['DAILIES TOTAL1 CAJA 30', 'ACUVUE OASYS 1-DAY CAJA 30'],
      TÓRICOS: ['BIOFINITY TORIC CAJA 3'],
    },
    SOLUCIONES: {
      MULTIPROPÓSITO: ['OPTI-FREE PUREMOIST 300 ML', 'RENU FRESH 355 ML'],
      'GOTAS LUBRICANTES': ['SYSTANE ULTRA 10 ML', 'REFRESH TEARS 15 ML'],
    },
  } as Record<string, Record<string, string[]>>,
  /**
   * Each category's SAT keys (ClaveProdServ of c_ClaveProdServ, ClaveUnidad), which its products
   * take: frames 42142903, spectacle lenses 42142902, contact lenses 42142913, contact lens
   * solutions 42142914; all sold by the piece (H87).
   */
  satKeys: {
    ARMAZONES: { satProductKey: '42142903', satUnitKey: 'H87' },
    MICAS: { satProductKey: '42142902', satUnitKey: 'H87' },
    'LENTES DE CONTACTO': { satProductKey: '42142913', satUnitKey: 'H87' },
    SOLUCIONES: { satProductKey: '42142914', satUnitKey: 'H87' },
  } as Record<string, { satProductKey: string; satUnitKey: string }>,
  appointmentTypes: [
    'EXAMEN DE LA VISTA',
    'CONSULTA OFTALMOLÓGICA',
    'ADAPTACIÓN DE LENTES DE CONTACTO',
    'ENTREGA DE LENTES',
    'AJUSTE DE ARMAZÓN',
    'REVISIÓN DE PRESIÓN INTRAOCULAR',
  ],
  // Only cash is counted in the drawer when an audit closes; satPaymentForm is the c_FormaPago.
  paymentMethods: [
    { name: 'EFECTIVO', isCash: true, satPaymentForm: '01' },
    { name: 'TARJETA DE DÉBITO', isCash: false, satPaymentForm: '28' },
    { name: 'TARJETA DE CRÉDITO', isCash: false, satPaymentForm: '04' },
    { name: 'TRANSFERENCIA', isCash: false, satPaymentForm: '03' },
  ],
  versions: [
    { version: '1.0.00', description: 'PRIMERA VERSIÓN: CATÁLOGOS, SUCURSALES Y CUENTAS' },
    { version: '1.1.00', description: 'ALTA DE PRODUCTOS CON IMAGEN' },
  ],
  password: 'Demo1234',
  users: [
    {
      email: 'doctora@iris.local',
      name: 'ALEJANDRA',
      paternal: 'RAMÍREZ',
      maternal: 'OCHOA',
      phone: '3310002001',
      role: 'doctor' as const,
      professionalLicense: '8123456',
      branch: 'SUCURSAL CHAPULTEPEC',
    },
    {
      email: 'recepcion@iris.local',
      name: 'FERNANDA',
      paternal: 'GUTIÉRREZ',
      maternal: 'MORALES',
      phone: '3310002002',
      role: 'receptionist' as const,
      branch: 'SUCURSAL CHAPULTEPEC',
    },
    {
      email: 'doctor.andares@iris.local',
      name: 'RODRIGO',
      paternal: 'VILLASEÑOR',
      maternal: 'CASTRO',
      phone: '3310002003',
      role: 'doctor' as const,
      professionalLicense: '9234567',
      branch: 'SUCURSAL ANDARES',
    },
    {
      email: 'recepcion.andares@iris.local',
      name: 'DANIELA',
      paternal: 'NAVARRO',
      maternal: 'PONCE',
      phone: '3310002004',
      role: 'receptionist' as const,
      branch: 'SUCURSAL ANDARES',
    },
  ],
};
