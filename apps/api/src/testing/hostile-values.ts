/** The hostile values and texts the bad-input fuzz puts at each location of a request. */

/** A hostile value, as the JSON text sent (so own `__proto__` keys and depth arrive as written). */
export interface Hostile {
  label: string;
  json: string;
}

export const show = (s: string) =>
  JSON.stringify(s.length > 40 ? `${s.slice(0, 20)}…(${s.length})` : s);
const text = (v: string): Hostile => ({ label: `text ${show(v)}`, json: JSON.stringify(v) });
const nested = (open: string, close: string) => open.repeat(2000) + '1' + close.repeat(2000);

export const HOSTILE_VALUES: Hostile[] = [
  ...['7', 'true', 'false', '[1]', '[]', '{"a":1}', 'null', '1e308', '-1', '0', '1.5']
    .concat(String(2 ** 53), String(Number.MAX_SAFE_INTEGER))
    .map((json) => ({ label: json, json })),
  ...['TEXTO', '', '0x1', '1e3', ' 1', 'true'].map(text),
  ...['A\u0000B', '👁️‍🗨️ ÁÉÍ', '__proto__', 'constructor'].map(text),
  ...['-1e308', '2147483648', '-2147483649', '1e-7', '-0.5', '{"$gt":""}', '[{"a":[null,{}]}]']
    .concat('{"":{"":[]}}')
    .map((json) => ({ label: json, json })),
  ...['NaN', 'Infinity', '-Infinity', '1e999', '+1', '1,5', '١٢٣', "1' OR '1'='1"].map(text),
  ...['<script>alert(1)</script>', '../../etc/passwd', '2026-02-30', '25:61'].map(text),
  { label: 'text of 100,000 chars', json: JSON.stringify('A'.repeat(100_000)) },
  {
    label: 'object with own prototype keys',
    json: '{"__proto__":{"x":1},"constructor":{"prototype":{}},"toString":1,"hasOwnProperty":1}',
  },
  { label: 'object nested 2000 deep', json: nested('{"a":', '}') },
  { label: 'array nested 2000 deep', json: nested('[', ']') },
];

/** The values as the server reads them, parsed once (the pools judge each many times). */
export const HOSTILE_PARSED: unknown[] = HOSTILE_VALUES.map((v): unknown => JSON.parse(v.json));

export const HOSTILE_TEXTS: string[] = [
  ...['true', '0x1', '1.5', '-1', '0', '99999999999999999999', 'ñ', '%00', 'A\u0000B', ''],
  ...['1e3', ' 1', '👁️‍🗨️ ÁÉÍ', '__proto__', 'constructor', String(2 ** 53), 'x'.repeat(500)],
  ...['NaN', 'Infinity', '-Infinity', '1e999', '+1', '١٢٣', '1,5', "1' OR '1'='1", '../1'],
  ...['null', 'undefined', '[object Object]', '%', '2147483648', '-2147483649'],
];
