import { describe, expect, it } from 'vitest';
import { connect as connectChatComposer } from '@/features/chat/chat-composer.connect';
import { connect as connectProfileEdit } from '@/features/profile/profile-edit.connect';
import { chatComposerMachine } from '@machines/chat-composer.machine';
import { profileEditMachine } from '@machines/profile-edit.machine';
import { answering, connected, pending, settle } from './support/flow';

const PROFILE = { firstName: 'Tahmid', lastName: 'Test', phone: '+8801900000001', email: '' };

describe('profile edit connect', () => {
  it('shows each field message, keeps the phone, and sends only a change', async () => {
    const flow = connected(
      profileEditMachine.provide({ actors: { updateProfile: answering(undefined) } }),
      connectProfileEdit,
      { profile: PROFILE, socialLogin: false },
    );
    expect(flow.api()).toMatchObject({ phone: PROFILE.phone, showsPassword: true });
    flow
      .api()
      .getFieldProps('firstName')
      .onChange({ target: { value: '' } });
    flow.api().submit();
    expect(flow.api().errorKeyOf('firstName')).toBe('validation.firstNameRequired');
    expect(flow.api().errorKeyOf('email')).toBe('validation.emailRequired');
    flow.api().reset();
    expect(flow.api().getFieldProps('firstName').value).toBe('Tahmid');
    expect(flow.api().errorKeyOf('firstName')).toBeUndefined();
    flow
      .api()
      .getFieldProps('email')
      .onChange({ target: { value: 'tahmid@example.com' } });
    flow.api().submit();
    expect(flow.api().isUpdating).toBe(true);
    await settle();
    expect(flow.api().isUpdating).toBe(false);
  });

  it('hides the password of a social-login customer', () => {
    const flow = connected(profileEditMachine, connectProfileEdit, {
      profile: PROFILE,
      socialLogin: true,
    });
    expect(flow.api().showsPassword).toBe(false);
  });
});

describe('chat composer connect', () => {
  const image = (n: number) => ({
    id: `i${n}`,
    name: `photo-${n}.png`,
    type: 'image/png',
    size: 10,
  });

  it('keeps at most 3 images, removes one, and is busy while sending', () => {
    const flow = connected(
      chatComposerMachine.provide({ actors: { sendMessage: pending() } }),
      connectChatComposer,
      { conversationId: null, receiver: { type: 'vendor', id: 1 } },
    );
    expect(flow.api().canSend).toBe(false);
    flow.actor.send({ type: 'IMAGES_ADDED', images: [image(1), image(2), image(3)] });
    flow.actor.send({ type: 'IMAGES_ADDED', images: [image(4)] });
    expect(flow.api().images.map((i) => i.name)).toEqual([
      'photo-1.png',
      'photo-2.png',
      'photo-3.png',
    ]);
    flow.api().images[0]!.remove();
    expect(flow.api().images).toHaveLength(2);
    flow
      .api()
      .getTextProps()
      .onChange({ target: { value: 'Hello' } });
    expect(flow.api().canSend).toBe(true);
    flow.api().send();
    expect(flow.api()).toMatchObject({ isSending: true, canSend: false });
  });
});
