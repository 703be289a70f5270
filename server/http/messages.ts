import type { FastifyRequest } from 'fastify';

/**
 * The provider's user-facing messages in every language it speaks (`X-localization`). Errors
 * are thrown with the English text; the error handler swaps in the request's language when
 * the table has it. Success messages are looked up by key with `t()`.
 */

export type Lang = 'en' | 'bn' | 'ar';

export const MESSAGES = {
  zone_id_required: { en: 'Zone id required', bn: 'জোন আইডি প্রয়োজন', ar: 'معرّف المنطقة مطلوب' },
  module_id_required: { en: 'Module id required', bn: 'মডিউল আইডি প্রয়োজন', ar: 'معرّف القسم مطلوب' },
  module_not_found: { en: 'Module not found', bn: 'মডিউল পাওয়া যায়নি', ar: 'لم يُعثر على القسم' },
  service_unavailable: {
    en: 'Service not available in this area',
    bn: 'এই এলাকায় সেবা উপলব্ধ নয়',
    ar: 'الخدمة غير متاحة في هذه المنطقة',
  },
  store_not_found: { en: 'Store not found', bn: 'দোকান পাওয়া যায়নি', ar: 'لم يُعثر على المتجر' },
  item_not_found: { en: 'Item not found', bn: 'পণ্য পাওয়া যায়নি', ar: 'لم يُعثر على المنتج' },
  category_not_found: {
    en: 'Category not found',
    bn: 'ক্যাটাগরি পাওয়া যায়নি',
    ar: 'لم يُعثر على الفئة',
  },
  brand_not_found: {
    en: 'Brand not found',
    bn: 'ব্র্যান্ড পাওয়া যায়নি',
    ar: 'لم يُعثر على العلامة التجارية',
  },
  campaign_not_found: {
    en: 'Campaign not found',
    bn: 'ক্যাম্পেইন পাওয়া যায়নি',
    ar: 'لم يُعثر على العرض',
  },
  flash_sale_not_found: {
    en: 'Flash sale not found',
    bn: 'ফ্ল্যাশ সেল পাওয়া যায়নি',
    ar: 'لم يُعثر على التخفيض السريع',
  },
  condition_not_found: {
    en: 'Condition not found',
    bn: 'রোগের তথ্য পাওয়া যায়নি',
    ar: 'لم يُعثر على الحالة المرضية',
  },
  page_not_found: { en: 'Page not found', bn: 'পৃষ্ঠা পাওয়া যায়নি', ar: 'الصفحة غير موجودة' },
  subscribed: {
    en: 'Subscribed Successfully',
    bn: 'সফলভাবে সাবস্ক্রাইব করা হয়েছে',
    ar: 'تم الاشتراك بنجاح',
  },
  invalid_email: {
    en: 'Please insert a valid email.',
    bn: 'অনুগ্রহ করে একটি সঠিক ইমেইল দিন।',
    ar: 'يُرجى إدخال بريد إلكتروني صالح.',
  },
  store_closed: {
    en: 'The store is closed at the moment',
    bn: 'দোকানটি এই মুহূর্তে বন্ধ আছে',
    ar: 'المتجر مغلق في الوقت الحالي',
  },
  too_many_requests: {
    en: 'Too many requests, please try again later.',
    bn: 'অনেক বেশি অনুরোধ, অনুগ্রহ করে পরে আবার চেষ্টা করুন।',
    ar: 'طلبات كثيرة جدًا، يُرجى المحاولة لاحقًا.',
  },
  headers_too_large: {
    en: 'The request headers are too large.',
    bn: 'অনুরোধের হেডার খুব বড়।',
    ar: 'ترويسات الطلب كبيرة جدًا.',
  },
  url_too_long: {
    en: 'The address is too long.',
    bn: 'ঠিকানাটি খুব দীর্ঘ।',
    ar: 'العنوان طويل جدًا.',
  },
  bad_url: {
    en: 'The address could not be read.',
    bn: 'ঠিকানাটি পড়া যায়নি।',
    ar: 'تعذّرت قراءة العنوان.',
  },
  bad_request: {
    en: 'The request could not be read.',
    bn: 'অনুরোধটি পড়া যায়নি।',
    ar: 'تعذّرت قراءة الطلب.',
  },
  refund_requested: {
    en: 'Refund request submitted.',
    bn: 'রিফান্ডের অনুরোধ জমা হয়েছে।',
    ar: 'تم إرسال طلب الاسترداد.',
  },
  wishlist_added: {
    en: 'Successfully added!',
    bn: 'সফলভাবে যোগ করা হয়েছে!',
    ar: 'تمت الإضافة بنجاح!',
  },
  wishlist_removed: {
    en: 'Successfully removed!',
    bn: 'সফলভাবে সরানো হয়েছে!',
    ar: 'تمت الإزالة بنجاح!',
  },
  wishlist_already: {
    en: 'Already in your wishlist',
    bn: 'ইতিমধ্যে আপনার পছন্দের তালিকায় আছে',
    ar: 'موجود بالفعل في مفضلتك',
  },
  wishlist_not_in_list: {
    en: 'Not found in your wishlist',
    bn: 'আপনার পছন্দের তালিকায় পাওয়া যায়নি',
    ar: 'غير موجود في مفضلتك',
  },
  request_timeout: {
    en: 'The request took too long.',
    bn: 'অনুরোধটি অনেক সময় নিয়েছে।',
    ar: 'استغرق الطلب وقتًا طويلًا.',
  },
  otp_sent: {
    en: 'OTP sent successfully.',
    bn: 'ওটিপি সফলভাবে পাঠানো হয়েছে।',
    ar: 'تم إرسال رمز التحقق بنجاح.',
  },
  otp_proceed: {
    en: 'OTP found, you can proceed.',
    bn: 'ওটিপি মিলেছে, আপনি এগিয়ে যেতে পারেন।',
    ar: 'رمز التحقق صحيح، يمكنك المتابعة.',
  },
  otp_invalid: { en: 'Invalid OTP.', bn: 'ওটিপি সঠিক নয়।', ar: 'رمز التحقق غير صحيح.' },
  otp_expired: {
    en: 'The OTP has expired, please ask for a new one.',
    bn: 'ওটিপির মেয়াদ শেষ, অনুগ্রহ করে নতুন একটি চান।',
    ar: 'انتهت صلاحية رمز التحقق، يرجى طلب رمز جديد.',
  },
  no_account_phone: {
    en: 'No account has this phone number.',
    bn: 'এই ফোন নম্বরে কোনো অ্যাকাউন্ট নেই।',
    ar: 'لا يوجد حساب بهذا الرقم.',
  },
  password_changed: {
    en: 'Password changed successfully.',
    bn: 'পাসওয়ার্ড সফলভাবে পরিবর্তন করা হয়েছে।',
    ar: 'تم تغيير كلمة المرور بنجاح.',
  },
  phone_verified: {
    en: 'Phone number verified successfully.',
    bn: 'ফোন নম্বর সফলভাবে যাচাই করা হয়েছে।',
    ar: 'تم التحقق من رقم الهاتف بنجاح.',
  },
  interest_updated: {
    en: 'Interest updated successfully.',
    bn: 'আগ্রহের বিষয়গুলো সফলভাবে হালনাগাদ হয়েছে।',
    ar: 'تم تحديث الاهتمامات بنجاح.',
  },
  logged_out: {
    en: 'Logged out successfully.',
    bn: 'সফলভাবে লগ আউট হয়েছে।',
    ar: 'تم تسجيل الخروج بنجاح.',
  },
  payment_switched: {
    en: 'Payment info updated.',
    bn: 'পেমেন্টের তথ্য আপডেট হয়েছে।',
    ar: 'تم تحديث معلومات الدفع.',
  },
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

const PROVIDER_LANGUAGES: readonly Lang[] = ['bn', 'ar'];

/** `X-localization: bn` or `ar` (or `bn-BD`, `ar_SA`, any case) selects it; anything else is English. */
export function languageOf(req: FastifyRequest): Lang {
  const raw = req.headers['x-localization'];
  const value = (Array.isArray(raw) ? raw[0] : raw)?.trim().toLowerCase() ?? '';
  const code = value.split(/[-_]/)[0];
  return PROVIDER_LANGUAGES.find((lang) => lang === code) ?? 'en';
}
