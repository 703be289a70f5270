import { Box } from '@chakra-ui/react/box';
import { Heading } from '@chakra-ui/react/heading';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useEffect, useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { percent } from './coverage';
import { keptGalleryDir } from './diff/diff-file';
import { FLOWS_DATA, fetchJson, pictureUrl, type GalleryIndex } from './flows-data';
import { comparePictures } from './pixel-change';
import '@/i18n/texts/flows';

/** The look compared: the gallery's English light page at 1280 px. */
const LOOK = 'en-light-1280';

/** The pictures `flows:gallery -- --keep-as <ref>` kept of the ref, once per ref. */
export function useKeptGallery(ref: string): {
  gallery: GalleryIndex | undefined;
  loaded: boolean;
} {
  const [kept, setKept] = useState<{ ref: string; gallery: GalleryIndex | undefined }>();
  useEffect(() => {
    let active = true;
    void fetchJson<GalleryIndex>(`${FLOWS_DATA}/${keptGalleryDir(ref)}/index.json`).then(
      (gallery) => {
        if (active) setKept({ ref, gallery: gallery?.version === 1 ? gallery : undefined });
      },
    );
    return () => {
      active = false;
    };
  }, [ref]);
  return kept?.ref === ref
    ? { gallery: kept.gallery, loaded: true }
    : { gallery: undefined, loaded: false };
}

function PictureChange({ before, after }: { before: string; after: string }) {
  const { t } = useTranslation();
  const [share, setShare] = useState<number | null | undefined>();
  useEffect(() => {
    let active = true;
    comparePictures(before, after).then(
      (value) => active && setShare(value),
      () => active && setShare(null),
    );
    return () => {
      active = false;
    };
  }, [before, after]);
  return (
    <Text fontSize="sm" data-pixels-changed={share ?? undefined}>
      {share === undefined
        ? t('flows.diff.pictures.comparing')
        : share === null
          ? t('flows.diff.pictures.notCompared')
          : t('flows.diff.pictures.changed', { share: percent(share, 1) })}
    </Text>
  );
}

function Thumb({ path, alt }: { path: string | undefined; alt: string }) {
  const { t } = useTranslation();
  return (
    <Box as="figure" m="0" width="240px">
      {path ? (
        <a href={pictureUrl(path)} target="_blank" rel="noreferrer">
          <img
            src={pictureUrl(path)}
            alt={alt}
            width={240}
            loading="lazy"
            style={{ border: '1px solid var(--chakra-colors-border)' }}
          />
        </a>
      ) : (
        <Text fontSize="sm" color="fg.muted">
          {t('flows.diff.pictures.none')}
        </Text>
      )}
      <Text as="figcaption" fontSize="xs" color="fg.muted">
        {alt}
      </Text>
    </Box>
  );
}

/**
 * The changed states' pictures before (the ref's kept gallery) and after (the working tree's),
 * with the share of pixels that changed; how to take them when they are missing.
 */
export function DiffPictures({
  diffRef,
  machineId,
  states,
  after,
}: {
  diffRef: string;
  machineId: string;
  /** The states the change marks, and the targets of the transitions it marks. */
  states: string[];
  after: GalleryIndex | undefined;
}) {
  const { t } = useTranslation();
  const before = useKeptGallery(diffRef);
  const shown = states.filter(
    (state) => before.gallery?.pictures[state]?.[LOOK] || after?.pictures[state]?.[LOOK],
  );
  return (
    <Box mt="3" data-testid="diff-pictures">
      <Heading as="h3" size="md" mb="2">
        {t('flows.diff.pictures.title')}
      </Heading>
      {!before.loaded ? null : !before.gallery || !after || !shown.length ? (
        <Text fontSize="sm">{t('flows.diff.pictures.how', { ref: diffRef })}</Text>
      ) : (
        <Stack as="ul" gap="4" listStyleType="none">
          {shown.map((state) => {
            const name = state === machineId ? state : state.slice(machineId.length + 1);
            const was = before.gallery?.pictures[state]?.[LOOK];
            const now = after.pictures[state]?.[LOOK];
            return (
              <Box as="li" key={state} data-pictures-of={state}>
                <Text fontFamily="mono" fontSize="sm" fontWeight="semibold" mb="1">
                  {name}
                </Text>
                <HStack gap="3" align="flex-start" flexWrap="wrap">
                  <Thumb path={was} alt={t('flows.diff.pictures.before', { state: name })} />
                  <Thumb path={now} alt={t('flows.diff.pictures.after', { state: name })} />
                </HStack>
                {was && now ? (
                  <PictureChange before={pictureUrl(was)} after={pictureUrl(now)} />
                ) : null}
              </Box>
            );
          })}
        </Stack>
      )}
    </Box>
  );
}
