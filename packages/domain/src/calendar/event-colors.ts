/**
 * The 13 colours of docs/spec.md §9: events are drawn in them, and a branch takes one as its own
 * (personalization). The nine docs/spec.md names come first; teal, indigo, brown and grey complete it.
 * Stored by key; the web shows the Spanish name and picks black or white text on each.
 */
export const EVENT_COLORS = {
  green: '#2E7D32',
  red: '#C62828',
  cyan: '#00838F',
  orange: '#EF6C00',
  amber: '#FFB300',
  purple: '#6A1B9A',
  pink: '#D81B60',
  lilac: '#B39DDB',
  blue: '#1565C0',
  teal: '#00695C',
  indigo: '#283593',
  brown: '#5D4037',
  grey: '#546E7A',
} as const;

export type EventColor = keyof typeof EVENT_COLORS;
export const EVENT_COLOR_KEYS = Object.keys(EVENT_COLORS) as [EventColor, ...EventColor[]];
