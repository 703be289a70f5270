import { Box } from '@chakra-ui/react/box';
import { HStack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useTranslation } from '@/i18n/use-translation';
import { GALLERY_LOOKS, pictureUrl, type GalleryLook } from './flows-data';
import '@/i18n/texts/flows';

/** How wide each look's thumbnail shows (the phone's narrower). */
const THUMB_WIDTH: Record<GalleryLook, number> = { 'en-light-1280': 240, 'ar-dark-390': 96 };

/**
 * The gallery's pictures of one state (`npm run flows:gallery`): English light at 1280 px and
 * Arabic dark at 390 px, each a link to the full-size picture.
 */
export function StatePictures({
  state,
  name,
  pictures,
}: {
  state: string;
  /** The state as the reader knows it (its id without the machine's). */
  name: string;
  pictures: Partial<Record<GalleryLook, string>>;
}) {
  const { t } = useTranslation();
  const looks = GALLERY_LOOKS.filter((look) => pictures[look]);
  if (!looks.length) return null;
  return (
    <HStack gap="3" align="flex-start" flexWrap="wrap" mt="2" data-pictures={state}>
      {looks.map((look) => {
        const alt = t('flows.gallery.alt', { state: name, look: t(`flows.gallery.look.${look}`) });
        return (
          <Box as="figure" key={look} m="0">
            <a href={pictureUrl(pictures[look]!)} target="_blank" rel="noreferrer">
              <img
                src={pictureUrl(pictures[look]!)}
                alt={alt}
                width={THUMB_WIDTH[look]}
                loading="lazy"
                style={{
                  display: 'block',
                  height: 'auto',
                  border: '1px solid var(--chakra-colors-border)',
                }}
              />
            </a>
            <Text
              as="figcaption"
              fontSize="xs"
              color="fg.muted"
              mt="1"
              maxW={`${THUMB_WIDTH[look]}px`}
            >
              {t(`flows.gallery.look.${look}`)}
            </Text>
          </Box>
        );
      })}
    </HStack>
  );
}
