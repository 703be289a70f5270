import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Input } from '@chakra-ui/react/input';
import { HStack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearch } from 'wouter';
import { navigate } from 'wouter/use-browser-location';
import { useStoredPlace } from '@/platform/location-store';
import { SuggestionList } from '@/components/SuggestionList';
import { useSearchBox } from './use-search-box';

function ListHeading({ children }: { children: ReactNode }) {
  return (
    <Text as="li" fontSize="xs" fontWeight="bold" color="fg.muted" px="3" pt="2">
      {children}
    </Text>
  );
}

/** The header search (SPEC §2): recent searches, debounced suggestions, submit to results. */
export default function SearchBox() {
  const { t } = useTranslation();
  const place = useStoredPlace();
  const current = new URLSearchParams(useSearch()).get('search') ?? '';
  const box = useSearchBox(current);
  const listId = useId();
  const open = box.showRecent || box.showSuggestions;
  const moduleType = place.module?.module_type ?? 'grocery';
  // Choosing from the list keeps focus in the box (a blur would close the list first).
  const keepFocus = (event: { preventDefault: () => void }) => event.preventDefault();
  const go = (path: string) => {
    box.send({ type: 'CLOSED' });
    navigate(path);
  };

  return (
    <Box
      as="form"
      role="search"
      position="relative"
      width={{ base: '100%', md: '300px', lg: '440px' }}
      maxWidth="600px"
      onSubmit={(event) => {
        event.preventDefault();
        box.send({ type: 'SUBMITTED' });
      }}
    >
      <Input
        type="search"
        size="sm"
        aria-label={t('search.label')}
        aria-controls={open ? listId : undefined}
        placeholder={t(`search.placeholder.${moduleType}`, {
          defaultValue: t('search.placeholder.grocery'),
        })}
        value={box.text}
        onFocus={() => box.send({ type: 'FOCUSED' })}
        onBlur={() => box.send({ type: 'CLOSED' })}
        onKeyDown={(event) => (event.key === 'Escape' ? box.send({ type: 'CLOSED' }) : undefined)}
        onChange={(event) => box.send({ type: 'TEXT_CHANGED', text: event.target.value })}
        bg="bg"
      />
      {open ? (
        <SuggestionList id={listId} label={t('search.suggestions')} onMouseDown={keepFocus}>
          {box.showRecent ? (
            <>
              <HStack as="li" justify="space-between" px="3" pt="1">
                <Text fontSize="xs" fontWeight="bold" color="fg.muted">
                  {t('search.recent')}
                </Text>
                <Button
                  size="xs"
                  variant="ghost"
                  onClick={() => box.send({ type: 'RECENT_CLEARED' })}
                >
                  {t('search.clearAll')}
                </Button>
              </HStack>
              {box.recent.map((term) => (
                <HStack
                  as="li"
                  key={term}
                  role="option"
                  aria-selected={false}
                  justify="space-between"
                  px="1"
                >
                  <Button
                    variant="ghost"
                    size="sm"
                    flex="1"
                    justifyContent="flex-start"
                    onClick={() => box.send({ type: 'RECENT_CHOSEN', term })}
                  >
                    {term}
                  </Button>
                  <Button
                    variant="ghost"
                    size="xs"
                    aria-label={t('search.deleteRecent', { term })}
                    onClick={() => box.send({ type: 'RECENT_DELETED', term })}
                  >
                    ✕
                  </Button>
                </HStack>
              ))}
            </>
          ) : (
            <>
              {box.suggestions.items.length > 0 ? (
                <ListHeading>{t('search.items')}</ListHeading>
              ) : null}
              {box.suggestions.items.map((item) => (
                <li key={`item-${item.id}`}>
                  <Button
                    variant="ghost"
                    size="sm"
                    width="100%"
                    justifyContent="flex-start"
                    onClick={() => go(`/product/${item.slug || item.id}`)}
                  >
                    {item.name}
                  </Button>
                </li>
              ))}
              {box.suggestions.stores.length > 0 ? (
                <ListHeading>{t('search.stores')}</ListHeading>
              ) : null}
              {box.suggestions.stores.map((store) => (
                <li key={`store-${store.id}`}>
                  <Button
                    variant="ghost"
                    size="sm"
                    width="100%"
                    justifyContent="flex-start"
                    onClick={() => go(`/store/${store.slug || store.id}`)}
                  >
                    {store.name}
                  </Button>
                </li>
              ))}
            </>
          )}
        </SuggestionList>
      ) : null}
    </Box>
  );
}
