import { EVENT_COLORS, type EventColor } from '@iris/domain/calendar/event-colors';
import type { Mail } from '../../lib/mailer.js';

export interface ReadyMailFacts {
  to: string;
  patient: string;
  folio: number;
  branch: {
    name: string;
    address: string;
    zipCode: string;
    openTime: string;
    closeTime: string;
    phone: string | null;
    color: EventColor | null;
  };
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** "Your glasses are ready" (issue 24): where to pick them up and when, in Spanish. */
export function labOrderReadyMail({ to, patient, folio, branch }: ReadyMailFacts): Mail {
  const subject = `Tus lentes están listos en ${branch.name}`;
  const lead = `Tus lentes ya están listos. Puedes recogerlos en la sucursal ${branch.name}.`;
  const details = [
    ['Dirección', `${branch.address}, C.P. ${branch.zipCode}`],
    ['Horario', `de ${branch.openTime} a ${branch.closeTime}`],
    ...(branch.phone ? [['Teléfono', branch.phone]] : []),
    ['Orden de laboratorio', String(folio)],
  ] as const;
  const text = [
    `Hola ${patient}:`,
    '',
    lead,
    '',
    ...details.map(([label, value]) => `${label}: ${value}`),
    '',
    'Te esperamos.',
    branch.name,
  ].join('\n');
  const accent = EVENT_COLORS[branch.color ?? 'blue'];
  const rows = details
    .map(([label, value]) => `<tr><th align="left">${label}</th><td>${escapeHtml(value)}</td></tr>`)
    .join('');
  const html = `<div style="border-top:4px solid ${accent};padding-top:8px;font-family:sans-serif">
<p>Hola ${escapeHtml(patient)}:</p><p>${escapeHtml(lead)}</p>
<table cellpadding="4">${rows}</table>
<p>Te esperamos.</p><p style="color:${accent}"><strong>${escapeHtml(branch.name)}</strong></p></div>`;
  return { to, subject, text, html };
}
