import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'iris-config-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** The message a configuration is refused with (the test fails if it is taken). */
function refusal(env: NodeJS.ProcessEnv): string {
  try {
    loadConfig({ JWT_SECRET: 'test', ...env });
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as ConfigError).message;
  }
  throw new Error(`taken: ${JSON.stringify(env)}`);
}

describe('configuration', () => {
  it('keeps every default when nothing is set', () => {
    const config = loadConfig({ JWT_SECRET: 'test' });
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      dataDir: path.resolve('data'),
      databaseUrl: undefined,
      jwtSecret: 'test',
      jwtExpiresIn: '12h',
      sessionIdleMs: 8 * 3600 * 1000,
      mfaRequired: ['super_admin'],
      adminEmail: 'admin@iris.local',
      adminPassword: undefined,
      smtpUrl: undefined,
      mailFrom: 'Iris <no-reply@iris.local>',
      publicUrl: 'http://localhost:3000',
      logLevel: 'info',
      trustProxy: false,
      s3: undefined,
      timeZone: 'America/Mexico_City',
      workers: availableParallelism(),
    });
    expect(['pretty', 'json']).toContain(config.logFormat);
  });

  it('takes what is set, an empty variable counting as unset', () => {
    const config = loadConfig({
      PORT: '8080',
      HOST: '127.0.0.1',
      DATABASE_URL: '',
      JWT_SECRET: 'secret',
      JWT_EXPIRES_IN: '30m',
      PUBLIC_URL: 'https://iris.example.com/',
      LOG_LEVEL: 'warn',
      LOG_FORMAT: 'json',
      TRUST_PROXY: '127.0.0.1, 10.0.0.0/8',
      TIME_ZONE: 'America/Monterrey',
      S3_BUCKET: 'iris',
      S3_ENDPOINT: '',
      WORKERS: ' 3 ',
    });
    expect(config).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      databaseUrl: undefined,
      jwtExpiresIn: '30m',
      publicUrl: 'https://iris.example.com',
      logLevel: 'warn',
      logFormat: 'json',
      trustProxy: ['127.0.0.1', '10.0.0.0/8'],
      timeZone: 'America/Monterrey',
      s3: { bucket: 'iris', endpoint: undefined, region: 'us-east-1' },
      workers: 3,
    });
    expect(loadConfig({ JWT_SECRET: 'x', PORT: '', JWT_EXPIRES_IN: ' ' })).toMatchObject({
      port: 3000,
      jwtExpiresIn: '12h',
      publicUrl: 'http://localhost:3000',
    });
    expect(loadConfig({ JWT_SECRET: 'x', TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ JWT_SECRET: 'x', TRUST_PROXY: 'false' }).trustProxy).toBe(false);
  });

  it('takes a session length as the token library reads it, with its unit', () => {
    for (const length of ['12h', '30m', '7d', '2 hours', '1.5h', '90s', '1w']) {
      expect(loadConfig({ JWT_SECRET: 'x', JWT_EXPIRES_IN: length }).jwtExpiresIn).toBe(length);
    }
    expect(loadConfig({ JWT_SECRET: 'x', SESSION_IDLE: '30m' }).sessionIdleMs).toBe(30 * 60 * 1000);
  });

  it('refuses a session longer than 7 days and an idle time that is not a length', () => {
    expect(refusal({ JWT_EXPIRES_IN: '8d' })).toBe(
      'JWT_EXPIRES_IN "8d" is longer than 7d, the longest a session may last',
    );
    expect(refusal({ SESSION_IDLE: 'siempre' })).toBe(
      'SESSION_IDLE "siempre" is not a length of time such as 12h, 30m or 7d',
    );
  });

  it('requires two factors of super_admin, or of every role with MFA_REQUIRED=all', () => {
    expect(loadConfig({ JWT_SECRET: 'x', MFA_REQUIRED: 'all' }).mfaRequired).toEqual([
      'super_admin',
      'doctor',
      'receptionist',
    ]);
    expect(refusal({ MFA_REQUIRED: 'none' })).toBe(
      'MFA_REQUIRED "none" is neither super_admin nor all',
    );
  });

  it('refuses a PORT that is not a port, naming it', () => {
    for (const port of ['abc', '70000', '-1', '3.5', '80a']) {
      expect(refusal({ PORT: port })).toBe(`PORT "${port}" is not a port number (0 to 65535)`);
    }
  });

  it('refuses a WORKERS that is not a number of processes from 1 to 256', () => {
    for (const workers of ['0', '-2', 'two', '1.5', '257', '4 cores']) {
      expect(refusal({ WORKERS: workers })).toBe(
        `WORKERS "${workers}" is not a number of processes (1 to 256)`,
      );
    }
    expect(loadConfig({ JWT_SECRET: 'x', WORKERS: '256' }).workers).toBe(256);
    expect(loadConfig({ JWT_SECRET: 'x', WORKERS: '' }).workers).toBe(availableParallelism());
  });

  it('refuses a JWT_EXPIRES_IN that is not a length of time, a bare number included', () => {
    for (const length of ['tomorrow', '3600', '0h', '-1h', '12 parsecs']) {
      expect(refusal({ JWT_EXPIRES_IN: length })).toBe(
        `JWT_EXPIRES_IN "${length}" is not a length of time such as 12h, 30m or 7d`,
      );
    }
  });

  it('refuses a wrong LOG_LEVEL, LOG_FORMAT or TIME_ZONE, every wrong variable at once', () => {
    expect(
      refusal({ PORT: 'abc', LOG_LEVEL: 'loud', LOG_FORMAT: 'xml', TIME_ZONE: 'Mars/Base' }).split(
        '\n',
      ),
    ).toEqual([
      'PORT "abc" is not a port number (0 to 65535)',
      'LOG_LEVEL "loud" is none of fatal, error, warn, info, debug, trace, silent',
      'LOG_FORMAT "xml" is neither pretty nor json',
      'TIME_ZONE "Mars/Base" is not a time zone name such as America/Mexico_City',
    ]);
  });

  it('stamps with the PAC IRIS_PAC names, its address and token with it, within 30 s unless told', () => {
    expect(loadConfig({ JWT_SECRET: 'x' }).pac).toBeUndefined();
    const pac = {
      IRIS_PAC: ' sw ',
      IRIS_PAC_URL: 'https://services.test.sw.com.mx',
      IRIS_PAC_TOKEN: 't0k3n',
    };
    expect(loadConfig({ JWT_SECRET: 'x', ...pac }).pac).toEqual({
      name: 'sw',
      url: 'https://services.test.sw.com.mx',
      token: 't0k3n',
      timeoutMs: 30_000,
    });
    expect(
      loadConfig({ JWT_SECRET: 'x', ...pac, IRIS_PAC_TIMEOUT_MS: '45000' }).pac?.timeoutMs,
    ).toBe(45_000);
  });

  it('refuses a PAC it does not know, or one without its address and token, naming each', () => {
    expect(refusal({ IRIS_PAC: 'finkok', IRIS_PAC_URL: 'https://x.mx', IRIS_PAC_TOKEN: 't' })).toBe(
      'IRIS_PAC "finkok" is not a PAC Iris knows (sw)',
    );
    expect(refusal({ IRIS_PAC: 'sw' }).split('\n')).toEqual([
      'IRIS_PAC_URL is required with IRIS_PAC=sw',
      'IRIS_PAC_TOKEN is required with IRIS_PAC=sw',
    ]);
    const wrong = { IRIS_PAC: 'sw', IRIS_PAC_TOKEN: 't' };
    for (const url of ['services.sw.com.mx', 'ftp://services.sw.com.mx', 'https://']) {
      expect(refusal({ ...wrong, IRIS_PAC_URL: url })).toBe(
        `IRIS_PAC_URL "${url}" is not an http(s) address such as https://services.sw.com.mx`,
      );
    }
    for (const ms of ['0', 'abc', '30s', '600001']) {
      expect(refusal({ ...wrong, IRIS_PAC_URL: 'https://x.mx', IRIS_PAC_TIMEOUT_MS: ms })).toBe(
        `IRIS_PAC_TIMEOUT_MS "${ms}" is not a number of milliseconds (1 to 600000)`,
      );
    }
  });

  it('refuses a PAC address or token without IRIS_PAC, never printing the token', () => {
    const message = refusal({
      IRIS_PAC_URL: 'https://services.sw.com.mx',
      IRIS_PAC_TOKEN: 'secreto',
    });
    expect(message.split('\n')).toEqual([
      'IRIS_PAC_URL is set but IRIS_PAC is not: name the PAC, or unset IRIS_PAC_URL',
      'IRIS_PAC_TOKEN is set but IRIS_PAC is not: name the PAC, or unset IRIS_PAC_TOKEN',
    ]);
    expect(message).not.toContain('secreto');
  });

  it('keeps a generated JWT secret in DATA_DIR, and writes nothing there when refused', () => {
    const dataDir = tempDir();
    const first = loadConfig({ DATA_DIR: dataDir });
    expect(first.dataDir).toBe(dataDir);
    expect(loadConfig({ DATA_DIR: dataDir }).jwtSecret).toBe(first.jwtSecret);

    const untouched = path.join(tempDir(), 'data');
    expect(() => loadConfig({ DATA_DIR: untouched, PORT: 'abc' })).toThrow(ConfigError);
    expect(existsSync(untouched)).toBe(false);
  });

  it('takes IRIS_CSD_SECRET and IRIS_CSD_SECRET_PREVIOUS as 32 bytes in hex or base64', () => {
    const hex = 'ab'.repeat(32);
    const base64 = Buffer.alloc(32, 7).toString('base64');
    const config = loadConfig({
      DATA_DIR: tempDir(),
      IRIS_CSD_SECRET: hex,
      IRIS_CSD_SECRET_PREVIOUS: base64,
    });
    expect(config.csdSecrets.current).toEqual(Buffer.from(hex, 'hex'));
    expect(config.csdSecrets.previous).toEqual(Buffer.alloc(32, 7));
    for (const [name, value] of [
      ['IRIS_CSD_SECRET', 'corto'],
      ['IRIS_CSD_SECRET', 'ab'.repeat(31)],
      ['IRIS_CSD_SECRET_PREVIOUS', Buffer.alloc(16).toString('base64')],
    ] as const) {
      expect(refusal({ DATA_DIR: tempDir(), [name]: value })).toBe(
        `${name} is not 32 bytes as 64 hexadecimal digits or base64`,
      );
    }
  });

  it('keeps a generated CSD secret in DATA_DIR, apart from the JWT one, when none is set', () => {
    const dataDir = tempDir();
    const first = loadConfig({ DATA_DIR: dataDir });
    expect(first.csdSecrets.current).toHaveLength(32);
    expect(first.csdSecrets.previous).toBeUndefined();
    expect(readdirSync(dataDir).sort()).toEqual(['csd-secret', 'jwt-secret']);
    expect(loadConfig({ DATA_DIR: dataDir }).csdSecrets.current).toEqual(first.csdSecrets.current);
    expect(first.csdSecrets.current.toString('hex')).not.toBe(first.jwtSecret);
  });

  it('stops the server at start with the variable to correct, exit code 1 and no stack', async () => {
    const dataDir = tempDir();
    const { code, stderr } = await new Promise<{ code: number | null; stderr: string }>(
      (resolve) => {
        const child = execFile(
          process.execPath,
          ['--import', 'tsx', path.join(import.meta.dirname, 'server.ts')],
          {
            env: { ...process.env, DATA_DIR: dataDir, PORT: '70000', JWT_EXPIRES_IN: 'tomorrow' },
            timeout: 60_000,
          },
          (_error, _stdout, stderr) => resolve({ code: child.exitCode, stderr }),
        );
      },
    );
    expect(code).toBe(1);
    expect(stderr).toBe(
      'Configuration error:\n' +
        '  PORT "70000" is not a port number (0 to 65535)\n' +
        '  JWT_EXPIRES_IN "tomorrow" is not a length of time such as 12h, 30m or 7d\n',
    );
    expect(readdirSync(dataDir)).toEqual([]);
  });
});
