import { couponCopyMachine } from '../../../../machines/coupon-copy.machine';
import { defineModel } from '../model';

export const COUPON_CODE = 'SAVE10';

export const couponCopyModel = defineModel({
  machine: couponCopyMachine,
  variants: [{ name: 'coupon', description: 'a coupon card', input: { code: COUPON_CODE } }],
  events: { COPY: [{}] },
  done: { writeClipboard: [undefined] },
  errors: {
    writeClipboard: [new DOMException('Document is not focused.', 'NotAllowedError')],
  },
});
