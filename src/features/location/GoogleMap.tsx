import { Box } from '@chakra-ui/react/box';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import type { LatLng } from '@/domain/geo';
import { mountGoogleMap, type MountedMap } from '@/platform/maps/google';
import { PIN_PATH, type MapZone } from './OfflineMap';
import { ZoomableOfflineMap } from './ZoomableOfflineMap';
import '@/i18n/texts/shared';

type Props = {
  apiKey: string;
  centre: LatLng;
  zones: MapZone[];
  onMove: (centre: LatLng) => void;
  height?: string;
  maxHeight?: string;
};

/**
 * The location picker's map when the build has a Google Maps key: Google's map under a fixed
 * centre pin; where it comes to rest is the new point. Falls back to the offline map when
 * Google's script cannot load.
 */
export default function GoogleMap({
  apiKey,
  centre,
  zones,
  onMove,
  height = '300px',
  maxHeight = '50dvh',
}: Props) {
  const { t, i18n } = useTranslation();
  const element = useRef<HTMLDivElement>(null);
  const map = useRef<MountedMap | null>(null);
  const [failed, setFailed] = useState(false);
  // The latest centre and handler, read by the map without remounting it.
  const latest = useRef({ centre, onMove });
  useLayoutEffect(() => {
    latest.current = { centre, onMove };
  });

  useEffect(() => {
    if (!element.current) return;
    let cancelled = false;
    mountGoogleMap(element.current, {
      key: apiKey,
      language: i18n.language,
      centre: latest.current.centre,
      onMove: (moved) => latest.current.onMove(moved),
    })
      .then((mounted) => {
        if (cancelled) mounted.destroy();
        else map.current = mounted;
      })
      .catch(() => {
        if (!cancelled) setFailed(true);
      });
    return () => {
      cancelled = true;
      map.current?.destroy();
      map.current = null;
    };
  }, [apiKey, i18n.language]);

  useEffect(() => {
    map.current?.setCentre(centre);
  }, [centre]);

  if (failed)
    return (
      <ZoomableOfflineMap
        centre={centre}
        zones={zones}
        onMove={onMove}
        height={height}
        maxHeight={maxHeight}
      />
    );
  return (
    <Box
      position="relative"
      height={height}
      maxHeight={maxHeight}
      overflow="hidden"
      borderRadius="md"
      borderWidth="1px"
      bg="bg.muted"
    >
      <Box ref={element} height="100%" aria-label={t('location.mapLabel')} role="region" />
      <Box position="absolute" insetStart="50%" top="50%" pointerEvents="none" aria-hidden="true">
        <svg
          width="30"
          height="46"
          viewBox="-15 -45 30 46"
          style={{ marginInlineStart: -15, marginTop: -45 }}
        >
          <path d={PIN_PATH} fill="#e53e3e" stroke="white" strokeWidth="2" />
          <circle cx="0" cy="-30" r="5" fill="white" />
        </svg>
      </Box>
    </Box>
  );
}
