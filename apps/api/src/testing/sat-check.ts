import { spawnSync } from 'node:child_process';
import { createVerify, X509Certificate } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/*
 * A CFDI that Iris sealed, checked by the SAT's own material (the domain's cfdi/sat folder, whose
 * README says where each file comes from): the schemas by xmllint, the original string by
 * xsltproc running the SAT's XSLT, and the Sello against the Certificado the XML carries.
 */

const SAT = path.resolve(import.meta.dirname, '../../../../packages/domain/src/invoicing/cfdi/sat');
/**
 * cfdv40.xsd with the complements' schemas (Pagos 2.0): cfdi:Complemento's wildcard is strict, so
 * a complement is validated against its own schema, and one with no schema there is refused.
 */
const SCHEMA = path.join(SAT, 'cfdv40-complementos.xsd');

function run(command: string, args: readonly string[]) {
  const result = spawnSync(command, args, { encoding: 'utf8' });
  if (result.error) throw new Error(`${command} is needed for this test: ${result.error.message}`);
  return result;
}

const attribute = (xml: string, name: string) => {
  const value = new RegExp(`<cfdi:Comprobante[^>]* ${name}="([^"]*)"`).exec(xml)?.[1];
  if (value === undefined) throw new Error(`the CFDI has no ${name}`);
  return value;
};

export interface SatVerdict {
  /** xmllint's complaints; empty when the schema accepts it. */
  schemaErrors: string;
  originalString: string;
  sealVerifies: boolean;
}

/**
 * The SAT's verdict on a sealed CFDI, complements included (before its stamp: the timbre's schema
 * is not among them).
 */
export function satVerdict(sealedXml: string): SatVerdict {
  const folder = mkdtempSync(path.join(tmpdir(), 'iris-cfdi-'));
  try {
    const file = path.join(folder, 'cfdi.xml');
    writeFileSync(file, sealedXml);
    const lint = run('xmllint', ['--noout', '--schema', SCHEMA, file]);
    const xslt = run('xsltproc', [path.join(SAT, 'cadenaoriginal_4_0.xslt'), file]);
    if (xslt.status !== 0) throw new Error(`xsltproc failed: ${xslt.stderr}`);
    const certificate = new X509Certificate(
      Buffer.from(attribute(sealedXml, 'Certificado'), 'base64'),
    );
    const verifier = createVerify('RSA-SHA256');
    verifier.update(Buffer.from(xslt.stdout, 'utf8'));
    return {
      schemaErrors: lint.status === 0 ? '' : lint.stderr,
      originalString: xslt.stdout,
      sealVerifies: verifier.verify(certificate.publicKey, attribute(sealedXml, 'Sello'), 'base64'),
    };
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
