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
  appointmentTypes: [
    'EXAMEN DE LA VISTA',
    'CONSULTA OFTALMOLÓGICA',
    'ADAPTACIÓN DE LENTES DE CONTACTO',
    'ENTREGA DE LENTES',
    'AJUSTE DE ARMAZÓN',
    'REVISIÓN DE PRESIÓN INTRAOCULAR',
  ],
  paymentMethods: ['EFECTIVO', 'TARJETA DE DÉBITO', 'TARJETA DE CRÉDITO', 'TRANSFERENCIA'],
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
    },
    {
      email: 'recepcion@iris.local',
      name: 'FERNANDA',
      paternal: 'GUTIÉRREZ',
      maternal: 'MORALES',
      phone: '3310002002',
      role: 'receptionist' as const,
    },
  ],
};
