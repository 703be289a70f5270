/**
 * The storefront's static pages (SPEC §2: /about-us, /terms-and-conditions, /privacy-policy,
 * /refund-policy, /cancellation-policy, /shipping-policy), as HTML in English and Bengali.
 */

export interface PageSpec {
  key: string;
  title: string;
  content: { en: string; bn: string };
}

const p = (...paragraphs: string[]) => paragraphs.map((t) => `<p>${t}</p>`).join('');

export const PAGES: PageSpec[] = [
  {
    key: 'about_us',
    title: 'About us',
    content: {
      en:
        '<h2>About Storefront</h2>' +
        p(
          'Storefront brings the restaurants, groceries, pharmacies and shops of Dhaka to your door.',
          'We work with local stores in Dhaka Central, Gulshan and Uttara, and our couriers deliver every day of the year.',
        ),
      bn:
        '<h2>স্টোরফ্রন্ট সম্পর্কে</h2>' +
        p('স্টোরফ্রন্ট ঢাকার রেস্তোরাঁ, মুদি দোকান, ফার্মেসি ও দোকানগুলোকে আপনার দরজায় নিয়ে আসে।'),
    },
  },
  {
    key: 'terms_and_conditions',
    title: 'Terms and conditions',
    content: {
      en:
        '<h2>Terms and conditions</h2>' +
        p(
          'By placing an order you agree to pay the amount shown at checkout, including delivery charges and taxes.',
          'Prices and availability are set by the stores and may change without notice.',
        ),
      bn: '<h2>শর্তাবলী</h2>' + p('অর্ডার করার মাধ্যমে আপনি চেকআউটে দেখানো মূল্য পরিশোধে সম্মত হন।'),
    },
  },
  {
    key: 'privacy_policy',
    title: 'Privacy policy',
    content: {
      en:
        '<h2>Privacy policy</h2>' +
        p(
          'We keep your name, phone number, addresses and order history to deliver your orders.',
          'We never sell your data. You can delete your account at any time from your profile.',
        ),
      bn:
        '<h2>গোপনীয়তা নীতি</h2>' +
        p('আপনার অর্ডার পৌঁছে দিতে আমরা আপনার নাম, ফোন নম্বর ও ঠিকানা সংরক্ষণ করি।'),
    },
  },
  {
    key: 'refund_policy',
    title: 'Refund policy',
    content: {
      en:
        '<h2>Refund policy</h2>' +
        p('If an item arrives damaged or missing, request a refund within 24 hours of delivery.'),
      bn:
        '<h2>রিফান্ড নীতি</h2>' +
        p('পণ্য ক্ষতিগ্রস্ত বা অনুপস্থিত হলে ডেলিভারির ২৪ ঘণ্টার মধ্যে রিফান্ডের অনুরোধ করুন।'),
    },
  },
  {
    key: 'cancellation_policy',
    title: 'Cancellation policy',
    content: {
      en:
        '<h2>Cancellation policy</h2>' +
        p('You can cancel an order while it is pending, before the store confirms it.'),
      bn: '<h2>বাতিলকরণ নীতি</h2>' + p('দোকান নিশ্চিত করার আগে অপেক্ষমাণ অর্ডার বাতিল করা যায়।'),
    },
  },
  {
    key: 'shipping_policy',
    title: 'Shipping policy',
    content: {
      en:
        '<h2>Shipping policy</h2>' +
        p(
          'Delivery charges depend on the distance from the store, with a minimum and a maximum per zone.',
          'Orders over the free-delivery threshold are delivered free.',
        ),
      bn: '<h2>ডেলিভারি নীতি</h2>' + p('ডেলিভারি চার্জ দোকান থেকে দূরত্বের উপর নির্ভর করে।'),
    },
  },
];
