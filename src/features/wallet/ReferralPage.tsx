import { Button } from '@chakra-ui/react/button';
import { Container } from '@chakra-ui/react/container';
import { Heading } from '@chakra-ui/react/heading';
import { Skeleton } from '@chakra-ui/react/skeleton';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useTranslation } from '@/i18n/use-translation';
import { AccessGate } from '@/features/account';
import { useConfig } from '@/system/use-config';
import { ErrorState } from '@/components/ErrorState';
import { ACCESS_RULES } from '@/domain/access';
import { CopyButton } from '@/features/coupons';
import { canShare, shareText } from '@/platform/share';
import { useCustomerInfo } from '@/system/use-customer-info';
import '@/i18n/texts/account';
import '@/i18n/texts/shared';

/** `/referral-code`: the customer's code to copy or share, and what a friend's first order earns. */
export default function ReferralPage() {
  return (
    <AccessGate rule={ACCESS_RULES.referral}>
      <Referral />
    </AccessGate>
  );
}

function Referral() {
  const { t } = useTranslation();
  const config = useConfig().data;
  const info = useCustomerInfo();
  const code = info.data?.ref_code ?? '';
  return (
    <Container maxW="2xl" py="8">
      <Heading as="h1" size="2xl" mb="2">
        {t('referral.title')}
      </Heading>
      <Text color="fg.muted" mb="6">
        {t('referral.intro', { business: config?.business_name ?? t('nav.brand') })}
      </Text>
      {info.isError ? <ErrorState error={info.error} onRetry={() => void info.refetch()} /> : null}
      {info.isPending ? <Skeleton height="16" /> : null}
      {info.isSuccess ? (
        <Stack gap="4">
          <HStack
            borderWidth="2px"
            borderStyle="dashed"
            borderColor="green.emphasized"
            borderRadius="lg"
            p="4"
            justify="space-between"
            gap="3"
          >
            <Stack gap="0">
              <Text fontSize="sm" color="fg.muted">
                {t('referral.yourCode')}
              </Text>
              <Text fontSize="2xl" fontWeight="bold" fontFamily="mono" dir="ltr" alignSelf="start">
                {code}
              </Text>
            </Stack>
            <CopyButton code={code} name={t('referral.yourCode')} />
          </HStack>
          {canShare() ? (
            <Button
              colorPalette="green"
              alignSelf="start"
              onClick={() =>
                void shareText({
                  title: t('referral.title'),
                  text: t('referral.shareText', { code }),
                  url: `${window.location.origin}/auth/sign-up`,
                })
              }
            >
              {t('referral.share')}
            </Button>
          ) : null}
        </Stack>
      ) : null}
      <Text mt="6" fontSize="sm" color="fg.muted">
        {t('referral.howItWorks')}
      </Text>
    </Container>
  );
}
