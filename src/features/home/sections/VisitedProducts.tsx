import { Box } from '@chakra-ui/react/box';
import { HStack } from '@chakra-ui/react/stack';
import { useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { Link } from 'wouter';
import { ItemModal } from '@/components/feature-slots';
import { Picture } from '@/components/Picture';
import { opensAsModal } from '@/domain/item-badges';
import type { VisitedProduct } from '@/platform/visited-stores';
import '@/i18n/texts/catalogue';

const THUMB = {
  boxSize: '32px',
  borderRadius: 'md',
  overflow: 'hidden',
  display: 'block',
  outlineOffset: '2px',
} as const;

/**
 * SPEC §2 store card "previously visited products": a visited store's last opened products as
 * thumbnails, each opening its item again the way a card does (SPEC §4: page or modal).
 */
export function VisitedProducts({
  storeName,
  products,
}: {
  storeName: string;
  products: VisitedProduct[];
}) {
  const { t } = useTranslation();
  if (products.length === 0) return null;
  return (
    <HStack
      as="ul"
      role="list"
      listStyleType="none"
      gap="1"
      justify="center"
      aria-label={t('home.visitedProducts', { store: storeName })}
    >
      {products.map((product) => (
        <li key={product.id}>
          <ProductThumb product={product} />
        </li>
      ))}
    </HStack>
  );
}

function ProductThumb({ product }: { product: VisitedProduct }) {
  const [open, setOpen] = useState(false);
  const picture = <Picture src={product.image_full_url} alt="" boxSize="32px" objectFit="cover" />;
  if (!opensAsModal(product.module_type)) {
    return (
      <Box asChild {...THUMB}>
        <Link href={`/product/${product.slug || product.id}`} aria-label={product.name}>
          {picture}
        </Link>
      </Box>
    );
  }
  return (
    <>
      <Box
        as="button"
        {...THUMB}
        aria-label={product.name}
        aria-haspopup="dialog"
        title={product.name}
        onClick={() => setOpen(true)}
      >
        {picture}
      </Box>
      {open ? <ItemModal item={product} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
