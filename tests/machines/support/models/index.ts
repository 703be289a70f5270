import type { MachineModel } from '../model';
import { addToCartModel } from './add-to-cart.model';
import { checkoutGateModel } from './checkout-gate.model';
import { checkoutModel } from './checkout.model';
import { locationModel } from './location.model';
import { moduleSelectionModel } from './module-selection.model';
import { orderTrackingModel } from './order-tracking.model';
import { sessionModel } from './session.model';

/** The test model of every machine, by machine id (the coverage gate checks it matches `machineRegistry`). */
export const machineModels: Record<string, MachineModel> = Object.fromEntries(
  [
    locationModel,
    moduleSelectionModel,
    sessionModel,
    addToCartModel,
    checkoutGateModel,
    checkoutModel,
    orderTrackingModel,
  ].map((model) => [model.machine.id, model]),
);

export {
  addToCartModel,
  checkoutGateModel,
  checkoutModel,
  locationModel,
  moduleSelectionModel,
  orderTrackingModel,
  sessionModel,
};
