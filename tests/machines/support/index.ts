export * from '../../../src/flows/model/model';
export * from './replay';
export * from './coverage';
export * from '../../../src/flows/model/models';
