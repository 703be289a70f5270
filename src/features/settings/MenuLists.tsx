import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useTranslation } from '@/i18n/use-translation';
import { Link } from 'wouter';
import { homeQueries } from '@/api/queries/home';
import { useHomeQuery } from '@/system/use-home-query';
import '@/i18n/texts/shared';

/** SPEC §9: menus show 10 items. */
const MENU_SIZE = 10;

type Entry = { id: number; name: string; href: string };

function MenuList({
  title,
  entries,
  viewAll,
  onNavigate,
}: {
  title: string;
  entries: Entry[];
  viewAll: string;
  onNavigate: () => void;
}) {
  const { t } = useTranslation();
  if (entries.length === 0) return null;
  return (
    <Stack gap="1" as="section" aria-label={title}>
      <Text fontSize="sm" color="fg.muted">
        {title}
      </Text>
      <Stack as="ul" listStyleType="none" gap="1" ps="2">
        {entries.slice(0, MENU_SIZE).map((entry) => (
          <li key={entry.id}>
            <Link href={entry.href} onClick={onNavigate}>
              <Text as="span" dir="auto">
                {entry.name}
              </Text>
            </Link>
          </li>
        ))}
        <li>
          <Link href={viewAll} onClick={onNavigate}>
            <Text as="span" color="green.fg" fontWeight="semibold">
              {t('nav.viewAll')}
            </Text>
          </Link>
        </li>
      </Stack>
    </Stack>
  );
}

/** The phone drawer's Categories, Latest and Popular stores (SPEC §2 mobile navbar). */
export function MenuLists({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation();
  const categories = useHomeQuery(homeQueries.categories);
  const latest = useHomeQuery((scope) => homeQueries.storeList(scope, 'latest'));
  const popular = useHomeQuery((scope) => homeQueries.storeList(scope, 'popular'));
  const stores = (list: { id: number; name: string; slug?: string | null }[] = []) =>
    list.map((store) => ({
      id: store.id,
      name: store.name,
      href: `/store/${store.slug || store.id}`,
    }));
  return (
    <>
      <MenuList
        title={t('nav.categories')}
        entries={(categories.data ?? []).map((category) => ({
          id: category.id,
          name: category.name,
          href: `/category/${category.id}`,
        }))}
        viewAll="/categories"
        onNavigate={onNavigate}
      />
      <MenuList
        title={t('nav.latest')}
        entries={stores(latest.data?.stores)}
        viewAll="/store/latest"
        onNavigate={onNavigate}
      />
      <MenuList
        title={t('nav.popular')}
        entries={stores(popular.data?.stores)}
        viewAll="/store/popular"
        onNavigate={onNavigate}
      />
    </>
  );
}
