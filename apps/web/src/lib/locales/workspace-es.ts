/**
 * Strings of the branch workspace (tabs, staff, storages, personalization) and of the profile
 * page. Kept apart from ui-es so that they travel with those pages, not with the login page.
 */
export const workspaceEs = {
  colors: {
    green: 'Verde',
    red: 'Rojo',
    cyan: 'Cian',
    orange: 'Naranja',
    amber: 'Ámbar',
    purple: 'Morado',
    pink: 'Rosa',
    lilac: 'Lila',
    blue: 'Azul',
    teal: 'Verde azulado',
    indigo: 'Índigo',
    brown: 'Café',
    grey: 'Gris',
  },
  branch: {
    tabsLabel: 'Secciones de la sucursal',
    tabs: {
      personal: 'Personal',
      personalization: 'Personalización',
      storages: 'Almacenes',
    },
  },
  staff: {
    empty: 'Esta sucursal aún no tiene personal.',
    pendingTitle: 'Cuentas por aprobar',
    pendingText:
      'Personas que se registraron y confirmaron su correo. Asígnales un rol para que trabajen en esta sucursal.',
    pendingEmpty: 'No hay cuentas por aprobar.',
    assign: 'Asignar a {{name}} a esta sucursal',
  },
  storages: {
    new: 'Nuevo almacén',
    rename: 'Renombrar almacén',
    renameLabel: 'Renombrar {{name}}',
    open: 'Abrir {{name}}',
    default: 'Predeterminado',
    makeDefault: 'Hacer predeterminado a {{name}}',
    makeDefaultTitle: 'Almacén predeterminado',
    makeDefaultText:
      '¿Deseas que «{{name}}» sea el almacén predeterminado de la sucursal? Las ventas tomarán sus existencias de él.',
    isDefault: '{{name}} es el almacén predeterminado',
    notDefault: '{{name}} no es el almacén predeterminado',
    empty: 'Esta sucursal aún no tiene almacenes. El primero que registres será el predeterminado.',
    back: 'Volver a los almacenes de la sucursal',
    defaultYes:
      'Es el almacén predeterminado de la sucursal: las ventas toman sus existencias de él.',
    defaultNo: 'No es el almacén predeterminado de la sucursal.',
  },
  personalization: {
    intro:
      'El color y el logotipo identifican a la sucursal en la barra superior mientras se trabaja en ella, y en su calendario.',
    color: 'Color de la sucursal',
    noColor: 'Sin color',
    logo: 'Logotipo',
    noLogo: 'Sin logotipo',
    logoAlt: 'Logotipo de {{name}}',
    chooseLogo: 'Subir logotipo',
    logoHint: 'Una imagen JPG, PNG o WebP de hasta 10 MB.',
    readOnly: 'Solo un administrador puede cambiar la personalización de la sucursal.',
  },
  profile: {
    title: 'Mi perfil',
    photo: 'Foto de perfil',
    photoAlt: 'Foto de perfil de {{name}}',
    changePhoto: 'Cambiar foto',
    photoHint:
      'Una imagen JPG, PNG o WebP de al menos 500 × 500 píxeles; podrás recortarla en cuadro.',
    cropTitle: 'Recortar foto',
    zoom: 'Acercamiento',
    preview: 'Vista previa',
    upload: 'Guardar foto',
    tooSmall: 'La imagen debe medir al menos 500 × 500 píxeles.',
    unreadable: 'No se pudo leer la imagen. Elige otra.',
    data: 'Mis datos',
    changePassword: 'Cambiar contraseña',
  },
};

export type WorkspaceMessages = typeof workspaceEs;
