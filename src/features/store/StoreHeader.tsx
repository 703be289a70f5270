import { Badge } from '@chakra-ui/react/badge';
import { Heading } from '@chakra-ui/react/heading';
import { Picture } from '@/components/Picture';
import { useTranslation } from '@/i18n/use-translation';
import type { StoreDetails } from '@/api/schemas/store-page';
import { WishlistHeart } from '@/components/feature-slots';
import { useMoney } from '@/system/use-money';
import type { connect } from './store-page.connect';
import { ClosedOverlay } from '@/components/ClosedOverlay';
import '@/i18n/texts/catalogue';

type Facts = ReturnType<typeof connect>['facts'];

/**
 * The store's cover ('CLOSED NOW' over it when closed or switched off), logo, name, the
 * wishlist heart, and its details: address, rating, delivery time and fee, minimum order, open
 * or closed with today's hours.
 */
export function StoreHeader({ store, facts }: { store: StoreDetails; facts: Facts }) {
  const { t } = useTranslation();
  const money = useMoney();
  const hours = facts.hoursToday.map((span) => `${span.opens}–${span.closes}`).join(', ');
  return (
    <div className="store-header">
      <div className="store-header__cover">
        <Picture
          src={store.cover_photo_full_url ?? undefined}
          priority
          alt=""
          height={{ base: '120px', md: '200px' }}
          width="100%"
          objectFit="cover"
          bg="bg.muted"
        />
        {facts.isOpen ? null : (
          // The header's facts say it in words too: the overlay is only what the eye sees.
          <ClosedOverlay fontSize={{ base: 'lg', md: '2xl' }} aria-hidden="true" />
        )}
      </div>
      <div className="store-header__row">
        <Picture
          src={store.logo_full_url ?? undefined}
          priority
          alt=""
          boxSize="64px"
          borderRadius="full"
          bg="bg.muted"
          flexShrink="0"
        />
        <div className="store-header__about">
          <div className="store-header__title">
            <Heading as="h1" size="xl" dir="auto">
              {store.name}
            </Heading>
            <Badge colorPalette={facts.isOpen ? 'green' : 'red'} variant="solid">
              {facts.isOpen ? t('store.openNow') : t('store.closedNow')}
            </Badge>
            <WishlistHeart wish={{ kind: 'store', entry: store }} name={store.name} />
          </div>
          {facts.address ? (
            <p className="store-header__address" dir="auto">
              {facts.address}
            </p>
          ) : null}
          <div className="store-header__facts">
            <p aria-label={t('store.ratingLabel', { rating: facts.rating })}>
              {t('store.ratingWithCount', { rating: facts.rating, count: facts.ratingCount })}
            </p>
            {facts.deliveryTime ? (
              <p>{t('store.deliveryTime', { time: facts.deliveryTime })}</p>
            ) : null}
            {facts.deliveryFee === null ? null : (
              <p>
                {facts.deliveryFee === 0
                  ? t('store.freeDeliveryFee')
                  : t('store.deliveryFee', { fee: money(facts.deliveryFee) })}
              </p>
            )}
            {facts.minimumOrder === null ? null : (
              <p>{t('store.minimumOrder', { amount: money(facts.minimumOrder) })}</p>
            )}
            <p>{hours === '' ? t('store.closedToday') : t('store.hoursToday', { hours })}</p>
          </div>
        </div>
      </div>
    </div>
  );
}
