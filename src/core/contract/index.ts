export * from './answers';
export * from './content';
export * from './endpoints';
export * from './envelope';
export * from './growth';
export * from './reading';
export * from './site';
export * from './user';
