import type { FastifyRequest } from 'fastify';

/**
 * The provider's user-facing messages in every language it speaks (`X-localization`). Errors
 * are thrown with the English text; the error handler swaps in the request's language when
 * the table has it. Success messages are looked up by key with `t()`.
 */

export type Lang = 'en' | 'bn';

export const MESSAGES = {
  zone_id_required: { en: 'Zone id required', bn: 'জোন আইডি প্রয়োজন' },
  module_id_required: { en: 'Module id required', bn: 'মডিউল আইডি প্রয়োজন' },
  module_not_found: { en: 'Module not found', bn: 'মডিউল পাওয়া যায়নি' },
  service_unavailable: {
    en: 'Service not available in this area',
    bn: 'এই এলাকায় সেবা উপলব্ধ নয়',
  },
  store_not_found: { en: 'Store not found', bn: 'দোকান পাওয়া যায়নি' },
  item_not_found: { en: 'Item not found', bn: 'পণ্য পাওয়া যায়নি' },
  category_not_found: { en: 'Category not found', bn: 'ক্যাটাগরি পাওয়া যায়নি' },
  brand_not_found: { en: 'Brand not found', bn: 'ব্র্যান্ড পাওয়া যায়নি' },
  campaign_not_found: { en: 'Campaign not found', bn: 'ক্যাম্পেইন পাওয়া যায়নি' },
  flash_sale_not_found: { en: 'Flash sale not found', bn: 'ফ্ল্যাশ সেল পাওয়া যায়নি' },
  condition_not_found: { en: 'Condition not found', bn: 'রোগের তথ্য পাওয়া যায়নি' },
  page_not_found: { en: 'Page not found', bn: 'পৃষ্ঠা পাওয়া যায়নি' },
  subscribed: { en: 'Subscribed Successfully', bn: 'সফলভাবে সাবস্ক্রাইব করা হয়েছে' },
  invalid_email: { en: 'Please insert a valid email.', bn: 'অনুগ্রহ করে একটি সঠিক ইমেইল দিন।' },
  store_closed: {
    en: 'The store is closed at the moment',
    bn: 'দোকানটি এই মুহূর্তে বন্ধ আছে',
  },
  too_many_requests: {
    en: 'Too many requests, please try again later.',
    bn: 'অনেক বেশি অনুরোধ, অনুগ্রহ করে পরে আবার চেষ্টা করুন।',
  },
  headers_too_large: {
    en: 'The request headers are too large.',
    bn: 'অনুরোধের হেডার খুব বড়।',
  },
  url_too_long: { en: 'The address is too long.', bn: 'ঠিকানাটি খুব দীর্ঘ।' },
  bad_url: { en: 'The address could not be read.', bn: 'ঠিকানাটি পড়া যায়নি।' },
  bad_request: { en: 'The request could not be read.', bn: 'অনুরোধটি পড়া যায়নি।' },
  refund_requested: {
    en: 'Refund request submitted.',
    bn: 'রিফান্ডের অনুরোধ জমা হয়েছে।',
  },
  request_timeout: { en: 'The request took too long.', bn: 'অনুরোধটি অনেক সময় নিয়েছে।' },
} as const satisfies Record<string, Record<Lang, string>>;

export type MessageKey = keyof typeof MESSAGES;

const BY_ENGLISH = new Map<string, Record<Lang, string>>(
  Object.values(MESSAGES).map((m) => [m.en, m]),
);

export function t(key: MessageKey, lang: Lang = 'en'): string {
  return MESSAGES[key][lang];
}

/** The message in `lang` when the table has it (matched on its English text), else as is. */
export function localize(message: string, lang: Lang): string {
  if (lang === 'en') return message;
  return BY_ENGLISH.get(message)?.[lang] ?? message;
}

/** `X-localization: bn` (or `bn-BD`, any case) selects Bengali; anything else is English. */
export function languageOf(req: FastifyRequest): Lang {
  const raw = req.headers['x-localization'];
  const value = (Array.isArray(raw) ? raw[0] : raw)?.trim().toLowerCase() ?? '';
  return value === 'bn' || value.startsWith('bn-') || value.startsWith('bn_') ? 'bn' : 'en';
}
