import { spawnSync } from 'node:child_process';
import { X509Certificate, createPrivateKey, sign, verify } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Comprobante, Emisor, UnsealedComprobante } from '../comprobante.js';
import { originalString } from '../original-string.js';

/*
 * For the CFDI core's tests only (never imported by Iris): what the SAT's own material says of a
 * CFDI (../sat/README.md) — the XML against the schemas by xmllint, the original string by
 * xsltproc running the SAT's XSLT, and the seal made with the SAT's test CSD. A tool that is
 * missing fails the test that needs it: CI installs both (.ci/run).
 */

export const SAT = join(import.meta.dirname, '..', 'sat');

/**
 * cfdv40.xsd and the complements' schemas in one (sat/README.md): cfdi:Complemento's wildcard is
 * strict, so a complement is checked against its own schema, and one without a schema is refused.
 */
export const CFDI_SCHEMA = join(SAT, 'cfdv40-complementos.xsd');

function run(command: string, args: readonly string[]) {
  const result = spawnSync(command, args, { encoding: 'utf8' });
  if (result.error) {
    throw new Error(`${command} did not run (${result.error.message}): .ci/run installs it`);
  }
  return result;
}

const cer = readFileSync(join(SAT, 'LAN7008173R5.cer'));
export const certificate = new X509Certificate(cer);
const key = createPrivateKey({
  key: readFileSync(join(SAT, 'LAN7008173R5.key')),
  format: 'der',
  type: 'pkcs8',
  passphrase: '12345678a',
});

/** The test CSD's issuer and certificate: NoCertificado is the serial's bytes as ASCII digits. */
export const emisor: Emisor = { Rfc: 'LAN7008173R5', Nombre: 'CINDEMEX', RegimenFiscal: '601' };
export const csd = {
  NoCertificado: Buffer.from(certificate.serialNumber, 'hex').toString('ascii'),
  Certificado: cer.toString('base64'),
} as const;

/** Sealed as the API seals: RSA-SHA256 over the original string's UTF-8, in base64. */
export const sealed = (model: UnsealedComprobante): Comprobante => ({
  ...model,
  Sello: sign('RSA-SHA256', Buffer.from(originalString(model), 'utf8'), key).toString('base64'),
});

/** An attribute's value as the XML writes it (the first of that name). */
export const attribute = (xml: string, name: string) =>
  new RegExp(` ${name}="([^"]*)"`).exec(xml)?.[1];

/** Whether the seal the XML carries verifies, with the certificate it carries, over `text`. */
export function sealVerifies(xml: string, text: string): boolean {
  const signer = new X509Certificate(Buffer.from(attribute(xml, 'Certificado') ?? '', 'base64'));
  const seal = Buffer.from(attribute(xml, 'Sello') ?? '', 'base64');
  return verify('RSA-SHA256', Buffer.from(text, 'utf8'), signer.publicKey, seal);
}

export interface Validation {
  readonly valid: boolean;
  /** xmllint's lines about that file. */
  readonly log: string;
}

/** A temporary folder for a test file's XML, and the SAT's tools run on what it holds. */
export class SatFolder {
  readonly path = mkdtempSync(join(tmpdir(), 'iris-cfdi-'));

  /** Writes the XML as `<name>.xml` and answers its path. */
  write(name: string, xml: string): string {
    const file = join(this.path, `${name}.xml`);
    writeFileSync(file, xml);
    return file;
  }

  /** Each document's answer from one xmllint run over all of them. */
  validate(
    files: Record<string, string>,
    schema: string = CFDI_SCHEMA,
  ): Record<string, Validation> {
    const paths = Object.entries(files).map(
      ([name, xml]) => [name, this.write(name, xml)] as const,
    );
    const { stderr } = run('xmllint', ['--noout', '--schema', schema, ...paths.map(([, p]) => p)]);
    const lines = stderr.split('\n');
    return Object.fromEntries(
      paths.map(([name, path]) => {
        const own = lines.filter((line) => line.startsWith(path));
        return [name, { valid: own.includes(`${path} validates`), log: own.join('\n') }];
      }),
    );
  }

  /** The SAT's XSLT's original string of a file (its path). */
  transform(file: string): string {
    const { status, stdout, stderr } = run('xsltproc', [
      join(SAT, 'cadenaoriginal_4_0.xslt'),
      file,
    ]);
    if (status !== 0) throw new Error(`xsltproc failed on ${file}: ${stderr}`);
    return stdout;
  }

  remove(): void {
    rmSync(this.path, { recursive: true, force: true });
  }
}
