import { Field } from '@chakra-ui/react/field';
import { RatingGroup } from '@chakra-ui/react/rating-group';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { Textarea } from '@chakra-ui/react/textarea';
import { useId, type ReactNode } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { useConnect } from '@/system/flow-actor';
import { type ReviewTarget, useReviewFlow } from '@/system/flows/review';
import { ratingGroupSlotRecipe } from '@chakra-theme/recipes/rating-group';
import { fieldSlotRecipe } from '@/components/slot-recipes';
import { PhotoPicker } from './PhotoPicker';
import { connect } from './review.connect';
import { BusyButton } from '@/components/BusyButton';
import '@/i18n/texts/orders';

type Props = {
  /** what is rated (an item's or the courier's name) */
  title: ReactNode;
  /** the accessible name of the rating and of Submit */
  name: string;
  reviewed: boolean;
  /** the review may carry photos (item reviews do; the courier's does not) */
  withPhotos?: boolean;
  target: ReviewTarget;
};

/**
 * One rating (1 to 5 stars) with a comment and, for an item, photos; Submit once a rating is
 * chosen; the provider's words (review machine).
 */
export function ReviewForm({ title, name, reviewed, withPhotos = false, target }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const review = useConnect(useReviewFlow(target), connect);
  return (
    <Stack as="section" aria-labelledby={id} gap="3" borderWidth="1px" borderRadius="lg" p="4">
      <Text id={id} fontWeight="semibold">
        {title}
      </Text>
      {reviewed || review.isSent ? (
        <Text color="green.fg">{t('review.reviewed')}</Text>
      ) : (
        <>
          <RatingGroup.Root
            recipe={ratingGroupSlotRecipe}
            count={5}
            value={review.rating}
            onValueChange={(details) => review.rate(details.value)}
            colorPalette="orange"
            size="lg"
            aria-label={t('review.ratingOf', { name })}
          >
            <RatingGroup.HiddenInput />
            <RatingGroup.Control>
              <RatingGroup.Items />
            </RatingGroup.Control>
          </RatingGroup.Root>
          <Field.Root recipe={fieldSlotRecipe}>
            <Field.Label>{t('review.comment')}</Field.Label>
            <Textarea
              value={review.comment}
              maxLength={1000}
              rows={3}
              onChange={(event) => review.changeComment(event.target.value)}
            />
          </Field.Root>
          {withPhotos ? (
            <PhotoPicker
              images={review.images}
              onChange={review.changeImages}
              disabled={review.isSending}
            />
          ) : null}
          <BusyButton
            alignSelf="start"
            colorPalette="green"
            disabled={!review.canSubmit}
            busy={review.isSending}
            onClick={review.submit}
            aria-label={t('review.submitFor', { name })}
          >
            {t('review.submit')}
          </BusyButton>
        </>
      )}
    </Stack>
  );
}
