import { connectivityMachine } from '../../../../machines/connectivity.machine';
import { ApiError } from '../../../api/errors';
import { defineModel } from '../model';

const noNetwork = new ApiError(0, 'network', ['Failed to fetch']);

export const connectivityModel = defineModel({
  machine: connectivityMachine,
  variants: [
    { name: 'online', description: 'the page opens online', input: { online: true } },
    { name: 'offline', description: 'the page opens offline', input: { online: false } },
  ],
  events: {
    WENT_ONLINE: [{}],
    WENT_OFFLINE: [{}],
    REQUEST_FAILED: [{}],
    REQUEST_SUCCEEDED: [{}],
  },
  done: { replayOutbox: [undefined], probe: [undefined] },
  errors: { replayOutbox: [noNetwork], probe: [noNetwork] },
});
