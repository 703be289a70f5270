import { Center } from '@chakra-ui/react/center';
import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { BusyButton } from './BusyButton';
import '@/i18n/texts/shared';

/** The first control (or the entry itself, made focusable) of a list's entry. */
function focusTarget(entry: Element | undefined): HTMLElement | null {
  if (!(entry instanceof HTMLElement)) return null;
  const control = entry.querySelector<HTMLElement>('a[href], button:not([disabled]), input');
  if (control) return control;
  entry.tabIndex = -1;
  return entry;
}

/**
 * The focus a Load more button had when it went (the list's last page came): to the first entry
 * that page brought, once this commit has put it in the list.
 */
function handFocusOver(
  button: HTMLButtonElement | null,
  list: RefObject<HTMLElement | null>,
  index: number,
) {
  if (!button || document.activeElement !== button) return;
  requestAnimationFrame(() => focusTarget(list.current?.children[index])?.focus());
}

/**
 * Load more, for keyboards and for browsers with no infinite scroll. It keeps focus while the
 * next page loads (a `BusyButton`), and
 * when the last page has come and it is gone, the focus it had goes to the first entry that
 * page brought (`list`: the element whose children are the entries). `below`: centred under
 * a grid.
 */
export function LoadMoreButton({
  loading,
  onLoad,
  list,
  size,
  below = false,
}: {
  loading: boolean;
  onLoad: () => unknown;
  list: RefObject<HTMLElement | null>;
  size?: 'sm' | 'md';
  below?: boolean;
}) {
  const { t } = useTranslation();
  const button = useRef<HTMLButtonElement>(null);
  /** How many entries the list had when the page now loading was asked for. */
  const before = useRef(0);
  useEffect(() => {
    if (loading) before.current = list.current?.children.length ?? 0;
  }, [loading, list]);
  useLayoutEffect(() => {
    const self = button.current;
    const loaded = before;
    return () => handFocusOver(self, list, loaded.current);
  }, [list]);
  const shown = (
    <BusyButton
      ref={button}
      variant="outline"
      size={size}
      busy={loading}
      onClick={() => void onLoad()}
    >
      {t('common.loadMore')}
    </BusyButton>
  );
  return below ? <Center mt="6">{shown}</Center> : shown;
}
