import { describe, expect, it } from 'vitest';
import type { ChatComposerInput } from '../../machines/chat-composer.machine';
import { errorToast } from '../../machines/effects';
import { exceedsImageLimit } from '../../src/domain/attachments';
import { describeModel } from './support/describe-model';
import {
  IMAGES,
  SENT,
  chatComposerModel,
} from '../../src/explorer/model/models/chat-composer.model';
import type { StepContext } from './support/replay';

function everyStep({ path, snapshot, previous, event, emitted, calls }: StepContext) {
  const input = path.variant.input as ChatComposerInput;
  // Never more than 3 images in one message.
  expect(snapshot.context.images.length).toBeLessThanOrEqual(3);
  for (const call of calls)
    expect(call.input).toEqual({
      conversationId: input.conversationId,
      receiver: input.receiver,
      text: snapshot.context.text,
      images: snapshot.context.images,
    });
  if (!previous) return;
  const before = previous.context;
  switch (event.type) {
    case 'IMAGES_ADDED': {
      // An image already attached is not attached twice.
      const ids = new Set(before.images.map((attachment: { id: string }) => attachment.id));
      const added = event.images.filter((attachment: { id: string }) => !ids.has(attachment.id));
      if (before.images.length + added.length > 3) {
        expect(emitted).toEqual([{ type: 'toast', status: 'error', messageKey: 'chat.maxImages' }]);
        expect(snapshot.context.images).toEqual(before.images);
      } else {
        expect(emitted).toEqual([]);
        expect(snapshot.context.images).toEqual([...before.images, ...added]);
      }
      break;
    }
    case 'SEND':
      if (before.text.trim() === '' && before.images.length === 0) {
        expect(snapshot.value).toBe('editing');
        expect(calls).toEqual([]);
      } else {
        expect(calls.map((call) => call.id)).toEqual(['sendMessage']);
      }
      expect(emitted).toEqual([]);
      break;
    case 'xstate.done.actor.sendMessage':
      expect(snapshot.context.text).toBe('');
      expect(snapshot.context.images).toEqual([]);
      expect(emitted).toEqual([{ type: 'messageSent', conversationId: SENT.conversationId }]);
      break;
    case 'xstate.error.actor.sendMessage':
      // The failure keeps the text (and the images).
      expect(snapshot.context.text).toBe(before.text);
      expect(snapshot.context.images).toEqual(before.images);
      expect(emitted).toEqual([errorToast(event.error)]);
      break;
    default:
      expect(emitted).toEqual([]);
  }
}

describeModel(chatComposerModel, {
  everyStep,
  states: {
    editing: ({ snapshot }) =>
      // Send is enabled with text or an image.
      expect(snapshot.can({ type: 'SEND' })).toBe(
        snapshot.context.text.trim() !== '' || snapshot.context.images.length > 0,
      ),
    sending: ({ snapshot }) => {
      expect(snapshot.context.text.trim() !== '' || snapshot.context.images.length > 0).toBe(true);
      expect(snapshot.children.sendMessage).toBeDefined();
    },
  },
});

describe('chat images (SPEC §5)', () => {
  it('allows at most 3 per message', () => {
    expect(exceedsImageLimit(IMAGES.slice(0, 2), IMAGES.slice(2, 3))).toBe(false);
    expect(exceedsImageLimit(IMAGES.slice(0, 2), IMAGES.slice(2, 4))).toBe(true);
  });
});
