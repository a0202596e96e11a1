/** Strings of two-step verification and of the open sessions: the profile and the required set-up. */
export const securityEs = {
  mfa: {
    title: 'Verificación en dos pasos',
    intro:
      'Además de tu contraseña, al iniciar sesión se pide un código de 6 dígitos de una aplicación de autenticación de tu teléfono (Google Authenticator, Microsoft Authenticator, Authy u otra).',
    state: 'Estado: {{state}}',
    active: 'Activa',
    inactive: 'Inactiva',
    required: 'Obligatoria para tu rol',
    enable: 'Activar',
    disable: 'Desactivar',
    setupTitle: 'Activar la verificación en dos pasos',
    preparing: 'Generando el código QR…',
    scan: '1. Escanea este código QR con tu aplicación de autenticación.',
    qrAlt: 'Código QR para tu aplicación de autenticación',
    manual: 'Si no puedes escanearlo, escribe en la aplicación esta clave:',
    secret: 'Clave para escribir a mano',
    typeCode: '2. Escribe el código de 6 dígitos que muestra la aplicación.',
    code: 'Código de verificación',
    codesTitle: 'Tus códigos de recuperación',
    codesWarning:
      'Guárdalos ahora en un lugar seguro: no volverán a mostrarse. Cada código sirve una sola vez para iniciar sesión si pierdes tu teléfono.',
    codesList: 'Códigos de recuperación',
    copy: 'Copiar',
    copied: 'Códigos copiados.',
    copyFailed: 'No se pudieron copiar; descárgalos o anótalos.',
    download: 'Descargar (.txt)',
    saved: 'Ya los guardé',
    fileName: 'iris-codigos-de-recuperacion.txt',
    fileHeader:
      'Códigos de recuperación de Iris para {{email}}. Cada uno sirve una sola vez para iniciar sesión.',
    disableTitle: 'Desactivar la verificación en dos pasos',
    disableText:
      'Escribe tu contraseña y un código de tu aplicación de autenticación (o uno de recuperación).',
    disableConfirm:
      '¿Deseas desactivar la verificación en dos pasos? Tu cuenta quedará protegida solo por tu contraseña.',
    requiredTitle: 'Configura la verificación en dos pasos',
    requiredText:
      'Tu rol inicia sesión con verificación en dos pasos. Configúrala para continuar a Iris; solo toma un minuto.',
  },
  sessions: {
    title: 'Sesiones abiertas',
    intro:
      'Los dispositivos donde tu cuenta tiene una sesión abierta. Cierra la que no reconozcas.',
    lastUsed: 'Último uso: {{at}}',
    current: 'Esta sesión',
    end: 'Cerrar',
    endOf: 'Cerrar la sesión de {{device}}',
    endTitle: 'Cerrar sesión',
    endText:
      '¿Deseas cerrar la sesión de {{device}} ({{address}})? Tendrá que iniciar sesión de nuevo.',
    endOthers: 'Cerrar las demás',
    endOthersTitle: 'Cerrar las demás sesiones',
    endOthersText: '¿Deseas cerrar todas tus sesiones excepto esta?',
    empty: 'No hay sesiones abiertas.',
  },
};

export type SecurityMessages = typeof securityEs;
