export * from './parts';
export * from './lint';
export * from './slots';
export * from './zoned-fields';
export * from './timezones';
export * from './links-reply';
export * from './duplicates';
export * from './x-cost';
