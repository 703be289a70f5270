import { Box, type BoxProps } from '@chakra-ui/react/box';
import { Image, type ImageProps } from '@chakra-ui/react/image';
import { useState } from 'react';

export type PictureProps = Omit<ImageProps, 'src' | 'alt' | 'loading' | 'onError' | 'children'> & {
  src: string | null | undefined;
  /** What the image shows; '' when the text beside it says it all. */
  alt: string;
  /** Above the fold (a store's cover, the first banner): fetched at once, not when scrolled to. */
  priority?: boolean;
};

/**
 * Every catalogue image (cards, banners, covers, logos, tiles). The caller's size props (height,
 * boxSize, aspectRatio) reserve its box before it loads, so nothing moves when it arrives; below
 * the fold it loads lazily; a missing or broken image shows a placeholder of the same size
 * (SPEC §8).
 */
export function Picture({ src, alt, priority = false, ...box }: PictureProps) {
  const [failed, setFailed] = useState<string | null>(null);
  if (!src || failed === src) return <Placeholder alt={alt} {...(box as BoxProps)} />;
  return (
    <Image
      src={src}
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      // A first-screen picture is painted with the frame it loads in, not a frame later.
      decoding={priority ? 'auto' : 'async'}
      bg="bg.muted"
      onError={() => setFailed(src)}
      {...box}
    />
  );
}

/** A muted box with a picture outline; named like the image when the image had a name. */
function Placeholder({ alt, ...box }: BoxProps & { alt: string }) {
  return (
    <Box
      display="flex"
      alignItems="center"
      justifyContent="center"
      bg="bg.muted"
      color="fg.subtle"
      overflow="hidden"
      role={alt ? 'img' : undefined}
      aria-label={alt || undefined}
      aria-hidden={alt ? undefined : true}
      {...box}
    >
      <PictureOutline />
    </Box>
  );
}

/** A picture's outline, drawn where a picture is missing. */
export function PictureOutline() {
  return (
    <svg
      viewBox="0 0 24 24"
      width="40%"
      height="40%"
      style={{ maxWidth: '48px', maxHeight: '48px' }}
      fill="none"
      stroke="currentColor"
      strokeWidth="1.5"
      aria-hidden="true"
    >
      <rect x="3" y="4" width="18" height="16" rx="2" />
      <circle cx="9" cy="10" r="2" />
      <path d="m21 16-5-5-9 9" />
    </svg>
  );
}
