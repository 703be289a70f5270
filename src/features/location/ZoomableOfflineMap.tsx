import { Box } from '@chakra-ui/react/box';
import { IconButton } from '@chakra-ui/react/button';
import { Stack } from '@chakra-ui/react/stack';
import { useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { MAP_PIXELS_PER_DEGREE, type LatLng } from '@/domain/geo';
import { OfflineMap, type MapZone } from './OfflineMap';
import '@/i18n/texts/shared';

/** From a city (-2) to a few streets (+3) around the default district view. */
const MIN_ZOOM = -2;
const MAX_ZOOM = 3;

/** What the picker gives its map, Google's or the offline one. */
export type PickerMapProps = {
  centre: LatLng;
  zones: MapZone[];
  onMove: (centre: LatLng) => void;
  height?: string;
  maxHeight?: string;
};

/** The offline map of the picker with Zoom in and Zoom out (each step doubles or halves the scale). */
export function ZoomableOfflineMap({
  height = '300px',
  maxHeight = '50dvh',
  ...map
}: PickerMapProps) {
  const { t } = useTranslation();
  const [zoom, setZoom] = useState(0);
  return (
    <Box position="relative" height={height} maxHeight={maxHeight}>
      <OfflineMap
        {...map}
        height="100%"
        maxHeight="none"
        pixelsPerDegree={MAP_PIXELS_PER_DEGREE * 2 ** zoom}
      />
      <Stack position="absolute" bottom="2" insetEnd="2" gap="1">
        <IconButton
          size="sm"
          variant="surface"
          aria-label={t('location.zoomIn')}
          disabled={zoom >= MAX_ZOOM}
          onClick={() => setZoom((z) => z + 1)}
        >
          <span aria-hidden="true">+</span>
        </IconButton>
        <IconButton
          size="sm"
          variant="surface"
          aria-label={t('location.zoomOut')}
          disabled={zoom <= MIN_ZOOM}
          onClick={() => setZoom((z) => z - 1)}
        >
          <span aria-hidden="true">−</span>
        </IconButton>
      </Stack>
    </Box>
  );
}
