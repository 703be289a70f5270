export * from './model';
export * from './replay';
export * from './coverage';
export * from './models';
