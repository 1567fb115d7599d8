/** The networks capability: its interface and registry, and what other features may catch. */
export { AddressRefused } from './safe-address';
export { createNetworks } from './create';
