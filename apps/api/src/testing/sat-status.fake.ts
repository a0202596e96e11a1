import { cancelNeedsAcceptance } from '@iris/domain/invoicing/cancel-acceptance';

/** One answer of the SAT's status service about a CFDI, in the SAT's own words. */
interface SatAnswer {
  estado: 'Vigente' | 'Cancelado';
  esCancelable: string;
  estatusCancelacion: string;
}

const WITH = 'Cancelable con aceptación';
const SAT_ANSWERS = {
  pending: { estado: 'Vigente', esCancelable: WITH, estatusCancelacion: 'En proceso' },
  accepted: {
    estado: 'Cancelado',
    esCancelable: WITH,
    estatusCancelacion: 'Cancelado con aceptación',
  },
  refused: { estado: 'Vigente', esCancelable: WITH, estatusCancelacion: 'Solicitud rechazada' },
  lapsed: { estado: 'Cancelado', esCancelable: WITH, estatusCancelacion: 'Plazo vencido' },
  withoutAcceptance: {
    estado: 'Cancelado',
    esCancelable: 'Cancelable sin aceptación',
    estatusCancelacion: 'Cancelado sin aceptación',
  },
} satisfies Record<string, SatAnswer>;

/**
 * How the receiver answers a cancellation, as the status service shows it query after query (the
 * last answer stays): accepts before the first query, refuses, or is pending first.
 */
export const RECEIVERS = {
  accepts: ['accepted'],
  refuses: ['refused'],
  acceptsLater: ['pending', 'accepted'],
  refusesLater: ['pending', 'refused'],
  letsItLapse: ['pending', 'lapsed'],
  neverAnswers: ['pending'],
} satisfies Record<string, (keyof typeof SAT_ANSWERS)[]>;
export type Receiver = keyof typeof RECEIVERS;

const soap = (result: string) =>
  '<s:Envelope xmlns:s="http://schemas.xmlsoap.org/soap/envelope/"><s:Body>' +
  '<ConsultaResponse xmlns="http://tempuri.org/"><ConsultaResult' +
  ' xmlns:a="http://schemas.datacontract.org/2004/07/Sat.Cfdi.Negocio.ConsultaCfdi.Servicio"' +
  ` xmlns:i="http://www.w3.org/2001/XMLSchema-instance">${result}</ConsultaResult>` +
  '</ConsultaResponse></s:Body></s:Envelope>';

const found = ({ estado, esCancelable, estatusCancelacion }: SatAnswer) =>
  soap(
    '<a:CodigoEstatus>S - Comprobante obtenido satisfactoriamente.</a:CodigoEstatus>' +
      `<a:EsCancelable>${esCancelable}</a:EsCancelable><a:Estado>${estado}</a:Estado>` +
      (estatusCancelacion
        ? `<a:EstatusCancelacion>${estatusCancelacion}</a:EstatusCancelacion>`
        : '<a:EstatusCancelacion i:nil="true"/>') +
      '<a:ValidacionEFOS>200</a:ValidacionEFOS>',
  );

const notFound = soap(
  '<a:CodigoEstatus>N - 602: Comprobante no encontrado.</a:CodigoEstatus>' +
    '<a:EsCancelable i:nil="true"/><a:Estado>No Encontrado</a:Estado>' +
    '<a:EstatusCancelacion i:nil="true"/>',
);

const unescape = (text: string) =>
  text
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&quot;', '"')
    .replaceAll('&apos;', "'")
    .replaceAll('&amp;', '&');

/** The expression of a Consulta (`?re=…&rr=…&tt=…&id=…`), its RFCs' `&amp;` read back. */
export function consultaOf(body: string) {
  const expression = unescape(/<(?:\w+:)?expresionImpresa>([^<]*)</.exec(body)?.[1] ?? '');
  const parts = /^\?re=(.*?)&rr=(.*?)&tt=([^&]*)&id=([^&]*)$/.exec(expression);
  return {
    expression,
    receiverRfc: unescape(parts?.[2] ?? ''),
    total: parts?.[3] ?? '',
    uuid: (parts?.[4] ?? '').toUpperCase(),
  };
}

/**
 * The SAT behind the SW fake: the status of each CFDI the fake stamped, and its cancellations.
 * A cancellation follows the receiver planned for it, or else the SAT's rule: one that needs the
 * receiver's acceptance stays En proceso, any other is cancelled at once.
 */
export function fakeSat() {
  const cancellations = new Map<string, { script?: SatAnswer[]; asked: number }>();
  const planned: Receiver[] = [];
  const lastAnswer = ({ script, asked }: { script?: SatAnswer[]; asked: number }) =>
    script && asked > 0 ? script[Math.min(asked, script.length) - 1] : undefined;
  return {
    /** How the receiver of the next cancellation taken answers. */
    plan(receiver: Receiver) {
      planned.push(receiver);
    },
    /** A cancellation of a stamped CFDI: 202 when the SAT already said it is cancelled, else 201. */
    cancel(uuid: string): '201' | '202' {
      const before = cancellations.get(uuid);
      if (before && lastAnswer(before)?.estado === 'Cancelado') return '202';
      const receiver = planned.shift();
      const script = receiver ? RECEIVERS[receiver].map((key) => SAT_ANSWERS[key]) : undefined;
      cancellations.set(uuid, { ...(script ? { script } : {}), asked: 0 });
      return '201';
    },
    /** The SOAP answer to a Consulta; `stamped` tells the CFDIs the SAT knows. */
    consulta(body: string, stamped: (uuid: string) => boolean): string {
      const { uuid, total, receiverRfc } = consultaOf(body);
      if (!stamped(uuid)) return notFound;
      const waits = /^\d+(\.\d{1,2})?$/.test(total)
        ? cancelNeedsAcceptance({ kind: 'I', total, receiverRfc })
        : false;
      const cancellation = cancellations.get(uuid);
      if (!cancellation) {
        const esCancelable = waits ? WITH : 'Cancelable sin aceptación';
        return found({ estado: 'Vigente', esCancelable, estatusCancelacion: '' });
      }
      cancellation.script ??= [waits ? SAT_ANSWERS.pending : SAT_ANSWERS.withoutAcceptance];
      cancellation.asked += 1;
      return found(lastAnswer(cancellation) ?? SAT_ANSWERS.pending);
    },
  };
}
