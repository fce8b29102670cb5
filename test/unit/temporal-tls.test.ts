import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadConfig } from '../../lib/config';
import { temporalTls } from '../../lib/temporal-tls';

describe('TEMPORAL_TLS_* in the configuration', () => {
  it('keeps plain gRPC when none is set, or when compose passes them empty', () => {
    expect(loadConfig({}).temporal.tls).toBeNull();
    const empty = { TEMPORAL_TLS_CA_FILE: '', TEMPORAL_TLS_CERT_FILE: '', TEMPORAL_TLS_KEY_FILE: '' };
    expect(loadConfig({ ...empty, TEMPORAL_TLS_SERVER_NAME: '' }).temporal.tls).toBeNull();
    expect(temporalTls(loadConfig({}).temporal.tls)).toBeUndefined();
  });

  it('refuses a client certificate without its key, and a key without its certificate', () => {
    const message = /TEMPORAL_TLS_CERT_FILE, TEMPORAL_TLS_KEY_FILE: set both \(mTLS\) or neither/;
    expect(() => loadConfig({ TEMPORAL_TLS_CERT_FILE: '/certs/client.pem' })).toThrow(message);
    expect(() => loadConfig({ TEMPORAL_TLS_KEY_FILE: '/certs/client.key' })).toThrow(message);
    expect(() =>
      loadConfig({ TEMPORAL_TLS_CA_FILE: '/certs/ca.pem', TEMPORAL_TLS_KEY_FILE: '/certs/client.key' }),
    ).toThrow(message);
  });

  it('turns TLS on with any one of them, mTLS with the certificate and key', () => {
    expect(loadConfig({ TEMPORAL_TLS_SERVER_NAME: 'temporal.internal' }).temporal.tls).toEqual({
      caFile: undefined,
      clientCert: undefined,
      serverName: 'temporal.internal',
    });
    expect(loadConfig({ TEMPORAL_TLS_CA_FILE: '/certs/ca.pem' }).temporal.tls).toEqual({
      caFile: '/certs/ca.pem',
      clientCert: undefined,
      serverName: undefined,
    });
    expect(
      loadConfig({ TEMPORAL_TLS_CERT_FILE: '/certs/client.pem', TEMPORAL_TLS_KEY_FILE: '/certs/client.key' })
        .temporal.tls,
    ).toEqual({
      caFile: undefined,
      clientCert: { certFile: '/certs/client.pem', keyFile: '/certs/client.key' },
      serverName: undefined,
    });
  });
});

describe('temporalTls', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'temporal-tls-'));
    writeFileSync(path.join(dir, 'ca.pem'), 'CA PEM');
    writeFileSync(path.join(dir, 'client.pem'), 'CLIENT CERT PEM');
    writeFileSync(path.join(dir, 'client.key'), 'CLIENT KEY PEM');
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("reads the CA, certificate and key into the SDK's option, with the server name", () => {
    const config = loadConfig({
      TEMPORAL_TLS_CA_FILE: path.join(dir, 'ca.pem'),
      TEMPORAL_TLS_CERT_FILE: path.join(dir, 'client.pem'),
      TEMPORAL_TLS_KEY_FILE: path.join(dir, 'client.key'),
      TEMPORAL_TLS_SERVER_NAME: 'temporal.internal',
    });
    const tls = temporalTls(config.temporal.tls);
    expect(tls).toEqual({
      serverNameOverride: 'temporal.internal',
      serverRootCACertificate: Buffer.from('CA PEM'),
      clientCertPair: { crt: Buffer.from('CLIENT CERT PEM'), key: Buffer.from('CLIENT KEY PEM') },
    });
    expect(Buffer.isBuffer(tls?.serverRootCACertificate)).toBe(true);
    expect(Buffer.isBuffer(tls?.clientCertPair?.crt)).toBe(true);
    expect(Buffer.isBuffer(tls?.clientCertPair?.key)).toBe(true);
  });

  it('uses the system roots when no CA file is given (a publicly issued server certificate)', () => {
    const config = loadConfig({
      TEMPORAL_TLS_CERT_FILE: path.join(dir, 'client.pem'),
      TEMPORAL_TLS_KEY_FILE: path.join(dir, 'client.key'),
    });
    expect(temporalTls(config.temporal.tls)).toEqual({
      serverNameOverride: undefined,
      serverRootCACertificate: undefined,
      clientCertPair: { crt: Buffer.from('CLIENT CERT PEM'), key: Buffer.from('CLIENT KEY PEM') },
    });
  });

  it('fails at start when a file is missing, naming it', () => {
    const config = loadConfig({ TEMPORAL_TLS_CA_FILE: path.join(dir, 'absent.pem') });
    expect(() => temporalTls(config.temporal.tls)).toThrow(/absent\.pem/);
  });
});
