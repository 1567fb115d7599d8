export * from './keys';
export * from './text-rules';
