/** Text made safe to place inside HTML (e-mails, the few pages the server writes itself). */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
