/**
 * Catalogue templates the demo generator draws from: store names per module and item
 * templates (prices in BDT). Pure data; the generator decides which store gets what.
 */

export type ModuleType = 'food' | 'grocery' | 'pharmacy' | 'ecommerce' | 'parcel';

export interface FoodVariationSpec {
  name: string;
  type: 'single' | 'multi';
  min: number;
  max: number;
  required: 'on' | 'off';
  values: { label: string; optionPrice: number }[];
}

export interface ChoiceSpec {
  title: string;
  options: string[];
  /** price added to the base for each option (same order), default 0 */
  extra?: number[];
}

export interface ItemTemplate {
  name: string;
  price: number;
  unit: string;
  category: number;
  description: string;
  veg?: boolean;
  food?: FoodVariationSpec[];
  choices?: ChoiceSpec[];
  /** food: may carry the store's add-ons */
  addOns?: boolean;
  prescription?: boolean;
  organic?: boolean;
  halal?: boolean;
}

export interface ModuleSpec {
  type: ModuleType;
  name: string;
  slug: string;
  description: string;
  themeId: number;
}

export const MODULES: ModuleSpec[] = [
  {
    type: 'food',
    name: 'Food',
    slug: 'food',
    themeId: 1,
    description: 'Meals from the restaurants near you, delivered hot.',
  },
  {
    type: 'grocery',
    name: 'Grocery',
    slug: 'grocery',
    themeId: 1,
    description: 'Fresh produce and daily essentials.',
  },
  {
    type: 'pharmacy',
    name: 'Pharmacy',
    slug: 'pharmacy',
    themeId: 1,
    description: 'Medicines and health care products.',
  },
  {
    type: 'ecommerce',
    name: 'Shop',
    slug: 'shop',
    themeId: 1,
    description: 'Fashion, gadgets and things for the home.',
  },
  {
    type: 'parcel',
    name: 'Parcel',
    slug: 'parcel',
    themeId: 1,
    description: 'Send parcels anywhere in the city.',
  },
];

/** Zone-module charges: [per_km, minimum, maximum, maximum_cod_order_amount] per zone key. */
export const PIVOTS: Record<ModuleType, Record<string, [number, number, number, number]>> = {
  food: { central: [10, 30, 120, 5000], uttara: [12, 40, 150, 5000], gulshan: [15, 50, 150, 8000] },
  grocery: {
    central: [8, 40, 120, 10000],
    uttara: [10, 40, 120, 10000],
    gulshan: [10, 60, 150, 15000],
  },
  pharmacy: { central: [8, 25, 80, 6000], uttara: [8, 30, 90, 6000], gulshan: [10, 40, 100, 8000] },
  ecommerce: {
    central: [12, 60, 200, 20000],
    uttara: [12, 60, 200, 20000],
    gulshan: [15, 80, 250, 30000],
  },
  parcel: {
    central: [20, 60, 400, 3000],
    uttara: [20, 60, 400, 3000],
    gulshan: [25, 80, 450, 5000],
  },
};

export const STORE_NAMES: Record<Exclude<ModuleType, 'parcel'>, string[]> = {
  food: [
    'Kacchi Ghor',
    'Spice Route',
    'Burger Barn',
    'Curry Leaf Kitchen',
    'Tandoor Tales',
    'Noodle Nook',
    'Fuchka Corner',
    'Dhaba Express',
    'Pizza Piazza',
    'Biryani Bari',
    'Shorshe House',
    'Chai & Chop',
  ],
  grocery: [
    'Fresh Basket',
    'Daily Bazar',
    'Green Grocer',
    'Sobji Bazar',
    'Family Mart',
    'Organic Nest',
    'Quick Pantry',
    'Bazar Express',
    'Harvest Hub',
    'Deshi Mudi',
  ],
  pharmacy: [
    'HealthPlus Pharmacy',
    'Care Pharma',
    'MediCure',
    'Shefa Pharmacy',
    'City Drug House',
    'Aarogya Pharmacy',
    'LifeLine Medicine Corner',
    'Popular Medicine Point',
  ],
  ecommerce: [
    'Gadget Gallery',
    'Style Studio',
    'Home Nest',
    'Book Corner',
    'Trendy Threads',
    'Tech Bazar',
    'Kids Zone',
    'Craft & Loom',
  ],
};

