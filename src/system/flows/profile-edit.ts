import { useQueryClient } from '@tanstack/react-query';
import { fromPromise } from 'xstate';
import { updateProfile } from '@/api/profile';
import { invalidateCustomerInfo } from '@/api/queries/customer';
import type { ProfileFields, ProfilePhoto } from '@/domain/profile';
import { describeImage } from '@/platform/image-file';
import { profileEditMachine } from '@machines/profile-edit.machine';
import type { AppSystem } from '../app-system';
import { useFlowActor } from '../flow-actor';
import '@/i18n/texts/account';
import '@/i18n/texts/shared';

/** The file behind the machine's photo description (the machine keeps the same object). */
const chosenPhotos = new WeakMap<ProfilePhoto, File>();

const providedProfileEdit = ({ api }: AppSystem) =>
  profileEditMachine.provide({
    actors: {
      updateProfile: fromPromise(async ({ input }) => {
        await updateProfile(
          api,
          input,
          input.image ? (chosenPhotos.get(input.image) ?? null) : null,
        );
      }),
    },
  });

/**
 * `/profile?page=profile-settings`: the machine checks the form and the photo; the chosen file
 * goes out with the update. An update refreshes the profile.
 */
export function useProfileEditFlow(profile: ProfileFields, socialLogin: boolean) {
  const queryClient = useQueryClient();
  const actor = useFlowActor(providedProfileEdit, { input: { profile, socialLogin } }, (flow) => {
    const updated = flow.on('profileUpdated', () => {
      // `customer/info` is the profile too.
      void invalidateCustomerInfo(queryClient);
    });
    return () => updated.unsubscribe();
  });
  /** Reads the chosen file's size and pixels, then hands its description to the machine. */
  const choosePhoto = async (file: File) => {
    const photo = await describeImage(file);
    chosenPhotos.set(photo, file);
    actor.send({ type: 'PHOTO_CHOSEN', photo });
  };
  return { actor, choosePhoto };
}
