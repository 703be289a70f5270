export * from '../../../src/explorer/model/model';
export * from './replay';
export * from './coverage';
export * from '../../../src/explorer/model/models';
