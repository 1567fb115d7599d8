export * from './parts';
export * from './lint';
export * from './slots';
export * from './links-reply';
