export * from './answers';
export * from './endpoints';
export * from './envelope';
export * from './site';
export * from './user';
