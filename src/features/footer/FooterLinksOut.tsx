import { HStack } from '@chakra-ui/react/stack';
import { Link } from '@chakra-ui/react/link';
import { useTranslation } from '@/i18n/use-translation';
import type { Config } from '@/api/schemas/config';
import '@/i18n/texts/shared';

/** An address that opens in a new window, as SPEC §2 wants for the social icons. */
function OutLink({ href, label, children }: { href: string; label: string; children: string }) {
  const { t } = useTranslation();
  return (
    <Link
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={t('footer.newWindow', { name: label })}
      borderWidth="1px"
      borderRadius="full"
      px="3"
      py="1"
      fontSize="sm"
      bg="bg"
    >
      {children}
    </Link>
  );
}

/** The networks the provider lists as active, then the app badges whose status is 1. */
export function FooterLinksOut({ config }: { config: Config }) {
  const { t } = useTranslation();
  const networks = config.social_media.filter((network) => network.status && network.link);
  const apps = config.landing_page_links;
  const badges = [
    apps.app_url_android_status && apps.app_url_android
      ? { href: apps.app_url_android, name: t('footer.googlePlay') }
      : null,
    apps.app_url_ios_status && apps.app_url_ios
      ? { href: apps.app_url_ios, name: t('footer.appStore') }
      : null,
  ].filter((badge) => badge !== null);
  if (networks.length === 0 && badges.length === 0) return null;
  return (
    <HStack gap="2" wrap="wrap">
      {networks.map((network) => {
        const name = t(`footer.networks.${network.name}`, { defaultValue: network.name });
        return (
          <OutLink key={network.name} href={network.link} label={name}>
            {name}
          </OutLink>
        );
      })}
      {badges.map((badge) => (
        <OutLink key={badge.href} href={badge.href} label={badge.name}>
          {badge.name}
        </OutLink>
      ))}
    </HStack>
  );
}
