import { branchDetails, branchMail, type MailBranch } from '../../lib/branch-mail.js';
import type { Mail } from '../../lib/mailer.js';

export interface ReadyMailFacts {
  to: string;
  customerName: string;
  folio: number;
  branch: MailBranch;
  /** The patient's link to stop these e-mails (they opted in: "Recibe recordatorios"). */
  unsubscribeUrl: string;
}

/** "Your glasses are ready" (issue 24): where to pick them up and when, in Spanish. */
export function labOrderReadyMail({
  to,
  customerName,
  folio,
  branch,
  unsubscribeUrl,
}: ReadyMailFacts): Mail {
  return branchMail({
    to,
    subject: `Tus lentes están listos en ${branch.name}`,
    customerName,
    lead: [`Tus lentes ya están listos. Puedes recogerlos en ${branch.name}.`],
    details: [...branchDetails(branch), ['Orden de laboratorio', String(folio)]],
    closing: 'Te esperamos.',
    branch,
    unsubscribeUrl,
  });
}
