import { Button } from '@chakra-ui/react/button';
import { useTranslation } from '@/i18n/use-translation';
import { useConnect } from '@/system/flow-actor';
import { useCouponCopyFlow } from '@/system/flows/coupon-copy';
import { connect } from './coupon-copy.connect';

/** Copies a code; shows "Copied" for 1 s (SPEC §9). `name` says what is copied, for screen readers. */
export function CopyButton({ code, name }: { code: string; name: string }) {
  const { t } = useTranslation();
  const copy = useConnect(useCouponCopyFlow(code), connect);
  return (
    <Button
      size="sm"
      variant={copy.isCopied ? 'solid' : 'outline'}
      colorPalette="green"
      aria-label={`${t(copy.labelKey)} ${name}`}
      onClick={copy.copy}
    >
      <span aria-live="polite">{t(copy.labelKey)}</span>
    </Button>
  );
}
