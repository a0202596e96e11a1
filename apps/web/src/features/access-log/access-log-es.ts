/** Strings of the access log (`/access-log`): who read or changed which patient's record. */
export const accessLogEs = {
  accessLog: {
    title: 'Bitácora de accesos',
    intro:
      'Cada consulta y cada cambio del expediente de un paciente queda registrado aquí; nadie puede modificar ni borrar la bitácora.',
    customer: 'Paciente',
    user: 'Usuario',
    action: 'Acción',
    subject: 'Registro',
    from: 'Desde',
    to: 'Hasta',
    any: 'Todas',
    download: 'Descargar CSV',
    empty: 'No hay accesos con estos filtros.',
    searchUser: 'Escribe el nombre o correo del usuario',
    noOptions: 'Sin coincidencias',
  },
};

export type AccessLogMessages = typeof accessLogEs;
