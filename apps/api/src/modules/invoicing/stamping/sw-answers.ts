import { z } from 'zod';
import { pacRefused, pacUnavailable, type CancelStatus, type Stamped } from './stamper.js';

/*
 * What SW sapien answers (docs/operations.md, Choosing a PAC, names the pages): every answer is
 * `{status: 'success'|'error', message, messageDetail, data}`, a refusal's `message` starting with
 * the SAT's or SW's code (`301. …`, `CFDI40108 - …`).
 */

export const swAnswer = z.object({
  status: z.string(),
  message: z.string().nullish(),
  messageDetail: z.string().nullish(),
  data: z.unknown(),
});
export type SwAnswer = z.output<typeof swAnswer>;

/** Stamp v4's `data`: the stamped CFDI whole, and its timbre's fields. */
const stampData = z.object({
  cfdi: z.string().min(1),
  uuid: z.string().min(1),
  fechaTimbrado: z.string().min(1),
  noCertificadoSAT: z.string().min(1),
  selloSAT: z.string().min(1),
  cadenaOriginalSAT: z.string().min(1),
});

/** Cancellation's `data.uuid`: the SAT's code for each folio (SW's table of folio codes). */
const cancelData = z.object({ uuid: z.record(z.string(), z.union([z.string(), z.number()])) });

const CANCEL_STATUSES = new Map<string, CancelStatus>([
  ['201', 'EN_PROCESO'],
  ['202', 'CANCELADA'],
]);
const FOLIO_REFUSALS = new Map([
  ['203', 'Folio Fiscal No Correspondiente al Emisor'],
  ['204', 'Folio Fiscal No Aplicable a Cancelación'],
  ['205', 'Folio Fiscal No Existente'],
]);

/** SAT's 307, "el comprobante contiene un timbre previo": the same sealed XML came again. */
const STAMPED_BEFORE = '307';

/** The code and text a refusal's message starts with: `307. El comprobante…`, `CFDI40108 - …`. */
function refusalOf(answer: SwAnswer) {
  const message = answer.message?.trim() ?? '';
  const parsed = /^([A-Za-z]*\d+)\s*(?:\.|-|–|:)\s*([\s\S]*)$/.exec(message);
  return parsed ? { code: parsed[1] ?? '', text: parsed[2] ?? '' } : { code: '', text: message };
}

export const unreadable = () => pacUnavailable('su respuesta no se pudo leer');

/**
 * The stamp, also when SW answers 307 with the CFDI it stamped first for the same sealed XML
 * (or the same customid): the retry after a lost answer gets the first UUID, never a second CFDI.
 */
export function stampedFrom(answer: SwAnswer): Stamped {
  const refusal = answer.status === 'success' ? undefined : refusalOf(answer);
  if (refusal && refusal.code !== STAMPED_BEFORE) throw pacRefused(refusal.code, refusal.text);
  const data = stampData.safeParse(answer.data);
  if (!data.success) {
    if (refusal) throw pacRefused(refusal.code, refusal.text);
    throw unreadable();
  }
  return {
    xml: data.data.cfdi,
    uuid: data.data.uuid.toUpperCase(),
    stampedAt: data.data.fechaTimbrado,
    satCertificateNumber: data.data.noCertificadoSAT,
    satSeal: data.data.selloSAT,
    tfdOriginalString: data.data.cadenaOriginalSAT,
  };
}

/**
 * 201, the SAT took the request: EN_PROCESO until its status service says CANCELADA (or the
 * receiver's answer); 202, cancelled before: CANCELADA. 203–205 are refusals.
 */
export function cancelStatusFrom(answer: SwAnswer, uuid: string): { status: CancelStatus } {
  if (answer.status !== 'success') {
    const refusal = refusalOf(answer);
    throw pacRefused(refusal.code, refusal.text);
  }
  const data = cancelData.safeParse(answer.data);
  if (!data.success) throw unreadable();
  const folio = Object.entries(data.data.uuid).find(
    ([key]) => key.toUpperCase() === uuid.toUpperCase(),
  );
  const code = String(folio?.[1] ?? '');
  const status = CANCEL_STATUSES.get(code);
  if (status) return { status };
  throw pacRefused(code, FOLIO_REFUSALS.get(code) ?? 'Respuesta de cancelación desconocida');
}
