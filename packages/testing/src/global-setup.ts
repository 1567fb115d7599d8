import { loopbackCertificate } from './loopback-certificate';

/**
 * Vitest `globalSetup`: makes the run's loopback certificate in the main process, before any test
 * file starts, and has every worker trust it from its start (NODE_EXTRA_CA_CERTS), so a server
 * built in a test reaches an HTTPS fake as it would reach the real service.
 */
export default function setup(): void {
  Object.assign(process.env, loopbackCertificate().env);
}
