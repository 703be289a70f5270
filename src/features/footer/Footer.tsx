import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Container } from '@chakra-ui/react/container';
import { Heading } from '@chakra-ui/react/heading';
import { Input } from '@chakra-ui/react/input';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { useConnect } from '@/system/flow-actor';
import { useNewsletterFlow } from '@/system/flows/newsletter';
import { lazyView } from '@/components/lazy-view';
import { useConfig } from '@/system/use-config';
import { useOnceOpened } from '@/components/use-once-opened';
import { STATIC_PAGES, isStaticPageShown } from '@/domain/static-pages';
import { connect } from './newsletter.connect';
import { flowsExplorerEnabled } from '@/explorer/enabled';
import { FooterLinksOut } from './FooterLinksOut';
import { BusyButton } from '@/components/BusyButton';
import '@/i18n/texts/shared';

// The map dialog's code loads when the visitor reaches for its tile.
const FindUsDialog = lazyView(() => import('./FindUsDialog'));

/** SPEC §2 footer: the newsletter band, the business and how to reach it. */
export default function Footer() {
  const { t } = useTranslation();
  const config = useConfig().data;
  const newsletter = useConnect(useNewsletterFlow(), connect);
  const [findUsOpen, setFindUsOpen] = useState(false);
  const findUsWanted = useOnceOpened(findUsOpen);

  return (
    <Box as="footer" borderTopWidth="1px" bg="bg.subtle" mt="10">
      <Box bg="green.subtle" py="6">
        <Container maxW="6xl">
          <Stack
            direction={{ base: 'column', md: 'row' }}
            justify="space-between"
            align={{ md: 'center' }}
            gap="4"
          >
            <Box>
              <Heading as="h2" size="md">
                {t('newsletter.title')}
              </Heading>
              <Text fontSize="sm" color="fg.muted">
                {t('newsletter.text')}
              </Text>
            </Box>
            <form
              noValidate
              onSubmit={(event) => {
                event.preventDefault();
                newsletter.subscribe();
              }}
            >
              <HStack gap="2" align="start">
                <Box>
                  <Input
                    type="email"
                    aria-label={t('newsletter.email')}
                    placeholder={t('newsletter.email')}
                    {...newsletter.getEmailProps()}
                    bg="bg"
                    width={{ base: '100%', md: '280px' }}
                  />
                </Box>
                <BusyButton
                  type="submit"
                  colorPalette="green"
                  width="100px"
                  busy={newsletter.isSubscribing}
                >
                  {t('newsletter.subscribe')}
                </BusyButton>
              </HStack>
            </form>
          </Stack>
        </Container>
      </Box>
      <Container maxW="6xl" py="8">
        {/* Stacked links each at least 24 px high: WCAG 2.2's target size (2.5.8) on a phone. */}
        <SimpleGrid
          columns={{ base: 1, md: 3 }}
          gap="6"
          css={{ '& a': { display: 'flex', alignItems: 'center', minHeight: '24px' } }}
        >
          <Stack gap="2">
            <Text fontWeight="bold" color="green.fg">
              {config?.business_name ?? t('nav.brand')}
            </Text>
            {config?.footer_text ? (
              <Text fontSize="sm" color="fg.muted">
                <span dir="auto">{config.footer_text}</span>
              </Text>
            ) : null}
            {config ? <FooterLinksOut config={config} /> : null}
          </Stack>
          <Stack gap="1" fontSize="sm">
            <Text fontWeight="semibold">{t('footer.contact')}</Text>
            {config?.email ? (
              <a href={`mailto:${config.email}`}>{t('footer.mail', { email: config.email })}</a>
            ) : null}
            {config?.phone ? (
              <a href={`tel:${config.phone}`}>{t('footer.call', { phone: config.phone })}</a>
            ) : null}
            {config?.address ? (
              <Text color="fg.muted">
                <span dir="auto">{config.address}</span>
              </Text>
            ) : null}
            {config ? (
              <Button
                variant="plain"
                p="0"
                height="auto"
                minH="24px"
                fontSize="sm"
                justifyContent="start"
                onPointerEnter={FindUsDialog.load}
                onFocus={FindUsDialog.load}
                onClick={() => setFindUsOpen(true)}
              >
                {t('footer.findUs')}
              </Button>
            ) : null}
            {config && findUsWanted ? (
              <FindUsDialog
                config={config}
                open={findUsOpen}
                onClose={() => setFindUsOpen(false)}
              />
            ) : null}
          </Stack>
          <Stack gap="1" fontSize="sm">
            <Text fontWeight="semibold">{t('footer.more')}</Text>
            <a href="/help-and-support">{t('pages.help')}</a>
            {STATIC_PAGES.filter((page) => config && isStaticPageShown(page, config)).map(
              (page) => (
                <a key={page.slug} href={`/${page.slug}`}>
                  {t(page.titleKey)}
                </a>
              ),
            )}
            {flowsExplorerEnabled ? <a href="/flows">{t('flows.title')}</a> : null}
          </Stack>
        </SimpleGrid>
      </Container>
    </Box>
  );
}
