import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A key and a certificate, PEM. */
export interface Certificate {
  readonly key: string;
  readonly cert: string;
}

/** How long the throwaway certificate is valid: it lives as long as one demo server. */
const VALID_DAYS = 2;

/**
 * A throwaway certificate for `localhost` and 127.0.0.1, made with the `openssl` command (Node
 * cannot sign one itself). Browsers reach HTTP/2 only over TLS; the bench's Chromium is told to
 * accept this certificate (`ignoreHTTPSErrors`), nothing else ever sees it.
 */
export function selfSignedCertificate(): Certificate {
  const dir = mkdtempSync(join(tmpdir(), 'demo-tls-'));
  try {
    const key = join(dir, 'key.pem');
    const cert = join(dir, 'cert.pem');
    execFileSync(
      'openssl',
      ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', String(VALID_DAYS),
        '-subj', '/CN=localhost', '-addext', 'subjectAltName=DNS:localhost,IP:127.0.0.1', '-keyout', key, '-out', cert],
      { stdio: 'ignore' },
    );
    return { key: readFileSync(key, 'utf8'), cert: readFileSync(cert, 'utf8') };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
