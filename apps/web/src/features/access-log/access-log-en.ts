import type { AccessLogMessages } from './access-log-es';

export const accessLogEn: AccessLogMessages = {
  accessLog: {
    title: 'Access log',
    intro:
      'Every read and change of a patient’s record is logged here; nobody can change or delete the log.',
    customer: 'Patient',
    user: 'User',
    action: 'Action',
    subject: 'Record',
    from: 'From',
    to: 'To',
    any: 'All',
    download: 'Download CSV',
    empty: 'No access matches these filters.',
    searchUser: 'Type the user’s name or e-mail',
    noOptions: 'No matches',
  },
};
