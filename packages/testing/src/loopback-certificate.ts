import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import tls from 'node:tls';

/**
 * A throwaway certificate authority and a certificate for 127.0.0.1 and localhost signed by it,
 * so that fakes of outside services can speak HTTPS on loopback as the real ones do.
 */
export interface LoopbackCertificate {
  /** Folder holding the files below. */
  dir: string;
  /** The authority's certificate (PEM file): what a client must trust. */
  caPath: string;
  /** The loopback certificate and its private key (PEM files), for an HTTPS server. */
  certPath: string;
  keyPath: string;
  /** The same three files' contents, for `https.createServer({ key, cert })`. */
  ca: string;
  cert: string;
  key: string;
  /** Environment that makes a Node process started with it trust the authority. */
  env: { NODE_EXTRA_CA_CERTS: string };
}

/**
 * Child processes (Vitest workers, Playwright workers, servers) inherit this variable, so a run
 * makes its certificate once, in the first process that asks, and every later one reuses it.
 */
const DIR_VARIABLE = 'QUILLPOST_TEST_TLS_DIR';

const openssl = (dir: string, args: string[]) =>
  execFileSync('openssl', args, { cwd: dir, stdio: ['ignore', 'ignore', 'pipe'] });

function makeCertificate(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'quillpost-tls-'));
  const ecKey = ['-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes'];
  openssl(dir, [
    'req', '-x509', ...ecKey, '-keyout', 'ca-key.pem', '-out', 'ca.pem', '-days', '7',
    '-subj', '/CN=Quillpost test authority',
    '-addext', 'basicConstraints=critical,CA:TRUE',
    '-addext', 'keyUsage=critical,keyCertSign,cRLSign',
  ]); // prettier-ignore
  openssl(dir, [
    'req', ...ecKey, '-keyout', 'loopback-key.pem', '-out', 'loopback.csr', '-subj', '/CN=127.0.0.1',
  ]); // prettier-ignore
  writeFileSync(
    path.join(dir, 'loopback.ext'),
    [
      'basicConstraints=CA:FALSE',
      'keyUsage=critical,digitalSignature',
      'extendedKeyUsage=serverAuth',
      'subjectAltName=IP:127.0.0.1,IP:::1,DNS:localhost',
    ].join('\n'),
  );
  openssl(dir, [
    'x509', '-req', '-in', 'loopback.csr', '-CA', 'ca.pem', '-CAkey', 'ca-key.pem',
    '-CAcreateserial', '-out', 'loopback.pem', '-days', '7', '-extfile', 'loopback.ext',
  ]); // prettier-ignore
  return dir;
}

/** The run's loopback certificate, made with `openssl` on first use. */
export function loopbackCertificate(): LoopbackCertificate {
  const known = process.env[DIR_VARIABLE];
  const dir = known && existsSync(path.join(known, 'loopback.pem')) ? known : makeCertificate();
  process.env[DIR_VARIABLE] = dir;
  const caPath = path.join(dir, 'ca.pem');
  const certPath = path.join(dir, 'loopback.pem');
  const keyPath = path.join(dir, 'loopback-key.pem');
  return {
    dir,
    caPath,
    certPath,
    keyPath,
    ca: readFileSync(caPath, 'utf8'),
    cert: readFileSync(certPath, 'utf8'),
    key: readFileSync(keyPath, 'utf8'),
    env: { NODE_EXTRA_CA_CERTS: caPath },
  };
}

/**
 * Makes this process trust the loopback authority from now on, as NODE_EXTRA_CA_CERTS does for a
 * process at its start: for a server built in the test process itself.
 */
export function trustLoopbackCertificate(): LoopbackCertificate {
  const certificate = loopbackCertificate();
  const trusted = tls.getCACertificates('default');
  if (!trusted.includes(certificate.ca)) tls.setDefaultCACertificates([...trusted, certificate.ca]);
  return certificate;
}
