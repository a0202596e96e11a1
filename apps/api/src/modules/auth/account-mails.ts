import type { Mail } from '../../lib/mailer.js';
import { escapeHtml } from '../../lib/html-text.js';

function linkMail(
  to: string,
  subject: string,
  name: string,
  lead: string,
  action: string,
  link: string,
  note: string,
): Mail {
  const text = `Hola ${name}:\n\n${lead}\n\n${action}: ${link}\n\n${note}\n\nIris`;
  const html = `<p>Hola ${escapeHtml(name)}:</p><p>${escapeHtml(lead)}</p>
<p><a href="${escapeHtml(link)}">${escapeHtml(action)}</a></p>
<p style="color:#555">${escapeHtml(note)}</p><p>Iris</p>`;
  return { to, subject, text, html };
}

export function recoveryMail(to: string, name: string, link: string): Mail {
  return linkMail(
    to,
    'Restablece tu contraseña de Iris',
    name,
    'Recibimos una solicitud para restablecer tu contraseña.',
    'Restablecer contraseña',
    link,
    'El enlace vence en 60 minutos y sólo puede usarse una vez. Si no lo solicitaste, ignora este correo.',
  );
}

export function confirmationMail(to: string, name: string, link: string): Mail {
  return linkMail(
    to,
    'Confirma tu correo electrónico de Iris',
    name,
    'Gracias por registrarte. Confirma tu correo electrónico; después un administrador asignará tu sucursal y tu rol.',
    'Confirmar correo electrónico',
    link,
    'El enlace vence en 24 horas y sólo puede usarse una vez.',
  );
}

/** docs/rules.md, Privacy and accounts: an administrator's account signed in from a new device. */
export function newDeviceMail(
  to: string,
  name: string,
  sign: { device: string; address: string; at: string },
  link: string,
): Mail {
  return linkMail(
    to,
    'Nuevo inicio de sesión en tu cuenta de Iris',
    name,
    `Se inició sesión en tu cuenta desde un dispositivo nuevo: ${sign.device}, dirección ${sign.address}, el ${sign.at}.`,
    'Revisar mis sesiones abiertas',
    link,
    'Si no fuiste tú, cierra esa sesión desde tu perfil y cambia tu contraseña de inmediato.',
  );
}
