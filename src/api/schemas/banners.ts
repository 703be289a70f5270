import { array, nullable, string, type, type Infer } from 'superstruct';
import { Item, Store } from './catalogue';
import { BasicCampaign } from './campaigns';
import { Num, Text, maybe, orDefault } from './common';

/**
 * `banners`: `default` (opens `link`), `store_wise` (carries `store`), `item_wise` (carries
 * `item`); the running basic campaigns come along as `campaigns`.
 */
export const Banner = type({
  id: Num,
  title: maybe(string()),
  type: string(),
  image_full_url: maybe(string()),
  link: maybe(string()),
  data: maybe(Num),
  zone_id: maybe(Num),
  module_id: maybe(Num),
  store: maybe(Store),
  item: maybe(Item),
});
export type Banner = Infer<typeof Banner>;

export const BannersAnswer = type({
  campaigns: orDefault(array(BasicCampaign), []),
  banners: orDefault(array(Banner), []),
});
export type BannersAnswer = Infer<typeof BannersAnswer>;

/** `other-banners`: the module's promotional section banners. */
export const OtherBanners = type({
  promotional_banner_url: maybe(string()),
  bottom_section_banner_full_url: maybe(string()),
  best_reviewed_section_banner_full_url: maybe(string()),
  new_arrival_section_banner_full_url: maybe(string()),
  top_offer_banner_full_url: maybe(string()),
  banners: orDefault(
    array(
      type({
        id: maybe(Num),
        key: maybe(string()),
        value: string(),
        value_full_url: maybe(string()),
      }),
    ),
    [],
  ),
});
export type OtherBanners = Infer<typeof OtherBanners>;

/** `other-banners/why-choose` (parcel). */
export const WhyChoose = type({
  why_choose_url: maybe(string()),
  banners: orDefault(
    array(
      type({
        title: string(),
        short_description: maybe(string()),
        image: maybe(string()),
        image_full_url: maybe(string()),
      }),
    ),
    [],
  ),
});
export type WhyChoose = Infer<typeof WhyChoose>;

/** `other-banners/video-content` (parcel): `banner_type` video | video_content | image. */
export const VideoContent = type({
  banner_type: maybe(string()),
  banner_video: maybe(string()),
  banner_image_full_url: maybe(string()),
  banner_contents: orDefault(array(type({ key: string(), value: nullable(Text) })), []),
});
export type VideoContent = Infer<typeof VideoContent>;
