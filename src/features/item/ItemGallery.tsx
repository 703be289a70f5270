import { Box } from '@chakra-ui/react/box';
import { Button, IconButton } from '@chakra-ui/react/button';
import { Picture } from '@/components/Picture';
import { HStack } from '@chakra-ui/react/stack';
import { useState, type ReactNode } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { THUMBNAILS_AT_A_TIME, thumbnailStart } from '@/domain/item-detail';
import '@/i18n/texts/catalogue';

type Props = { images: string[]; name: string; overlay?: ReactNode };

/**
 * SPEC §2: the item's image, zoomed under the pointer (or by the Zoom button), and its
 * thumbnails five at a time with Previous and Next.
 */
export function ItemGallery({ images, name, overlay }: Props) {
  const { t } = useTranslation();
  const [selected, setSelected] = useState(0);
  const [start, setStart] = useState(0);
  const [zoom, setZoom] = useState<{ x: number; y: number } | null>(null);
  const [zoomLocked, setZoomLocked] = useState(false);
  const current = images[selected];
  const choose = (index: number) => {
    setSelected(index);
    setStart((s) => thumbnailStart(images.length, index, s));
  };
  const shown = images.slice(start, start + THUMBNAILS_AT_A_TIME);
  const origin = zoom ?? (zoomLocked ? { x: 50, y: 50 } : null);
  return (
    <Box>
      <Box
        position="relative"
        overflow="hidden"
        borderRadius="lg"
        bg="bg.muted"
        aspectRatio={1}
        onPointerMove={(event) => {
          if (event.pointerType !== 'mouse') return;
          const box = event.currentTarget.getBoundingClientRect();
          setZoom({
            x: ((event.clientX - box.left) / box.width) * 100,
            y: ((event.clientY - box.top) / box.height) * 100,
          });
        }}
        onPointerLeave={() => setZoom(null)}
      >
        <Picture
          src={current}
          alt={name}
          priority
          width="100%"
          height="100%"
          objectFit="cover"
          transition="transform 0.15s"
          transform={origin ? 'scale(2)' : undefined}
          transformOrigin={origin ? `${origin.x}% ${origin.y}%` : undefined}
          data-testid="item-main-image"
        />
        {overlay}
        {current ? (
          <Button
            position="absolute"
            bottom="3"
            insetEnd="3"
            size="xs"
            variant="surface"
            aria-pressed={zoomLocked}
            onClick={() => setZoomLocked((z) => !z)}
          >
            {t('itemDetail.zoom')}
          </Button>
        ) : null}
      </Box>
      {images.length > 1 ? (
        <HStack mt="3" gap="2" role="group" aria-label={t('itemDetail.thumbnails')}>
          <IconButton
            size="xs"
            variant="ghost"
            aria-label={t('itemDetail.previousImages')}
            disabled={start === 0}
            onClick={() => setStart((s) => Math.max(0, s - 1))}
          >
            <span aria-hidden="true">‹</span>
          </IconButton>
          {shown.map((url, n) => {
            const index = start + n;
            return (
              <Box
                as="button"
                key={url}
                onClick={() => choose(index)}
                aria-label={t('itemDetail.showImage', { number: index + 1, count: images.length })}
                aria-current={index === selected ? 'true' : undefined}
                borderWidth="2px"
                borderColor={index === selected ? 'green.solid' : 'border'}
                borderRadius="md"
                overflow="hidden"
                boxSize="56px"
                flexShrink={0}
              >
                <Picture src={url} alt="" boxSize="100%" objectFit="cover" />
              </Box>
            );
          })}
          <IconButton
            size="xs"
            variant="ghost"
            aria-label={t('itemDetail.nextImages')}
            disabled={start + THUMBNAILS_AT_A_TIME >= images.length}
            onClick={() =>
              setStart((s) => Math.min(Math.max(0, images.length - THUMBNAILS_AT_A_TIME), s + 1))
            }
          >
            <span aria-hidden="true">›</span>
          </IconButton>
        </HStack>
      ) : null}
    </Box>
  );
}
