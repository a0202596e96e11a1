import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { patchFiles } from '../../testing/multipart.js';
import { pdfImages, pdfText } from '../../testing/pdf-text.js';
import { salesCalls, seedMethod, seedSellable } from '../../testing/sales-calls.js';
import { seedCustomer } from '../../testing/seed-records.js';
import { seedBranch, seedUser, startTestApp, type TestApp } from '../../testing/test-app.js';

let t: TestApp;
let calls: ReturnType<typeof salesCalls>;
let branchId: number;
let auditId: number;
let saleId: number;
let serial: number;
let cancelledId: number;
const tokens = { admin: '', receptionist: '', other: '' };

/** A document route as a browser opens it: the raw answer, not an envelope. */
const download = (url: string, token: string, language = 'es') =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { authorization: `Bearer ${token}`, 'accept-language': language },
  });

/** A few spaces or a line break between words, as pdftotext lays a table out. */
const words = (text: string) => text.replace(/\s+/g, ' ');

beforeAll(async () => {
  t = await startTestApp();
  calls = salesCalls(t);
  branchId = (await seedBranch(t.database, 'SUCURSAL NOTAS')).branch.id;
  const otherBranch = (await seedBranch(t.database, 'SUCURSAL AJENA')).branch.id;
  const customerId = await seedCustomer(t.database, branchId, {
    name: 'MARÍA',
    paternal: 'LÓPEZ',
    maternal: 'HERNÁNDEZ',
  });
  const cash = await seedMethod(t, 'EFECTIVO NOTAS', true);
  const card = await seedMethod(t, 'TARJETA NOTAS');
  await seedUser(t.database, { email: 'admin@notas.test' });
  await seedUser(t.database, { email: 'caja@notas.test', role: 'receptionist', branchId });
  await seedUser(t.database, {
    email: 'ajena@notas.test',
    role: 'receptionist',
    branchId: otherBranch,
  });
  tokens.admin = await t.login('admin@notas.test');
  tokens.receptionist = await t.login('caja@notas.test');
  tokens.other = await t.login('ajena@notas.test');

  auditId = (await calls.openAudit(tokens.receptionist, '500.00')).body.data.data.id;
  const frame = await seedSellable(t, branchId, 5, '1299.99');
  const kit = await seedSellable(t, branchId, 10, '0.10');
  const sale = (
    await calls.createSale(tokens.receptionist, customerId, {
      discount: 10,
      vat_required: true,
      vat: 16,
    })
  ).body.data.data;
  saleId = sale.id;
  serial = sale.serial;
  await calls.addLine(tokens.receptionist, saleId, frame.productId, 2);
  await calls.addLine(tokens.receptionist, saleId, kit.productId, 3);
  await calls.pay(tokens.receptionist, saleId, cash, '1160');
  await calls.execute(tokens.receptionist, saleId);
  await calls.pay(tokens.receptionist, saleId, card, '554.69');

  // A second sale paid in cash, then cancelled: its refund shows on its receipt.
  const cancelled = (await calls.createSale(tokens.receptionist, customerId)).body.data.data;
  cancelledId = cancelled.id;
  await calls.addLine(tokens.receptionist, cancelledId, kit.productId, 2);
  await calls.pay(tokens.receptionist, cancelledId, cash, '0.20');
  await calls.cancel(tokens.receptionist, cancelledId);

  // A third one waits for its lenses: NUEVO, with a $300.00 deposit by card.
  const waiting = (await calls.createSale(tokens.receptionist, customerId)).body.data.data;
  await calls.addLine(tokens.receptionist, waiting.id, frame.productId, 1);
  await calls.pay(tokens.receptionist, waiting.id, card, '300');
});
afterAll(() => t.close());

