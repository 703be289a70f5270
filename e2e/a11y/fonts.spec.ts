import { expect, type Page } from '@playwright/test';
import { test } from '../fixtures/test';
import { tr } from '../fixtures/i18n';
import { returningVisitor, visitorSpeaking } from '../fixtures/visitor';
import { findJourneyWorld } from '../fixtures/world';

/**
 * Issue 10: the storefront ships its fonts. On a machine without Bengali or Arabic system fonts
 * every page must still be readable: the faces come from the app's own host, only the subsets
 * a page needs are loaded, and Arabic is laid out right to left.
 */
const SCREENSHOTS = 'test-results/fonts';

type LoadedFace = { family: string; weight: string; unicodeRange: string };

async function loadedFaces(page: Page): Promise<LoadedFace[]> {
  return page.evaluate(async () => {
    await document.fonts.ready;
    return [...document.fonts]
      .filter((face) => face.status === 'loaded')
      .map((face) => ({
        family: face.family.replace(/["']/g, ''),
        weight: face.weight,
        unicodeRange: face.unicodeRange,
      }));
  });
}

/** Records every request and the bytes of each font the page downloads. */
function watchRequests(page: Page) {
  const urls: string[] = [];
  const fonts: { url: string; bytes: number }[] = [];
  page.on('request', (request) => urls.push(request.url()));
  const reading: Promise<void>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'font') return;
    // A face that arrives as the test ends cannot be read any more: it is left out, not an error.
    reading.push(
      response.body().then(
        (body) => void fonts.push({ url: response.url(), bytes: body.length }),
        () => undefined,
      ),
    );
  });
  /** The fonts downloaded so far, once their bodies are read. */
  const fontsRead = async () => {
    await Promise.all(reading);
    return fonts;
  };
  return { urls, fontsRead };
}

/** The README's font bytes per page come from these notes (`--reporter=json`). */
function noteFontBytes(fonts: { url: string; bytes: number }[]): void {
  const total = fonts.reduce((sum, font) => sum + font.bytes, 0);
  const files = fonts.map((font) => `${font.url.split('/').pop()} ${font.bytes}`).join(', ');
  test.info().annotations.push({ type: 'font bytes', description: `${total}: ${files}` });
}

function coversBengali(face: LoadedFace): boolean {
  return face.family === 'Noto Sans Bengali' && face.unicodeRange.includes('U+980-9FE');
}

/** The taka sign's own small face (src/app/fonts.css), in the stylesheet itself. */
function coversTaka(face: LoadedFace): boolean {
  return face.family === 'Noto Sans Bengali' && face.unicodeRange === 'U+9F3';
}

function coversLatin(face: LoadedFace): boolean {
  return face.family === 'Noto Sans Bengali' && face.unicodeRange.startsWith('U+0-FF');
}

function coversArabic(face: LoadedFace): boolean {
  return face.family === 'Noto Sans Arabic' && face.unicodeRange.includes('U+600-6FF');
}

const LANDINGS = [
  { language: 'en', dir: 'ltr', covers: coversLatin },
  { language: 'bn', dir: 'ltr', covers: coversBengali },
  { language: 'ar', dir: 'rtl', covers: coversArabic },
] as const;

for (const landing of LANDINGS) {
  test(`the ${landing.language} landing loads its own font face from the app's host`, async ({
    page,
    baseURL,
  }) => {
    const seen = watchRequests(page);
    await visitorSpeaking(page, landing.language);
    await page.goto('/');
    await expect(
      page.getByRole('heading', { level: 1, name: tr('landing.title', {}, landing.language) }),
    ).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', landing.language);
    await expect(page.locator('html')).toHaveAttribute('dir', landing.dir);

    const faces = await loadedFaces(page);
    expect(faces.filter(landing.covers), JSON.stringify(faces)).not.toEqual([]);

    const appOrigin = new URL(baseURL!).origin;
    expect(seen.urls.filter((url) => !url.startsWith(appOrigin))).toEqual([]);
    const fonts = await seen.fontsRead();
    expect(fonts.length).toBeGreaterThan(0);
    noteFontBytes(fonts);
    await page.screenshot({
      path: `${SCREENSHOTS}/landing-${landing.language}.png`,
      fullPage: true,
    });
  });
}

const PRICED_PAGES = [
  { language: 'en', dir: 'ltr', script: null },
  { language: 'ar', dir: 'rtl', script: coversArabic },
] as const;

for (const priced of PRICED_PAGES) {
  test(`a ${priced.language} store page shows the taka sign from the Bengali face`, async ({
    page,
    request,
    baseURL,
  }) => {
    const world = await findJourneyWorld(request);
    const seen = watchRequests(page);
    await returningVisitor(page, world, priced.language);
    // A phone: there the language picker (each language's name in its own script) is in the
    // menu drawer; the desktop header's picker has the browser measure every name, which loads
    // the Bengali and Arabic faces after the page is in.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/store/${world.first.store.id}`);
    await expect(
      page.getByRole('heading', { level: 1, name: world.first.store.name }),
    ).toBeVisible();
    await expect(page.getByText('৳').first()).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('dir', priced.dir);

    const faces = await loadedFaces(page);
    expect(faces.filter(coversTaka), JSON.stringify(faces)).not.toEqual([]);
    expect(faces.filter(coversLatin), JSON.stringify(faces)).not.toEqual([]);
    if (priced.script) expect(faces.filter(priced.script)).not.toEqual([]);
    const appOrigin = new URL(baseURL!).origin;
    expect(seen.urls.filter((url) => !url.startsWith(appOrigin))).toEqual([]);
    // The prices' taka sign downloads no Bengali script (44-48 KB a weight), nor Arabic in English.
    const fonts = await seen.fontsRead();
    const files = fonts.map((font) => font.url.split('/').pop());
    expect(files.filter((file) => /bengali-bengali/.test(file!))).toEqual([]);
    if (!priced.script) expect(files.filter((file) => /arabic/.test(file!))).toEqual([]);
    noteFontBytes(fonts);
    await page.screenshot({ path: `${SCREENSHOTS}/store-${priced.language}.png` });
  });
}