export const FOOD_ADD_ONS: { name: string; price: number }[] = [
  { name: 'Borhani', price: 60 },
  { name: 'Coke 250ml', price: 30 },
  { name: 'Extra Raita', price: 40 },
  { name: 'Boiled Egg', price: 25 },
  { name: 'Extra Cheese', price: 50 },
  { name: 'Green Salad', price: 35 },
];

const size = (labels: [string, number][]): FoodVariationSpec => ({
  name: 'Size',
  type: 'single',
  min: 0,
  max: 0,
  required: 'on',
  values: labels.map(([label, optionPrice]) => ({ label, optionPrice })),
});

export const ITEM_TEMPLATES: Record<Exclude<ModuleType, 'parcel'>, ItemTemplate[]> = {
  food: [
    {
      name: 'Kacchi Biryani',
      price: 350,
      unit: 'plate',
      category: 1,
      halal: true,
      addOns: true,
      description: 'Slow-cooked mutton and basmati rice with potatoes, Old Dhaka style.',
      food: [
        size([
          ['Half', 0],
          ['Full', 220],
        ]),
      ],
    },
    {
      name: 'Chicken Tehari',
      price: 220,
      unit: 'plate',
      category: 1,
      halal: true,
      addOns: true,
      description: 'Fragrant rice cooked with chicken and mustard oil.',
    },
    {
      name: 'Beef Bhuna Khichuri',
      price: 280,
      unit: 'plate',
      category: 1,
      halal: true,
      addOns: true,
      description: 'Rich lentil rice with spicy beef bhuna.',
    },
    {
      name: 'Shorshe Ilish',
      price: 450,
      unit: 'plate',
      category: 2,
      halal: true,
      description: 'Hilsa in mustard gravy, served with steamed rice.',
    },
    {
      name: 'Chicken Roast',
      price: 180,
      unit: 'piece',
      category: 2,
      halal: true,
      addOns: true,
      description: 'Wedding-style roast chicken in a sweet and spicy gravy.',
    },
    {
      name: 'Mutton Rezala',
      price: 420,
      unit: 'bowl',
      category: 2,
      halal: true,
      description: 'Mild, creamy mutton curry with yoghurt and cashew.',
    },
    {
      name: 'Margherita Pizza',
      price: 650,
      unit: 'piece',
      category: 3,
      veg: true,
      addOns: true,
      description: 'Tomato, mozzarella and basil on a thin crust.',
      food: [
        size([
          ['Small', 0],
          ['Medium', 250],
          ['Large', 450],
        ]),
        {
          name: 'Toppings',
          type: 'multi',
          min: 1,
          max: 3,
          required: 'off',
          values: [
            { label: 'Mushroom', optionPrice: 60 },
            { label: 'Olives', optionPrice: 50 },
            { label: 'Jalapeno', optionPrice: 40 },
            { label: 'Sweet Corn', optionPrice: 40 },
          ],
        },
      ],
    },
    {
      name: 'Beef Burger',
      price: 320,
      unit: 'piece',
      category: 3,
      halal: true,
      addOns: true,
      description: 'Grilled beef patty, cheddar, pickles and house sauce.',
      food: [
        {
          name: 'Sauce',
          type: 'multi',
          min: 1,
          max: 2,
          required: 'on',
          values: [
            { label: 'Mayo', optionPrice: 0 },
            { label: 'Chilli', optionPrice: 0 },
            { label: 'BBQ', optionPrice: 20 },
          ],
        },
      ],
    },
    {
      name: 'Chicken Chowmein',
      price: 260,
      unit: 'plate',
      category: 3,
      halal: true,
      description: 'Stir-fried noodles with chicken and vegetables.',
    },
    {
      name: 'Vegetable Samosa (4 pcs)',
      price: 80,
      unit: 'plate',
      category: 4,
      veg: true,
      description: 'Crisp pastry filled with spiced potato and peas.',
    },
    {
      name: 'Fuchka Plate',
      price: 120,
      unit: 'plate',
      category: 4,
      veg: true,
      description: 'Crunchy shells with tamarind water and chickpeas.',
    },
    {
      name: 'Dal Puri (6 pcs)',
      price: 90,
      unit: 'plate',
      category: 4,
      veg: true,
      description: 'Flaky fried bread stuffed with lentils.',
    },
    {
      name: 'Chicken Shawarma',
      price: 190,
      unit: 'piece',
      category: 3,
      halal: true,
      addOns: true,
      description: 'Marinated chicken wrapped with garlic sauce.',
      food: [
        {
          name: 'Spice level',
          type: 'single',
          min: 0,
          max: 0,
          required: 'off',
          values: [
            { label: 'Mild', optionPrice: 0 },
            { label: 'Medium', optionPrice: 0 },
            { label: 'Hot', optionPrice: 0 },
          ],
        },
      ],
    },
    {
      name: 'Paneer Tikka',
      price: 340,
      unit: 'plate',
      category: 2,
      veg: true,
      description: 'Cottage cheese cubes grilled in a tandoor.',
    },
    {
      name: 'Mango Lassi',
      price: 150,
      unit: 'glass',
      category: 5,
      veg: true,
      description: 'Chilled yoghurt drink with ripe mango.',
      food: [
        size([
          ['Regular', 0],
          ['Large', 60],
        ]),
      ],
    },
    {
      name: 'Firni',
      price: 90,
      unit: 'bowl',
      category: 6,
      veg: true,
      description: 'Ground rice pudding with cardamom and pistachio.',
    },
  ],
  grocery: [
    {
      name: 'Miniket Rice',
      price: 420,
      unit: 'pack',
      category: 11,
      description: 'Polished miniket rice.',
      choices: [{ title: 'Pack', options: ['5kg', '10kg'], extra: [0, 390] }],
    },
    {
      name: 'Soybean Oil 1L',
      price: 190,
      unit: 'bottle',
      category: 12,
      description: 'Fortified soybean oil.',
    },
    {
      name: 'Red Lentils (Masoor Dal) 1kg',
      price: 140,
      unit: 'kg',
      category: 11,
      description: 'Split red lentils.',
    },
    {
      name: 'Fresh Milk 1L',
      price: 100,
      unit: 'pack',
      category: 13,
      description: 'Pasteurised cow milk.',
    },
    {
      name: 'Farm Eggs (12 pcs)',
      price: 150,
      unit: 'dozen',
      category: 13,
      description: 'Brown farm eggs.',
    },
    {
      name: 'Potato 1kg',
      price: 45,
      unit: 'kg',
      category: 14,
      organic: true,
      description: 'Local diamond potatoes.',
    },
    { name: 'Onion 1kg', price: 90, unit: 'kg', category: 14, description: 'Deshi red onions.' },
    {
      name: 'Hilsa Fish 1kg',
      price: 1400,
      unit: 'kg',
      category: 15,
      description: 'Padma hilsa, cleaned on request.',
    },
    {
      name: 'Broiler Chicken 1kg',
      price: 210,
      unit: 'kg',
      category: 15,
      halal: true,
      description: 'Fresh whole chicken, skinless.',
    },
    {
      name: 'Banana (12 pcs)',
      price: 120,
      unit: 'dozen',
      category: 14,
      organic: true,
      description: 'Sagor bananas.',
    },
    {
      name: 'Brown Bread',
      price: 80,
      unit: 'loaf',
      category: 16,
      description: 'Whole wheat sandwich bread.',
    },
    {
      name: 'Ground Turmeric 200g',
      price: 95,
      unit: 'pack',
      category: 12,
      description: 'Pure turmeric powder.',
    },
    {
      name: 'Tea Leaves 400g',
      price: 230,
      unit: 'pack',
      category: 16,
      description: 'Strong Sylhet tea.',
    },
    {
      name: 'Sugar 1kg',
      price: 135,
      unit: 'kg',
      category: 12,
      description: 'Refined white sugar.',
    },
    {
      name: 'Apples',
      price: 380,
      unit: 'kg',
      category: 14,
      description: 'Imported Fuji apples.',
      choices: [{ title: 'Grade', options: ['Regular', 'Premium'], extra: [0, 120] }],
    },
  ],
  pharmacy: [
    {
      name: 'Paracetamol 500mg (10 tabs)',
      price: 12,
      unit: 'strip',
      category: 21,
      description: 'For fever and mild pain.',
    },
    {
      name: 'Paracetamol Extra (10 tabs)',
      price: 25,
      unit: 'strip',
      category: 21,
      description: 'Paracetamol with caffeine.',
    },
    {
      name: 'Omeprazole 20mg (14 caps)',
      price: 98,
      unit: 'strip',
      category: 22,
      description: 'For acidity and heartburn.',
    },
    {
      name: 'Fexofenadine 120mg (10 tabs)',
      price: 90,
      unit: 'strip',
      category: 22,
      description: 'Non-drowsy antihistamine.',
    },
    {
      name: 'Montelukast 10mg (10 tabs)',
      price: 250,
      unit: 'strip',
      category: 23,
      prescription: true,
      description: 'Asthma and allergy control. Prescription required.',
    },
    {
      name: 'Amoxicillin 500mg (10 caps)',
      price: 140,
      unit: 'strip',
      category: 23,
      prescription: true,
      description: 'Antibiotic. Prescription required.',
    },
    {
      name: 'Oral Saline (20 sachets)',
      price: 120,
      unit: 'box',
      category: 24,
      description: 'Oral rehydration salts.',
    },
    {
      name: 'Hand Sanitizer',
      price: 90,
      unit: 'bottle',
      category: 25,
      description: '70% alcohol hand rub.',
      choices: [{ title: 'Size', options: ['100ml', '250ml', '500ml'], extra: [0, 60, 160] }],
    },
    {
      name: 'Vitamin C 250mg (30 tabs)',
      price: 60,
      unit: 'box',
      category: 24,
      description: 'Chewable vitamin C.',
    },
    {
      name: 'Digital Thermometer',
      price: 350,
      unit: 'piece',
      category: 26,
      description: 'Fast-read digital thermometer.',
    },
    {
      name: 'Face Mask (50 pcs)',
      price: 250,
      unit: 'box',
      category: 25,
      description: '3-ply surgical masks.',
    },
    {
      name: 'Antiseptic Liquid',
      price: 120,
      unit: 'bottle',
      category: 25,
      description: 'For first aid and personal hygiene.',
      choices: [{ title: 'Size', options: ['250ml', '500ml'], extra: [0, 100] }],
    },
    {
      name: 'Insulin Pen Needles (100 pcs)',
      price: 900,
      unit: 'box',
      category: 23,
      prescription: true,
      description: '4mm pen needles. Prescription required.',
    },
    {
      name: 'Calcium + D3 (30 tabs)',
      price: 330,
      unit: 'box',
      category: 24,
      description: 'Bone health supplement.',
    },
    {
      name: 'Baby Diapers (40 pcs)',
      price: 1350,
      unit: 'pack',
      category: 26,
      description: 'Soft and absorbent diapers.',
      choices: [{ title: 'Size', options: ['S', 'M', 'L'], extra: [0, 100, 200] }],
    },
  ],
  ecommerce: [
    {
      name: 'Cotton T-Shirt',
      price: 650,
      unit: 'piece',
      category: 31,
      description: '100% combed cotton, regular fit.',
      choices: [
        { title: 'Color', options: ['Red', 'Blue', 'Black'] },
        { title: 'Size', options: ['M', 'L', 'XL'], extra: [0, 0, 50] },
      ],
    },
    {
      name: 'Denim Jeans',
      price: 1800,
      unit: 'piece',
      category: 31,
      description: 'Slim fit stretch denim.',
      choices: [{ title: 'Waist', options: ['30', '32', '34'] }],
    },
    {
      name: 'Wireless Earbuds',
      price: 2500,
      unit: 'piece',
      category: 32,
      description:
        'Bluetooth 5.3 earbuds with a pocket charging case: up to 8 hours of music on one charge and 30 more from the case, sweat resistant, with touch controls and a low-latency mode for games and films.',
      choices: [{ title: 'Color', options: ['Black', 'White'] }],
    },
    {
      name: 'Smartphone X1 (128GB)',
      price: 24500,
      unit: 'piece',
      category: 32,
      description: '6.5" display, 128GB storage, dual SIM.',
    },
    {
      name: 'Laptop Pro 14',
      price: 68000,
      unit: 'piece',
      category: 32,
      description: '14" laptop, 16GB RAM, 512GB SSD.',
    },
    {
      name: 'Panjabi',
      price: 2200,
      unit: 'piece',
      category: 31,
      description: 'Cotton panjabi with embroidered placket.',
      choices: [{ title: 'Size', options: ['M', 'L', 'XL'], extra: [0, 0, 100] }],
    },
    {
      name: 'Leather Wallet',
      price: 950,
      unit: 'piece',
      category: 33,
      description: 'Genuine leather bifold wallet.',
    },
    {
      name: 'Ceramic Dinner Set (24 pcs)',
      price: 4200,
      unit: 'set',
      category: 34,
      description: 'Microwave-safe ceramic set.',
    },
    {
      name: 'Bedsheet Set',
      price: 1600,
      unit: 'set',
      category: 34,
      description: 'King-size cotton bedsheet with two pillow covers.',
      choices: [{ title: 'Color', options: ['White', 'Grey', 'Blue'] }],
    },
    {
      name: 'Travel Backpack',
      price: 1400,
      unit: 'piece',
      category: 33,
      description: 'Water-resistant 30L backpack.',
      choices: [{ title: 'Color', options: ['Black', 'Navy'] }],
    },
    {
      name: 'Wrist Watch',
      price: 3200,
      unit: 'piece',
      category: 33,
      description: 'Analogue watch with steel strap.',
    },
    {
      name: 'Paperback Novel',
      price: 450,
      unit: 'piece',
      category: 35,
      description: 'A bestselling Bangla novel.',
    },
    {
      name: 'Sneakers',
      price: 3500,
      unit: 'pair',
      category: 31,
      description: 'Lightweight running sneakers.',
      choices: [{ title: 'Size', options: ['40', '41', '42', '43'] }],
    },
    {
      name: 'LED Desk Lamp',
      price: 1100,
      unit: 'piece',
      category: 34,
      description: 'Dimmable lamp with USB charging.',
    },
    {
      name: 'Jamdani Saree',
      price: 7500,
      unit: 'piece',
      category: 31,
      description: 'Handwoven Jamdani cotton saree.',
      choices: [{ title: 'Color', options: ['Red', 'Green'] }],
    },
  ],
};

export const DELIVERY_MEN: [string, string][] = [
  ['Rahim', 'Uddin'],
  ['Karim', 'Hossain'],
  ['Jamal', 'Ahmed'],
  ['Sumon', 'Mia'],
  ['Rakib', 'Hasan'],
  ['Arif', 'Khan'],
  ['Nayeem', 'Islam'],
  ['Shakil', 'Ahmed'],
  ['Tanvir', 'Rahman'],
];
