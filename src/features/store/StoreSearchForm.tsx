import { Button } from '@chakra-ui/react/button';
import { Input } from '@chakra-ui/react/input';
import { HStack } from '@chakra-ui/react/stack';
import { useTranslation } from '@/i18n/use-translation';
import { STORE_SEARCH_MAX } from '@/domain/store-view';
import '@/i18n/texts/catalogue';

/** The search inside the store: submitted text goes to the URL; Clear search shows while one runs. */
export function StoreSearchForm({
  search,
  onSubmit,
  onClear,
}: {
  search: string;
  onSubmit: (text: string) => void;
  onClear: () => void;
}) {
  const { t } = useTranslation();
  return (
    <form
      role="search"
      aria-label={t('store.searchLabel')}
      onSubmit={(event) => {
        event.preventDefault();
        const field = new FormData(event.currentTarget).get('store-search');
        onSubmit(typeof field === 'string' ? field : '');
      }}
    >
      <HStack gap="2" maxW="440px">
        {/* Keyed by the URL's search: Back and Forward show the text of their entry. */}
        <Input
          key={search}
          name="store-search"
          type="search"
          defaultValue={search}
          maxLength={STORE_SEARCH_MAX}
          aria-label={t('store.searchLabel')}
          placeholder={t('store.searchLabel')}
          bg="bg"
        />
        <Button type="submit" colorPalette="green">
          {t('store.searchButton')}
        </Button>
        {search !== '' ? (
          <Button type="button" variant="outline" onClick={onClear}>
            {t('store.clearSearch')}
          </Button>
        ) : null}
      </HStack>
    </form>
  );
}
