import { escapeHtml } from '../../lib/html-text.js';

/** The small page a patient sees after the unsubscribe link (Spanish, no login, no script). */
export function unsubscribePage(done: boolean, branchName: string | null): string {
  const title = done ? 'Listo: ya no recibirás recordatorios' : 'El enlace no es válido';
  const body = done
    ? `No te enviaremos más recordatorios de citas ni de revisión${branchName ? ` de ${escapeHtml(branchName)}` : ''}. Si cambias de opinión, pídelo en tu sucursal.`
    : 'Este enlace para dejar de recibir recordatorios no es válido. Revisa que esté completo o comunícate con tu sucursal.';
  return `<!doctype html>
<html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title} — Iris</title>
<style>body{font-family:system-ui,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem;color:#1f2937;line-height:1.5}h1{font-size:1.4rem}</style>
</head><body><main><h1>${title}</h1><p>${body}</p></main></body></html>`;
}
