/**
 * Ids in route parameters travel base64-encoded (docs/spec.md §2). Decoding is strict: anything that is
 * not the encoding of a positive integer yields null and the page shows the not-found page.
 */
export function encodeId(id: number): string {
  return btoa(String(id)).replace(/=+$/, '');
}

export function decodeId(param: string | undefined | null): number | null {
  if (!param || !/^[A-Za-z0-9+/]+={0,2}$/.test(param)) return null;
  let text: string;
  try {
    const padded = param.replace(/=+$/, '');
    text = atob(padded + '='.repeat((4 - (padded.length % 4)) % 4));
  } catch {
    return null;
  }
  if (!/^[1-9]\d{0,14}$/.test(text)) return null;
  return Number(text);
}

/** A sale's page (`/sales/:id`). */
export const salePath = (id: number) => `/sales/${encodeId(id)}`;

/** A patient's record (`/customers/index/:id`). */
export const customerPath = (id: number) => `/customers/index/${encodeId(id)}`;