describe('shoppings/getReceipt/{id}: the nota de venta', () => {
  it('is a PDF shown inline with the serial, people, lines, exact amounts and payments', async () => {
    const answer = await download(`/api/shoppings/getReceipt/${saleId}`, tokens.receptionist);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('application/pdf');
    expect(answer.headers['content-disposition']).toMatch(/^inline; filename="nota-\d+\.pdf"/);
    expect(answer.headers['cache-control']).toBe('no-store');
    const text = words(pdfText(answer.rawPayload));
    expect(text).toContain('SUCURSAL NOTAS');
    expect(text).toContain(`Nota de venta · Folio ${serial}`);
    expect(text).toContain('Fecha y hora: 10/05/2031 11:00');
    expect(text).toContain('Cliente: MARÍA LÓPEZ HERNÁNDEZ');
    expect(text).toContain('Vendedor: USUARIO PRUEBA PRUEBA');
    expect(text).toContain('EJECUTADO · Estado de pago: ABONADO');
    // 2 x 1,299.99 + 3 x 0.10, less 10 %, plus 16 % VAT: every cent as the database keeps it.
    expect(text).toMatch(/ 2 \$1,299\.99 \$2,599\.98/);
    expect(text).toMatch(/ 3 \$0\.10 \$0\.30/);
    expect(text).toContain('Importe $2,600.28');
    expect(text).toContain('Descuento (10 %) -$260.03');
    expect(text).toContain('Subtotal $2,340.25');
    expect(text).toContain('IVA (16 %) $374.44');
    expect(text).toContain('Total $2,714.69');
    expect(text).toMatch(/EFECTIVO NOTAS Pago \$1,160\.00/);
    expect(text).toMatch(/TARJETA NOTAS Pago \$554\.69/);
    expect(text).toContain('Pagado $1,714.69');
    expect(text).toContain('Resta $1,000.00');
    expect(text).toContain('Página 1 de 1');
  });

  it("lists a cancelled sale's refund and speaks English when asked", async () => {
    const spanish = words(
      pdfText(
        (await download(`/api/shoppings/getReceipt/${cancelledId}`, tokens.admin)).rawPayload,
      ),
    );
    expect(spanish).toContain('Estado: CANCELADO Producto');
    expect(spanish).toMatch(/EFECTIVO NOTAS Pago \$0\.20/);
    expect(spanish).toMatch(/EFECTIVO NOTAS Devolución -\$0\.20/);
    expect(spanish).toContain('Pagado $0.00');
    const english = await download(`/api/shoppings/getReceipt/${cancelledId}`, tokens.admin, 'en');
    const text = words(pdfText(english.rawPayload));
    expect(text).toContain('Sales receipt');
    expect(text).toMatch(/EFECTIVO NOTAS Refund -\$0\.20/);
  });

  it("wears the branch's logo once it has one", async () => {
    const before = await download(`/api/shoppings/getReceipt/${saleId}`, tokens.receptionist);
    expect(pdfImages(before.rawPayload)).toEqual([]);
    const logo = await sharp({
      create: { width: 120, height: 60, channels: 3, background: { r: 20, g: 90, b: 140 } },
    })
      .png()
      .toBuffer();
    const uploaded = await patchFiles(t, `/api/branches/uploadLogo/${branchId}`, tokens.admin, [
      { name: 'logo.png', content: logo, type: 'image/png' },
    ]);
    expect(uploaded.status).toBe(200);
    const after = await download(`/api/shoppings/getReceipt/${saleId}`, tokens.receptionist);
    expect(pdfImages(after.rawPayload)).toEqual([{ width: 120, height: 60 }]);
    expect(words(pdfText(after.rawPayload))).toContain('Total $2,714.69');
  });

  it("is 403 for another branch's staff and 404 for a sale that does not exist", async () => {
    const foreign = await download(`/api/shoppings/getReceipt/${saleId}`, tokens.other);
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toMatchObject({ result: false, codeError: 'forbidden' });
    const unknown = await download('/api/shoppings/getReceipt/999999', tokens.receptionist);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ result: false, codeError: 'not_found' });
  });
});

describe('audit/getPdf/{id}: the corte de caja', () => {
  it('says an open audit is open, with its expected cash and no difference yet', async () => {
    const answer = await download(`/api/audit/getPdf/${auditId}`, tokens.receptionist);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('application/pdf');
    expect(answer.headers['content-disposition']).toMatch(/^inline; filename="corte-\d+\.pdf"/);
    const text = words(pdfText(answer.rawPayload));
    expect(text).toContain(`Corte de caja · Corte ${auditId}`);
    expect(text).toMatch(
      /Abierta por USUARIO PRUEBA PRUEBA el \d{2}\/\d{2}\/\d{4} a las \d{2}:\d{2}/,
    );
    expect(text).toContain('Abierta: aún no se ha cerrado.');
    // 500 + 1,160 + 0.20 - 0.20: the card payment is not in the drawer.
    expect(text).toContain('Efectivo esperado $1,660.00');
    expect(text).not.toContain('Faltante');
  });

  it('closed, shows every figure of its summary, the faltante and its sales', async () => {
    const closed = await calls.closeAudit(tokens.receptionist, auditId, '1650');
    expect(closed.status).toBe(200);
    const answer = await download(`/api/audit/getPdf/${auditId}`, tokens.receptionist);
    const text = words(pdfText(answer.rawPayload));
    expect(text).toMatch(
      /Cerrada por USUARIO PRUEBA PRUEBA el \d{2}\/\d{2}\/\d{4} a las \d{2}:\d{2}/,
    );
    expect(text).toContain('Fondo inicial: $500.00');
    // The cancelled sale is not counted among its sales, but it is listed.
    expect(text).toContain('Ventas: 2');
    expect(text).toContain('EFECTIVO NOTAS (efectivo) $1,160.20 $0.20 $1,160.00');
    expect(text).toContain('TARJETA NOTAS $854.69 $0.00 $854.69');
    expect(text).toContain('Efectivo esperado $1,660.00');
    expect(text).toContain('Efectivo contado $1,650.00');
    expect(text).toContain('Diferencia (Faltante) -$10.00');
    expect(text).toContain(`${serial} MARÍA LÓPEZ HERNÁNDEZ EJECUTADO · ABONADO $2,714.69`);
    expect(text).toContain(`${serial + 1} MARÍA LÓPEZ HERNÁNDEZ CANCELADO $0.20`);
    expect(text).toContain(`${serial + 2} MARÍA LÓPEZ HERNÁNDEZ NUEVO · ABONADO $1,299.99`);
    // The sale waiting for its lenses closes with the register, with what it received.
    expect(text).toContain('Ventas pendientes de entrega');
    expect(text).toContain(`${serial + 2} MARÍA LÓPEZ HERNÁNDEZ $1,299.99 $300.00 $999.99`);
  });

  it('reads a sobrante, and an audit without sales says so', async () => {
    const next = (await calls.openAudit(tokens.receptionist, '100')).body.data.data.id;
    await calls.closeAudit(tokens.receptionist, next, '120.50');
    const text = words(
      pdfText((await download(`/api/audit/getPdf/${next}`, tokens.admin)).rawPayload),
    );
    expect(text).toContain('Diferencia (Sobrante) $20.50');
    expect(text).toContain('Sin pagos en este corte.');
    expect(text).toContain('Sin ventas en este corte.');
  });

  it("is 403 for another branch's staff and 404 for an audit that does not exist", async () => {
    const foreign = await download(`/api/audit/getPdf/${auditId}`, tokens.other);
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toMatchObject({ codeError: 'forbidden' });
    const unknown = await download('/api/audit/getPdf/999999', tokens.receptionist);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ codeError: 'not_found' });
  });
});
