import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { test } from '../fixtures/test';
import { expectAccessibleEverywhere } from '../fixtures/axe';
import { newCustomer } from '../fixtures/customer';
import { tokenOf } from '../fixtures/delivered-order';
import { translator, type Locale } from '../fixtures/i18n';
import { returningVisitor, visitorSpeaking } from '../fixtures/visitor';
import { findJourneyWorld, type JourneyWorld } from '../fixtures/world';

/**
 * The routes whose journeys do not already run axe in light and dark at 1280 and 390 px (the
 * catalogue, orders, checkout, profile, chat, item and prescription journeys do), each once, in
 * one of the three languages in turn. Each must render its own heading, not the not-found page.
 */
type Visitor = 'new' | 'returning' | 'customer';
type RouteCase = {
  path: (world: JourneyWorld) => string;
  visitor: Visitor;
  locale: Locale;
  /** The level-1 heading the route shows, from its translator. */
  heading: (t: ReturnType<typeof translator>, world: JourneyWorld) => string;
};

const ROUTES: Record<string, RouteCase> = {
  landing: { path: () => '/', visitor: 'new', locale: 'ar', heading: (t) => t('landing.title') },
  'module home': {
    path: () => '/home',
    visitor: 'returning',
    locale: 'bn',
    heading: (t, world) => t(`home.hero.${world.module.module_type}.title`),
  },
  store: {
    path: (world) => `/store/${world.first.store.id}`,
    visitor: 'returning',
    locale: 'ar',
    heading: (_t, world) => world.first.store.name,
  },
  'sign in': {
    path: () => '/auth/sign-in',
    visitor: 'returning',
    locale: 'en',
    heading: (t) => t('auth.signInTitle'),
  },
  'sign up': {
    path: () => '/auth/sign-up',
    visitor: 'returning',
    locale: 'bn',
    heading: (t) => t('auth.signUpTitle'),
  },
  wallet: {
    path: () => '/wallet',
    visitor: 'customer',
    locale: 'en',
    heading: (t) => t('wallet.title'),
  },
  'loyalty points': {
    path: () => '/loyalty-points',
    visitor: 'customer',
    locale: 'ar',
    heading: (t) => t('loyalty.title'),
  },
  'referral code': {
    path: () => '/referral-code',
    visitor: 'customer',
    locale: 'bn',
    heading: (t) => t('referral.title'),
  },
  coupons: {
    path: () => '/coupons',
    visitor: 'returning',
    locale: 'en',
    heading: (t) => t('coupons.title'),
  },
  settings: {
    path: () => '/settings',
    visitor: 'returning',
    locale: 'ar',
    heading: (t) => t('settingsPage.title'),
  },
};

let world: Promise<JourneyWorld> | undefined;
const worldOf = (request: APIRequestContext) => (world ??= findJourneyWorld(request));

async function arrive(page: Page, request: APIRequestContext, route: RouteCase) {
  const found = await worldOf(request);
  if (route.visitor === 'new') await visitorSpeaking(page, route.locale);
  else await returningVisitor(page, found, route.locale);
  if (route.visitor === 'customer') {
    const token = await tokenOf(request, await newCustomer(request));
    await page.addInitScript((value) => localStorage.setItem('token', value), token);
  }
  return found;
}

for (const [name, route] of Object.entries(ROUTES)) {
  test(`${name}: no axe violations in light and dark, 1280 and 390 px (${route.locale})`, async ({
    page,
    request,
  }) => {
    const found = await arrive(page, request, route);
    const t = translator(route.locale);
    await page.goto(route.path(found));
    await expect(
      page.getByRole('heading', { level: 1, name: route.heading(t, found), exact: true }),
    ).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', route.locale);
    // What was loading has arrived: a skeleton is not the screen under test.
    await expect(page.locator('.chakra-skeleton, .chakra-spinner')).toHaveCount(0);
    await expectAccessibleEverywhere(page, `${name} (${route.locale})`);
  });
}
