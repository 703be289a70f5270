import { Button } from '@chakra-ui/react/button';
import { Field } from '@chakra-ui/react/field';
import { RatingGroup } from '@chakra-ui/react/rating-group';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { Textarea } from '@chakra-ui/react/textarea';
import { useMutation } from '@tanstack/react-query';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '@/app/effects';
import { ratingGroupSlotRecipe } from '@chakra-theme/recipes/rating-group';
import { fieldSlotRecipe } from '@/components/slot-recipes';
import { PhotoPicker } from './PhotoPicker';
import '@/i18n/texts/orders';

type Props = {
  /** what is rated (an item's or the courier's name) */
  title: ReactNode;
  /** the accessible name of the rating and of Submit */
  name: string;
  reviewed: boolean;
  /** the review may carry photos (item reviews do; the courier's does not) */
  withPhotos?: boolean;
  send: (review: { rating: number; comment: string; images: File[] }) => Promise<string>;
  onSent: () => void;
};

/**
 * One rating (1 to 5 stars) with a comment and, for an item, photos; Submit once a rating is
 * chosen; the provider's words.
 */
export function ReviewForm({ title, name, reviewed, withPhotos = false, send, onSent }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const [rating, setRating] = useState(0);
  const [comment, setComment] = useState('');
  const [images, setImages] = useState<File[]>([]);
  const submit = useMutation({
    mutationFn: send,
    onSuccess: (message) => {
      showToast({ type: 'toast', status: 'success', message });
      onSent();
    },
    onError: (error) => showToast({ type: 'toast', status: 'error', message: error.message }),
  });
  return (
    <Stack as="section" aria-labelledby={id} gap="3" borderWidth="1px" borderRadius="lg" p="4">
      <Text id={id} fontWeight="semibold">
        {title}
      </Text>
      {reviewed ? (
        <Text color="green.fg">{t('review.reviewed')}</Text>
      ) : (
        <>
          <RatingGroup.Root
            recipe={ratingGroupSlotRecipe}
            count={5}
            value={rating}
            onValueChange={(details) => setRating(details.value)}
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
              value={comment}
              maxLength={1000}
              rows={3}
              onChange={(event) => setComment(event.target.value)}
            />
          </Field.Root>
          {withPhotos ? (
            <PhotoPicker images={images} onChange={setImages} disabled={submit.isPending} />
          ) : null}
          <Button
            alignSelf="start"
            colorPalette="green"
            disabled={rating === 0}
            loading={submit.isPending}
            onClick={() => submit.mutate({ rating, comment, images })}
            aria-label={t('review.submitFor', { name })}
          >
            {t('review.submit')}
          </Button>
        </>
      )}
    </Stack>
  );
}
