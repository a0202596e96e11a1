import { branchDetails, branchMail, type MailBranch } from '../../lib/branch-mail.js';
import type { Mail } from '../../lib/mailer.js';

interface Common {
  to: string;
  customerName: string;
  branch: MailBranch;
  unsubscribeUrl: string;
  messageId: string;
}

/** `YYYY-MM-DD` as DD/MM/YYYY. */
const day = (date: string) => date.split('-').reverse().join('/');

/** The day-before reminder of an appointment (docs/rules.md, Reminders and recalls). */
export function appointmentReminderMail(
  facts: Common & { date: string; time: string; type: string },
): Mail {
  const { branch } = facts;
  return branchMail({
    ...facts,
    subject: `Recordatorio de tu cita en ${branch.name} el ${day(facts.date)} a las ${facts.time}`,
    lead: [
      `Te recordamos tu cita de mañana en ${branch.name}.`,
      branch.phone
        ? `Si no puedes asistir, llámanos al ${branch.phone} para cambiarla.`
        : 'Si no puedes asistir, comunícate con la sucursal para cambiarla.',
    ],
    details: [
      ['Fecha', day(facts.date)],
      ['Hora', facts.time],
      ['Cita', facts.type],
      ...branchDetails(branch),
    ],
    closing: 'Te esperamos.',
  });
}

/** The yearly recall: the latest prescription is more than 12 months old. */
export function recallMail(facts: Common & { lastExam: string }): Mail {
  const { branch } = facts;
  return branchMail({
    ...facts,
    subject: `Es momento de tu revisión visual anual en ${branch.name}`,
    lead: [
      `Tu último examen de la vista fue el ${day(facts.lastExam)}. Te recomendamos revisar tu graduación cada año.`,
      branch.phone
        ? `Llámanos al ${branch.phone} para agendar tu revisión.`
        : 'Comunícate con la sucursal para agendar tu revisión.',
    ],
    details: branchDetails(branch),
    closing: 'Te esperamos.',
  });
}
