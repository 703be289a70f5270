import { themeMachine } from '../../../../machines/theme.machine';
import { defineModel } from '../model';

export const themeModel = defineModel({
  machine: themeMachine,
  variants: [
    { name: 'light', description: 'nothing stored, or light', input: { mode: 'light' } },
    { name: 'dark', description: 'dark mode stored', input: { mode: 'dark' } },
  ],
  events: { TOGGLE: [{}] },
  done: {},
  errors: {},
});
