import { Image } from '@chakra-ui/react/image';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import type { ReactNode } from 'react';

/** The illustrations in public/illustrations (SPEC §2 "empty illustration", "not-found image"). */
export type Illustration = 'empty-box' | 'empty-cart' | 'no-results' | 'not-found';

const SIZE: Record<Illustration, { width: number; height: number }> = {
  'empty-box': { width: 160, height: 120 },
  'empty-cart': { width: 160, height: 120 },
  'no-results': { width: 160, height: 120 },
  'not-found': { width: 240, height: 160 },
};

/** An empty list or page: a decorative illustration above what the visitor should know. */
export function EmptyState({
  text,
  illustration = 'empty-box',
  children,
}: {
  text: ReactNode;
  illustration?: Illustration;
  children?: ReactNode;
}) {
  const { width, height } = SIZE[illustration];
  return (
    <Stack align="center" textAlign="center" py="8" gap="3">
      <Image
        src={`/illustrations/${illustration}.svg`}
        alt=""
        width={`${width}px`}
        height={`${height}px`}
      />
      <Text fontWeight="semibold" color="fg.muted">
        {text}
      </Text>
      {children}
    </Stack>
  );
}
