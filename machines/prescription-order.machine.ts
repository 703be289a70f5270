import { assign, emit, fromPromise, setup } from 'xstate';
import { hasImage, withImages, withoutImage, type Attachment } from '../src/domain/attachments';
import { errorToast, toastKey, type Effect } from './effects';
import type {
  PrescriptionOrderInput,
  PrescriptionOrderRequest,
} from '../src/domain/prescription-order';

export type * from '../src/domain/prescription-order';

export type PlacedPrescriptionOrder = { orderId: number };

export type PrescriptionOrderContext = PrescriptionOrderInput & {
  attachments: Attachment[];
  note: string;
  /** How much of the multipart request has gone up, 0..1, while placing; null otherwise. */
  uploaded: number | null;
  placed: PlacedPrescriptionOrder | null;
};

export type PrescriptionOrderEvent =
  | { type: 'IMAGES_ADDED'; images: Attachment[] }
  | { type: 'IMAGE_REMOVED'; id: string }
  | { type: 'NOTE_CHANGED'; note: string }
  | { type: 'PLACE_ORDER' }
  /** The upload's progress (bytes sent over bytes to send), from the request itself. */
  | { type: 'UPLOAD_PROGRESSED'; fraction: number };

export type PrescriptionOrderEffect =
  Effect | { type: 'prescriptionOrderPlaced'; order: PlacedPrescriptionOrder };

export const prescriptionOrderMachine = setup({
  types: {
    input: {} as PrescriptionOrderInput,
    context: {} as PrescriptionOrderContext,
    events: {} as PrescriptionOrderEvent,
    emitted: {} as PrescriptionOrderEffect,
    output: {} as PlacedPrescriptionOrder | null,
  },
  actors: {
    placePrescriptionOrder: fromPromise<PlacedPrescriptionOrder, PrescriptionOrderRequest>(
      async () => {
        throw new Error('placePrescriptionOrder not provided');
      },
    ),
  },
  guards: {
    noImage: ({ context }) => !hasImage(context.attachments),
  },
  actions: {
    addImages: assign({
      attachments: ({ context, event }) =>
        event.type === 'IMAGES_ADDED'
          ? withImages(context.attachments, event.images)
          : context.attachments,
    }),
    removeImage: assign({
      attachments: ({ context, event }) =>
        event.type === 'IMAGE_REMOVED'
          ? withoutImage(context.attachments, event.id)
          : context.attachments,
    }),
    setNote: assign({
      note: ({ context, event }) => (event.type === 'NOTE_CHANGED' ? event.note : context.note),
    }),
    startUpload: assign({ uploaded: 0 }),
    setUploaded: assign({
      uploaded: ({ context, event }) =>
        event.type === 'UPLOAD_PROGRESSED'
          ? Math.min(1, Math.max(context.uploaded ?? 0, event.fraction))
          : context.uploaded,
    }),
    endUpload: assign({ uploaded: null }),
    toastImageRequired: emit(toastKey('error', 'prescription.imageRequired')),
    setPlaced: assign({ placed: (_, order: PlacedPrescriptionOrder) => order }),
    announcePlaced: emit(({ context }) => ({
      type: 'prescriptionOrderPlaced' as const,
      order: context.placed as PlacedPrescriptionOrder,
    })),
    toastFailure: emit(({ event }) => errorToast((event as { error?: unknown }).error)),
  },
}).createMachine({
  id: 'prescriptionOrder',
  description:
    'A pharmacy order by prescription: images (at least one) and a note, placed as multipart; a failed placement keeps everything and can be retried without a second order.',
  context: ({ input }) => ({ ...input, attachments: [], note: '', uploaded: null, placed: null }),
  initial: 'editing',
  output: ({ context }) => context.placed,
  states: {
    editing: {
      description: 'Attaching prescription images and writing the note.',
      on: {
        IMAGES_ADDED: { actions: 'addImages' },
        IMAGE_REMOVED: { actions: 'removeImage' },
        NOTE_CHANGED: { actions: 'setNote' },
        PLACE_ORDER: [
          {
            guard: 'noImage',
            actions: 'toastImageRequired',
            description: '"Please upload your prescription image".',
          },
          { target: 'placing' },
        ],
      },
    },
    placing: {
      description:
        'POST customer/order/prescription/place (multipart order_attachment[]) with the Idempotency-Key of this order; the upload reports its progress (never backwards).',
      entry: 'startUpload',
      exit: 'endUpload',
      on: { UPLOAD_PROGRESSED: { actions: 'setUploaded' } },
      invoke: {
        id: 'placePrescriptionOrder',
        src: 'placePrescriptionOrder',
        input: ({ context }) => ({
          delivery: context.delivery,
          idempotencyKey: context.idempotencyKey,
          attachments: context.attachments,
          note: context.note,
        }),
        onDone: {
          target: 'placed',
          actions: { type: 'setPlaced', params: ({ event }) => event.output },
        },
        onError: {
          target: 'editing',
          actions: 'toastFailure',
          description: 'Images and note stay; the retry carries the same key.',
        },
      },
    },
    placed: {
      description: 'The order exists: the order-placed modal shows.',
      type: 'final',
      entry: 'announcePlaced',
    },
  },
});
