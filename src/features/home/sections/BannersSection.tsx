import { memo, useState } from 'react';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Picture } from '@/components/Picture';
import { HStack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useTranslation } from '@/i18n/use-translation';
import { Link } from 'wouter';
import { homeQueries } from '@/api/queries/home';
import { useConnect } from '@/system/flow-actor';
import { useCarouselFlow } from '@/system/flows/carousel';
import { bannerTarget, campaignPath, type BannerTarget } from '@/domain/home-layout';
import { useHomeQuery } from '@/system/use-home-query';
import { connect } from './carousel.connect';
import { SectionFrame } from './SectionFrame';
import '@/i18n/texts/catalogue';

type Slide = { key: string; title: string; image: string | null; target: BannerTarget };

/** SPEC §2 home banners (and the running campaigns): a carousel, each slide leading per SPEC §4. */
export function BannersSection() {
  const { t } = useTranslation();
  const query = useHomeQuery(homeQueries.banners);
  return (
    <SectionFrame
      title={t('home.sections.banners')}
      query={query}
      skeletonHeight="230px"
      isEmpty={(data) => data.banners.length + data.campaigns.length === 0}
    >
      {(data) => (
        <BannerCarousel
          slides={[
            ...data.banners.map((banner) => ({
              key: `banner-${banner.id}`,
              title: banner.title ?? '',
              image: banner.image_full_url ?? null,
              target: bannerTarget(banner),
            })),
            ...data.campaigns.map((campaign) => ({
              key: `campaign-${campaign.id}`,
              title: campaign.title,
              image: campaign.image_full_url ?? null,
              target: { kind: 'internal' as const, href: campaignPath(campaign) },
            })),
          ]}
        />
      )}
    </SectionFrame>
  );
}

function BannerCarousel({ slides }: { slides: Slide[] }) {
  const { t } = useTranslation();
  const carousel = useConnect(useCarouselFlow(slides.length), connect);
  const slide = slides[carousel.index] ?? slides[0]!;
  // The first slide shows at once (it is the page's largest picture, in the server's HTML): only
  // the slides after it fade in.
  const [firstIndex] = useState(carousel.index);
  const [moved, setMoved] = useState(false);
  if (!moved && carousel.index !== firstIndex) setMoved(true);
  const picture = (
    <Box
      position="relative"
      borderRadius="xl"
      overflow="hidden"
      bg="bg.muted"
      aspectRatio={{ base: 2, md: 3 }}
    >
      {slide.image ? (
        <Picture
          key={slide.key}
          src={slide.image}
          priority
          alt=""
          width="100%"
          height="100%"
          objectFit="cover"
          animation={moved ? 'fade-in 800ms' : undefined}
        />
      ) : null}
      <Text
        position="absolute"
        insetStart="4"
        bottom="3"
        bg="blackAlpha.700"
        color="white"
        px="3"
        py="1"
        borderRadius="md"
        fontWeight="semibold"
      >
        {/* Isolated inside, so the box itself keeps the page's direction for insetStart. */}
        <span dir="auto">{slide.title}</span>
      </Text>
    </Box>
  );
  return (
    <Box
      role="group"
      aria-roledescription={t('home.carousel')}
      aria-label={t('home.sections.banners')}
      {...carousel.getRootProps()}
    >
      <Box
        aria-live="polite"
        aria-label={t('home.slideOf', { n: carousel.index + 1, total: slides.length })}
      >
        {slide.target.kind === 'internal' ? (
          <Link href={slide.target.href} aria-label={slide.title}>
            {picture}
          </Link>
        ) : slide.target.kind === 'external' ? (
          <a
            href={slide.target.href}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={slide.title}
          >
            {picture}
          </a>
        ) : (
          picture
        )}
      </Box>
      {carousel.hasControls ? (
        <HStack justify="center" gap="3" mt="2">
          {/* 12 px dots 12 px apart: each keeps a 24 px circle of its own (WCAG 2.2 2.5.8). */}
          {/* ‹ and › are mirrored glyphs: a right-to-left line draws them the other way. */}
          <StepButton label={t('home.previous')} onClick={carousel.previous}>
            ‹
          </StepButton>
          {slides.map((entry, index) => (
            <CarouselDot
              key={entry.key}
              label={t('home.slide', { n: index + 1 })}
              current={carousel.isCurrent(index)}
              {...carousel.getDotProps(index)}
            />
          ))}
          <StepButton label={t('home.next')} onClick={carousel.next}>
            ›
          </StepButton>
        </HStack>
      ) : null}
    </Box>
  );
}

// The controls render again only where they change (a dot becoming or ceasing to be the current
// one): a slide moving by itself every 4 s rendered every dot's Chakra styles again. Their
// handlers are left out of the comparison: each sends the same event whatever the slide
// (carousel.connect.ts).
const StepButton = memo(
  function StepButton({
    label,
    onClick,
    children,
  }: {
    label: string;
    onClick: () => void;
    children: string;
  }) {
    return (
      <Button size="xs" variant="ghost" aria-label={label} onClick={onClick}>
        <Box as="span" aria-hidden="true">
          {children}
        </Box>
      </Button>
    );
  },
  (before, after) => before.label === after.label && before.children === after.children,
);

const CarouselDot = memo(
  function CarouselDot({
    label,
    current,
    ...dot
  }: { label: string; current: boolean } & ReturnType<
    ReturnType<typeof connect>['getDotProps']
  >) {
    return (
      <Button
        size="2xs"
        minWidth="3"
        height="3"
        p="0"
        borderRadius="full"
        variant={current ? 'solid' : 'outline'}
        colorPalette="green"
        aria-label={label}
        {...dot}
      />
    );
  },
  (before, after) => before.label === after.label && before.current === after.current,
);
