import { readFileSync } from 'node:fs';
import type { TLSConfig } from '@temporalio/client';
import type { Config } from './config';

/**
 * The SDK's `tls` option (client and worker connections alike) from TEMPORAL_TLS_*; undefined keeps plain gRPC.
 * Call it once where a process starts: the files are read here, and a missing file stops the start.
 */
export function temporalTls(tls: Config['temporal']['tls']): TLSConfig | undefined {
  if (!tls) return undefined;
  return {
    serverNameOverride: tls.serverName,
    serverRootCACertificate: tls.caFile ? readFileSync(tls.caFile) : undefined,
    clientCertPair: tls.clientCert
      ? { crt: readFileSync(tls.clientCert.certFile), key: readFileSync(tls.clientCert.keyFile) }
      : undefined,
  };
}
