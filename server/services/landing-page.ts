import type { Db } from '../db/client';
import { readSettings } from './config';
import { IMAGE_BASE } from './images';

/**
 * `GET react-landing-page`: the 6amMart React client's landing data, built from the settings
 * the SPA's landing uses too (`landing_page` texts, `landing_page_links`, the business's name
 * and footer text), so both clients say the same. This world has no business apps, earning
 * programme, testimonials or promotional landing banners: those fields are empty (null, "0"
 * statuses, empty lists), which the client skips. The hero's banner and icon are the landing
 * texts' (`header_banner`, `header_icon`), else the business's logo: the client asks for them
 * whatever they are (a null was `images/banner/null`). Image bases are absolute under `origin`.
 */

type Texts = Record<string, unknown>;

const text = (t: Texts, key: string): string | null =>
  typeof t[key] === 'string' && t[key] !== '' ? t[key] : null;

const status = (v: unknown) => (v === 1 || v === '1' || v === true ? '1' : '0');

export async function landingPage(db: Db, origin: string) {
  const s = await readSettings(db);
  const texts = (s.landing_page ?? {}) as Texts;
  const links = (s.landing_page_links ?? {}) as Texts;
  const base = `${origin}${IMAGE_BASE}`;
  const logo = text(s, 'logo');
  return {
    header_title: text(texts, 'header_title'),
    header_sub_title: text(texts, 'header_sub_title'),
    header_tag_line: null,
    header_banner: text(texts, 'header_banner') ?? logo,
    header_icon: text(texts, 'header_icon') ?? logo,
    company_title: text(s, 'business_name'),
    company_sub_title: null,
    company_description: text(s, 'footer_text'),
    company_button_name: null,
    company_button_url: null,
    download_user_app_title: text(texts, 'download_app_title'),
    download_user_app_sub_title: text(texts, 'download_app_sub_title'),
    download_user_app_links: {
      playstore_url_status: status(links.app_url_android_status),
      playstore_url: text(links, 'app_url_android'),
      apple_store_url_status: status(links.app_url_ios_status),
      apple_store_url: text(links, 'app_url_ios'),
    },
    download_business_app_links: {
      seller_playstore_url_status: '0',
      seller_playstore_url: null,
      seller_appstore_url_status: '0',
      seller_appstore_url: null,
      dm_playstore_url_status: '0',
      dm_playstore_url: null,
      dm_appstore_url_status: '0',
      dm_appstore_url: null,
    },
    business_title: null,
    business_sub_title: null,
    business_image: null,
    earning_title: null,
    earning_sub_title: null,
    earning_seller_title: null,
    earning_seller_sub_title: null,
    earning_dm_title: null,
    earning_dm_sub_title: null,
    fixed_newsletter_title: text(texts, 'newsletter_title'),
    fixed_newsletter_sub_title: text(texts, 'newsletter_sub_title'),
    fixed_footer_description: text(s, 'footer_text'),
    fixed_promotional_banner: null,
    promotion_banners: [],
    testimonial_title: null,
    testimonial_list: [],
    base_urls: {
      header_banner_url: `${base}/banner`,
      header_icon_url: `${base}/business`,
      promotional_banner_url: `${base}/banner`,
      business_image_url: `${base}/business`,
      testimonial_image_url: `${base}/customer`,
    },
  };
}
