import type { ModuleType } from './templates';

/**
 * The catalogue's taxonomy: categories (roots with children) per module, brands, the
 * pharmacy's common conditions and the parcel categories. Pure data. Item templates name a
 * child category by its numeric `category` code; `CATEGORY_BY_CODE` maps it to a key.
 */

export type ItemModule = Exclude<ModuleType, 'parcel'>;

export interface ChildCategorySpec {
  code: number;
  key: string;
  name: string;
}

export interface RootCategorySpec {
  key: string;
  name: string;
  featured?: boolean;
  children: ChildCategorySpec[];
}

export const CATEGORY_TREE: Record<ItemModule, RootCategorySpec[]> = {
  food: [
    {
      key: 'bangladeshi',
      name: 'Bangladeshi',
      featured: true,
      children: [
        { code: 1, key: 'biryani-and-rice', name: 'Biryani & Rice' },
        { code: 2, key: 'curries', name: 'Curries' },
      ],
    },
    {
      key: 'fast-food',
      name: 'Fast Food',
      featured: true,
      children: [
        { code: 3, key: 'pizza-burgers-wraps', name: 'Pizza, Burgers & Wraps' },
        { code: 4, key: 'street-snacks', name: 'Street Snacks' },
      ],
    },
    {
      key: 'drinks-and-desserts',
      name: 'Drinks & Desserts',
      children: [
        { code: 5, key: 'drinks', name: 'Drinks' },
        { code: 6, key: 'desserts', name: 'Desserts' },
      ],
    },
  ],
  grocery: [
    {
      key: 'staples',
      name: 'Staples',
      featured: true,
      children: [
        { code: 11, key: 'rice-dal-flour', name: 'Rice, Dal & Flour' },
        { code: 12, key: 'oil-spices-sugar', name: 'Oil, Spices & Sugar' },
      ],
    },
    {
      key: 'fresh',
      name: 'Fresh',
      featured: true,
      children: [
        { code: 13, key: 'dairy-and-eggs', name: 'Dairy & Eggs' },
        { code: 14, key: 'fruits-and-vegetables', name: 'Fruits & Vegetables' },
        { code: 15, key: 'meat-and-fish', name: 'Meat & Fish' },
      ],
    },
    {
      key: 'bakery-and-beverages',
      name: 'Bakery & Beverages',
      children: [{ code: 16, key: 'bread-and-tea', name: 'Bread & Tea' }],
    },
  ],
  pharmacy: [
    {
      key: 'medicines',
      name: 'Medicines',
      featured: true,
      children: [
        { code: 21, key: 'pain-and-fever', name: 'Pain & Fever' },
        { code: 22, key: 'gastric-and-allergy', name: 'Gastric & Allergy' },
        { code: 23, key: 'prescription-medicines', name: 'Prescription Medicines' },
      ],
    },
    {
      key: 'health-and-care',
      name: 'Health & Care',
      children: [
        { code: 24, key: 'vitamins-and-supplements', name: 'Vitamins & Supplements' },
        { code: 25, key: 'hygiene', name: 'Hygiene' },
        { code: 26, key: 'devices-and-baby-care', name: 'Devices & Baby Care' },
      ],
    },
  ],
  ecommerce: [
    {
      key: 'fashion',
      name: 'Fashion',
      featured: true,
      children: [
        { code: 31, key: 'clothing-and-footwear', name: 'Clothing & Footwear' },
        { code: 33, key: 'bags-and-accessories', name: 'Bags & Accessories' },
      ],
    },
    {
      key: 'electronics',
      name: 'Electronics',
      featured: true,
      children: [{ code: 32, key: 'phones-audio-computers', name: 'Phones, Audio & Computers' }],
    },
    {
      key: 'home-and-books',
      name: 'Home & Books',
      children: [
        { code: 34, key: 'home-and-living', name: 'Home & Living' },
        { code: 35, key: 'books', name: 'Books' },
      ],
    },
  ],
};

export const CATEGORY_BY_CODE: ReadonlyMap<number, string> = new Map(
  Object.values(CATEGORY_TREE).flatMap((roots) =>
    roots.flatMap((r) => r.children.map((c) => [c.code, c.key] as const)),
  ),
);

