export * from './account.ts';
export * from './blog.ts';
export * from './comments.ts';
export * from './envelope.ts';
export * from './errors.ts';
export * from './music.ts';
export * from './routes.ts';
export * from './site.ts';
