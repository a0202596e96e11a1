/*
 * The counter's calls made through the API, as a browser test's setup makes what its screens then
 * show: the sales tests walk these steps on screen; here they are the ground the test starts on.
 */

export type Api = <T>(
  token: string | null,
  method: string,
  route: string,
  body?: unknown,
) => Promise<T>;

/** Calls of the server at `url`: a JSON body, or a multipart one (FormData); the answer's data. */
export function apiOf(url: string): Api {
  return async <T>(token: string | null, method: string, route: string, body?: unknown) => {
    const multipart = body instanceof FormData;
    const response = await fetch(`${url}/api/${route}`, {
      method,
      headers: {
        ...(body === undefined || multipart ? {} : { 'Content-Type': 'application/json' }),
        ...(token === null ? {} : { Authorization: `Bearer ${token}` }),
      },
      body: multipart ? body : body === undefined ? undefined : JSON.stringify(body),
    });
    const answer = (await response.json()) as { data: T; message: string };
    if (!response.ok) throw new Error(`${route}: ${response.status} ${answer.message}`);
    return answer.data;
  };
}

/** A user's session token. */
export const tokenOf = async (api: Api, email: string, password: string) =>
  (await api<{ token: string }>(null, 'POST', 'auth/login', { email, password })).token;

/**
 * A sale of one piece of `product` to `customer`, today on the clinic's calendar at `time`, at
 * 16 % with VAT required, executed: its id. The register must be open.
 */
export async function executedSale(
  api: Api,
  token: string,
  sale: { customer: number; product: number; time: string },
) {
  const created = await api<{ data: { id: number } }>(token, 'POST', 'shoppings/create', {
    customer: { id: sale.customer },
    // The clinic's day (TIME_ZONE's default), whatever the machine's UTC day.
    date: new Date().toLocaleDateString('en-CA', { timeZone: 'America/Mexico_City' }),
    time: sale.time,
    vat: 16,
    vat_required: true,
  });
  const shopping = { id: created.data.id };
  await api(token, 'POST', 'shopping-details/create', {
    shopping,
    product: { id: sale.product },
    qty: 1,
  });
  await api(token, 'PUT', 'shoppings/executed', { id: shopping.id });
  return shopping.id;
}

/** A payment of the sale at 16 %: `total`, what the patient handed over. */
export const pay = (api: Api, token: string, saleId: number, method: number, total: string) =>
  api(token, 'POST', 'payments/create', {
    shopping: { id: saleId },
    method: { id: method },
    total,
    vat_rate: '0.16',
  });
