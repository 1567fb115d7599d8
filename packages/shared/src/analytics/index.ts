export * from './figures';
export * from './simulated';