export interface BrandSpec {
  key: string;
  name: string;
  /** the category codes the brand makes things for */
  codes: number[];
}

/** Shop (ecommerce) brands: module_config.ecommerce.brand is on. */
export const BRANDS: BrandSpec[] = [
  { key: 'nakshi', name: 'Nakshi', codes: [31, 34] },
  { key: 'urban-loom', name: 'Urban Loom', codes: [31, 33] },
  { key: 'dhaka-denim', name: 'Dhaka Denim', codes: [31, 33] },
  { key: 'volt', name: 'Volt', codes: [32, 34] },
  { key: 'pixel-bay', name: 'Pixel Bay', codes: [32, 33] },
  { key: 'loomcraft', name: 'Loomcraft', codes: [33, 34, 31] },
  { key: 'jatra-home', name: 'Jatra Home', codes: [34, 32] },
  { key: 'kotha-books', name: 'Kotha Books', codes: [35] },
  { key: 'boi-ghor', name: 'Boi Ghor', codes: [35] },
  { key: 'shapla-press', name: 'Shapla Press', codes: [35] },
  { key: 'rangdhanu', name: 'Rangdhanu', codes: [35, 33] },
  // A brand with no products: the brand list shows it with items_count 0.
  { key: 'nodi-outdoor', name: 'Nodi Outdoor', codes: [] },
];

export interface ConditionSpec {
  key: string;
  name: string;
  /** pharmacy template names treating it */
  items: string[];
}

export const COMMON_CONDITIONS: ConditionSpec[] = [
  {
    key: 'fever-and-pain',
    name: 'Fever & Pain',
    items: ['Paracetamol 500mg (10 tabs)', 'Paracetamol Extra (10 tabs)', 'Digital Thermometer'],
  },
  { key: 'gastric-and-acidity', name: 'Gastric & Acidity', items: ['Omeprazole 20mg (14 caps)'] },
  {
    key: 'allergy-and-asthma',
    name: 'Allergy & Asthma',
    items: ['Fexofenadine 120mg (10 tabs)', 'Montelukast 10mg (10 tabs)'],
  },
  { key: 'infections', name: 'Infections', items: ['Amoxicillin 500mg (10 caps)'] },
  { key: 'diabetes', name: 'Diabetes', items: ['Insulin Pen Needles (100 pcs)'] },
  {
    key: 'immunity-and-bones',
    name: 'Immunity & Bones',
    items: ['Vitamin C 250mg (30 tabs)', 'Calcium + D3 (30 tabs)'],
  },
  { key: 'dehydration', name: 'Dehydration & Diarrhoea', items: ['Oral Saline (20 sachets)'] },
  {
    key: 'hygiene-and-protection',
    name: 'Hygiene & Protection',
    items: ['Hand Sanitizer', 'Face Mask (50 pcs)', 'Antiseptic Liquid'],
  },
];

export const CONDITION_BY_ITEM: ReadonlyMap<string, string> = new Map(
  COMMON_CONDITIONS.flatMap((c) => c.items.map((name) => [name, c.key] as const)),
);

export interface ParcelCategorySpec {
  name: string;
  description: string;
  perKm: number;
  minimum: number;
}

export const PARCEL_CATEGORIES: ParcelCategorySpec[] = [
  {
    name: 'Documents',
    description: 'Letters, papers and files up to 1 kg.',
    perKm: 15,
    minimum: 50,
  },
  {
    name: 'Small Package',
    description: 'Boxes that fit on a bike, up to 5 kg.',
    perKm: 20,
    minimum: 60,
  },
  { name: 'Medium Box', description: 'Boxes up to 15 kg.', perKm: 28, minimum: 90 },
  {
    name: 'Fragile',
    description: 'Glass, ceramics and gadgets, handled with care.',
    perKm: 30,
    minimum: 100,
  },
  {
    name: 'Food Container',
    description: 'Home-cooked food in sealed containers.',
    perKm: 18,
    minimum: 60,
  },
];
