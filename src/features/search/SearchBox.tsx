import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Input } from '@chakra-ui/react/input';
import { HStack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useId, useLayoutEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { useSearch } from 'wouter';
import { Link } from 'wouter';
import { useConnect } from '@/system/flow-actor';
import { useSearchBoxFlow } from '@/system/flows/search-box';
import { useStoredScope } from '@/platform/location-store';
import { SuggestionList } from '@/components/SuggestionList';
import { connect } from './search-box.connect';
import '@/i18n/texts/shared';

function ListHeading({ children }: { children: ReactNode }) {
  return (
    <Text as="li" fontSize="xs" fontWeight="bold" color="fg.muted" px="3" pt="2">
      {children}
    </Text>
  );
}

type NextFocus = (list: HTMLElement) => HTMLElement | null | undefined;

/** The header search (SPEC §2): recent searches, debounced suggestions, submit to results. */
export default function SearchBox() {
  const { t } = useTranslation();
  const place = useStoredScope();
  const current = new URLSearchParams(useSearch()).get('search') ?? '';
  const box = useConnect(useSearchBoxFlow(current), connect);
  const listId = useId();
  const moduleType = place.module?.module_type ?? 'grocery';
  // Choosing from the list keeps focus in the box (a blur would close the list first).
  const keepFocus = (event: { preventDefault: () => void }) => event.preventDefault();
  // By keyboard: Arrow Down (or Tab) moves into the list; the list closes once focus leaves both.
  const intoList = () =>
    document.getElementById(listId)?.querySelector<HTMLElement>('button, a[href]')?.focus();
  const input = useRef<HTMLInputElement>(null);
  /** Focus coming back from the list is no new visit to the box (it would open the list again). */
  const returning = useRef(false);
  /** Where focus goes once a list entry pressed by keyboard is gone (chosen, deleted, cleared). */
  const focusNext = useRef<NextFocus | null>(null);
  /** `next` picks a control in the list as it is then; none: back to the box. */
  const afterListChange = (next: NextFocus = () => null) => {
    // A pointer's press leaves focus in the box.
    if (document.getElementById(listId)?.contains(document.activeElement)) focusNext.current = next;
  };
  useLayoutEffect(() => {
    const next = focusNext.current;
    const active = document.activeElement;
    if (!next || document.getElementById(listId)?.contains(active)) return;
    focusNext.current = null;
    if (active && active !== document.body) return;
    const list = document.getElementById(listId);
    const target = (list && next(list)) || input.current;
    returning.current = target === input.current;
    target?.focus();
  });

  return (
    <Box
      as="form"
      role="search"
      position="relative"
      width="100%"
      maxWidth="600px"
      onSubmit={(event) => {
        event.preventDefault();
        box.submit();
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) box.close();
      }}
    >
      <Input
        type="search"
        size="sm"
        aria-label={t('search.label')}
        aria-controls={box.isOpen ? listId : undefined}
        placeholder={t(`search.placeholder.${moduleType}`, {
          defaultValue: t('search.placeholder.grocery'),
        })}
        ref={input}
        value={box.text}
        onFocus={() => {
          if (!returning.current) box.focus();
          returning.current = false;
        }}
        onKeyDown={(event) => {
          if (event.key === 'Escape') box.close();
          if (event.key === 'ArrowDown' && box.isOpen) {
            event.preventDefault();
            intoList();
          }
        }}
        onChange={(event) => box.changeText(event.target.value)}
        bg="bg"
      />
      {box.isOpen ? (
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
                  onClick={() => {
                    afterListChange();
                    box.clearRecent();
                  }}
                >
                  {t('search.clearAll')}
                </Button>
              </HStack>
              {box.recent.map((term, index) => (
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
                    onClick={() => {
                      afterListChange();
                      box.chooseRecent(term);
                    }}
                  >
                    {term}
                  </Button>
                  <Button
                    variant="ghost"
                    size="xs"
                    aria-label={t('search.deleteRecent', { term })}
                    onClick={() => {
                      // The next term's delete (the one now in this place), else the last one's.
                      afterListChange((list) => {
                        const deletes = list.querySelectorAll<HTMLElement>('[data-delete-recent]');
                        return deletes[index] ?? deletes[deletes.length - 1];
                      });
                      box.deleteRecent(term);
                    }}
                    data-delete-recent
                  >
                    ✕
                  </Button>
                </HStack>
              ))}
            </>
          ) : (
            <>
              {box.items.length > 0 ? <ListHeading>{t('search.items')}</ListHeading> : null}
              {box.items.map((item) => (
                <li key={`item-${item.id}`}>
                  <Button
                    asChild
                    variant="ghost"
                    size="sm"
                    width="100%"
                    justifyContent="flex-start"
                  >
                    <Link href={item.href} onClick={box.close}>
                      {item.name}
                    </Link>
                  </Button>
                </li>
              ))}
              {box.stores.length > 0 ? <ListHeading>{t('search.stores')}</ListHeading> : null}
              {box.stores.map((store) => (
                <li key={`store-${store.id}`}>
                  <Button
                    asChild
                    variant="ghost"
                    size="sm"
                    width="100%"
                    justifyContent="flex-start"
                  >
                    <Link href={store.href} onClick={box.close}>
                      {store.name}
                    </Link>
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
