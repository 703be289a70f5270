import {
  moduleSelectionMachine,
  type ModuleChoice,
} from '../../../../machines/module-selection.machine';
import { ApiError } from '../../../api/errors';
import { defineModel, done, fail } from '../model';

export const FOOD: ModuleChoice = { id: 1, module_name: 'Food', module_type: 'food' };
export const GROCERY: ModuleChoice = { id: 2, module_name: 'Grocery', module_type: 'grocery' };
export const PHARMACY: ModuleChoice = { id: 3, module_name: 'Pharmacy', module_type: 'pharmacy' };

export const moduleSelectionModel = defineModel({
  machine: moduleSelectionMachine,
  variants: [{ name: 'default', description: 'zones are stored', input: undefined }],
  events: {
    CHOOSE: [{ module: GROCERY }],
    RETRY: [{}],
  },
  done: {
    // none, exactly one, several
    loadModules: [[], [PHARMACY], [FOOD, GROCERY, PHARMACY]],
  },
  errors: {
    loadModules: [new ApiError(500, 'modules', ['Module list is unavailable'])],
  },
  scenarios: [
    {
      name: 'failed, retried, then several modules',
      variant: 'default',
      events: [
        fail('loadModules', new ApiError(500, 'modules', ['Module list is unavailable'])),
        { type: 'RETRY' },
        done('loadModules', [FOOD, GROCERY, PHARMACY]),
        { type: 'CHOOSE', module: FOOD },
      ],
    },
    {
      name: 'none, retried, then exactly one',
      variant: 'default',
      events: [done('loadModules', []), { type: 'RETRY' }, done('loadModules', [PHARMACY])],
    },
  ],
});
