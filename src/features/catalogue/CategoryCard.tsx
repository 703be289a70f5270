import { Picture } from '@/components/Picture';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useTranslation } from '@/i18n/use-translation';
import { Link } from 'wouter';
import type { Category } from '@/api/schemas/categories';
import '@/i18n/texts/catalogue';

/** A category tile: image, name, how many products; opens `/category/{id}`. */
export function CategoryCard({ category }: { category: Category }) {
  const { t } = useTranslation();
  return (
    <Link href={`/category/${category.id}`} asChild>
      <Stack
        as="a"
        align="center"
        gap="2"
        p="3"
        borderWidth="1px"
        borderColor="border"
        borderRadius="lg"
        bg="bg.panel"
        textAlign="center"
        _hover={{ boxShadow: 'md' }}
        _focusVisible={{ outline: '2px solid', outlineColor: 'colorPalette.focusRing' }}
      >
        <Picture
          src={category.image_full_url ?? undefined}
          alt=""
          boxSize="72px"
          objectFit="contain"
          borderRadius="md"
          bg="bg.muted"
        />
        <Text fontWeight="semibold" lineClamp={2} dir="auto">
          {category.name}
        </Text>
        <Text fontSize="sm" color="fg.muted">
          {t('catalogue.productCount', { count: category.products_count })}
        </Text>
      </Stack>
    </Link>
  );
}
