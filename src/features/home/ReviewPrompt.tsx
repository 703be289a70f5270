import { Box } from '@chakra-ui/react/box';
import { Button, CloseButton } from '@chakra-ui/react/button';
import { Picture } from '@/components/Picture';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useId } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { useConnect } from '@/system/flow-actor';
import { useReviewPromptFlow } from '@/system/flows/review-prompt';
import { connect } from './review-prompt.connect';
import '@/i18n/texts/orders';
import '@/i18n/texts/shared';

/** SPEC §2's review prompt: the last delivered order still to be reviewed (lazy-loaded). */
export default function ReviewPrompt() {
  const { t } = useTranslation();
  const prompt = useConnect(useReviewPromptFlow(), connect);
  const titleId = useId();
  if (!prompt.isOpen) return null;
  return (
    <Box
      as="section"
      aria-labelledby={titleId}
      position="relative"
      bg="bg.panel"
      borderWidth="1px"
      borderColor="border"
      borderRadius="xl"
      p="4"
      pe="12"
      mb="4"
      boxShadow="sm"
    >
      <CloseButton
        size="sm"
        position="absolute"
        top="2"
        insetEnd="2"
        aria-label={t('common.close')}
        onClick={prompt.close}
      />
      <Stack gap="3" direction={{ base: 'column', md: 'row' }} align={{ md: 'center' }}>
        <Text id={titleId} fontWeight="semibold" flex="1">
          {t('review.promptQuestion')}
        </Text>
        {prompt.images.length > 0 ? (
          <HStack gap="2" flexWrap="wrap">
            {prompt.images.slice(0, 4).map((src, index) => (
              <Picture
                key={index}
                src={src}
                alt=""
                boxSize="48px"
                borderRadius="md"
                objectFit="cover"
                bg="bg.muted"
              />
            ))}
          </HStack>
        ) : null}
        <Button
          colorPalette="green"
          alignSelf={{ base: 'start', md: 'center' }}
          onClick={prompt.giveReview}
        >
          {t('review.giveReview')}
        </Button>
      </Stack>
    </Box>
  );
}
