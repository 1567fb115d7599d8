import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import tls from 'node:tls';

export interface LoopbackCertificate {
  /** The authority's certificate file: what NODE_EXTRA_CA_CERTS points a process at. */
  caPath: string;
  ca: string;
  cert: string;
  key: string;
}

let made: LoopbackCertificate | undefined;

/** A throwaway authority and a certificate it signed for 127.0.0.1 / localhost, made with openssl. */
export function loopbackCertificate(): LoopbackCertificate {
  if (made) return made;
  const dir = mkdtempSync(path.join(tmpdir(), 'quillpost-tls-'));
  const run = (args: string[]) => execFileSync('openssl', args, { cwd: dir, stdio: 'pipe' });
  const key = ['-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes'];
  run(['req', '-x509', ...key, '-keyout', 'ca-key.pem', '-out', 'ca.pem', '-days', '2',
    '-subj', '/CN=Quillpost test authority', '-addext', 'basicConstraints=critical,CA:TRUE',
    '-addext', 'keyUsage=critical,keyCertSign']); // prettier-ignore
  run(['req', ...key, '-keyout', 'key.pem', '-out', 'cert.csr', '-subj', '/CN=127.0.0.1']);
  writeFileSync(path.join(dir, 'cert.ext'), 'subjectAltName=IP:127.0.0.1,DNS:localhost\n');
  run(['x509', '-req', '-in', 'cert.csr', '-CA', 'ca.pem', '-CAkey', 'ca-key.pem',
    '-CAcreateserial', '-out', 'cert.pem', '-days', '2', '-extfile', 'cert.ext']); // prettier-ignore
  const read = (name: string) => readFileSync(path.join(dir, name), 'utf8');
  made = {
    caPath: path.join(dir, 'ca.pem'),
    ca: read('ca.pem'),
    cert: read('cert.pem'),
    key: read('key.pem'),
  };
  return made;
}

/** Trusts the loopback authority in this process, as NODE_EXTRA_CA_CERTS does at a process's start. */
export function trustLoopbackCertificate(): LoopbackCertificate {
  const certificate = loopbackCertificate();
  // Node 23.5+ (the project runs on 24); typed here until the Node types follow.
  const store = tls as unknown as {
    getCACertificates(kind: 'default'): string[];
    setDefaultCACertificates(certificates: string[]): void;
  };
  const trusted = store.getCACertificates('default');
  if (!trusted.includes(certificate.ca))
    store.setDefaultCACertificates([...trusted, certificate.ca]);
  return certificate;
}
