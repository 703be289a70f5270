import { array, string, type, type Infer } from 'superstruct';
import { Flag, Num, maybe, orDefault } from './common';

/** A category (`categories`, `categories/{id}`, `categories/childes/{id}`, search results). */
const CategoryFields = {
  id: Num,
  name: string(),
  slug: maybe(string()),
  image_full_url: maybe(string()),
  /** 0 for a root category */
  parent_id: orDefault(Num, 0),
  /** 0 root, 1 sub-category */
  position: maybe(Num),
  module_id: maybe(Num),
  featured: maybe(Flag),
  products_count: orDefault(Num, 0),
};

export const SubCategory = type(CategoryFields);
export type SubCategory = Infer<typeof SubCategory>;

export const Category = type({
  ...CategoryFields,
  /** 6amMart's spelling */
  childes: orDefault(array(SubCategory), []),
});
export type Category = Infer<typeof Category>;

export const CategoryList = array(Category);
export const SubCategoryList = array(SubCategory);
