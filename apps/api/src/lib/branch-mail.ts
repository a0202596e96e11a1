import { EVENT_COLORS, type EventColor } from '@iris/domain/calendar/event-colors';
import { branches } from '../db/schema/geography.schema.js';
import type { Mail } from './mailer.js';
import { escapeHtml } from './html-text.js';

/** What a patient's e-mail says of the branch that writes it. */
export interface MailBranch {
  name: string;
  address: string;
  zipCode: string;
  openTime: string;
  closeTime: string;
  phone: string | null;
  color: EventColor | null;
}

/** The branch's columns a patient's e-mail reads, for a select joined to `branches`. */
export const mailBranchColumns = {
  name: branches.name,
  address: branches.address,
  zipCode: branches.zipCode,
  openTime: branches.openTime,
  closeTime: branches.closeTime,
  phone: branches.phone,
  color: branches.color,
};

export interface BranchMailParts {
  to: string;
  subject: string;
  customerName: string;
  /** Paragraphs before the details. */
  lead: string[];
  /** Label and value, one line each (a table in the HTML part). */
  details: (readonly [string, string])[];
  closing: string;
  branch: MailBranch;
  /** Said at the foot and given to mail clients as List-Unsubscribe. */
  unsubscribeUrl?: string;
  /** A stable id: a message sent again after a crash is the same message to the mail servers. */
  messageId?: string;
}

/** The branch's address, opening hours and phone, as a patient's e-mail lists them. */
export function branchDetails(branch: MailBranch): (readonly [string, string])[] {
  return [
    ['Dirección', `${branch.address}, C.P. ${branch.zipCode}`],
    ['Horario', `de ${branch.openTime} a ${branch.closeTime}`],
    ...(branch.phone ? [['Teléfono', branch.phone] as const] : []),
  ];
}

const UNSUBSCRIBE_TEXT = 'Si ya no deseas recibir recordatorios por correo, abre este enlace:';

/** A patient's e-mail from a branch, in Spanish: plain text and HTML in the branch's colour. */
export function branchMail(parts: BranchMailParts): Mail {
  const { branch, unsubscribeUrl } = parts;
  const text = [
    `Hola ${parts.customerName}:`,
    '',
    ...parts.lead.flatMap((paragraph) => [paragraph, '']),
    ...parts.details.map(([label, value]) => `${label}: ${value}`),
    '',
    parts.closing,
    branch.name,
    ...(unsubscribeUrl ? ['', UNSUBSCRIBE_TEXT, unsubscribeUrl] : []),
  ].join('\n');
  const accent = EVENT_COLORS[branch.color ?? 'blue'];
  const rows = parts.details
    .map(([label, value]) => `<tr><th align="left">${label}</th><td>${escapeHtml(value)}</td></tr>`)
    .join('');
  const foot = unsubscribeUrl
    ? `<p style="font-size:12px;color:#555">${UNSUBSCRIBE_TEXT} <a href="${escapeHtml(unsubscribeUrl)}">dejar de recibir recordatorios</a>.</p>`
    : '';
  const html = `<div style="border-top:4px solid ${accent};padding-top:8px;font-family:sans-serif">
<p>Hola ${escapeHtml(parts.customerName)}:</p>${parts.lead.map((p) => `<p>${escapeHtml(p)}</p>`).join('')}
<table cellpadding="4">${rows}</table>
<p>${escapeHtml(parts.closing)}</p><p style="color:${accent}"><strong>${escapeHtml(branch.name)}</strong></p>${foot}</div>`;
  return {
    to: parts.to,
    subject: parts.subject,
    text,
    html,
    ...(unsubscribeUrl ? { unsubscribeUrl } : {}),
    ...(parts.messageId ? { messageId: parts.messageId } : {}),
  };
}
