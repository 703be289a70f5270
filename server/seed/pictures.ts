/**
 * What every seeded thing looks like: Fluent Emoji Flat icon ids (the names in
 * `@iconify-json/fluent-emoji-flat`) per item template, store, category, brand, module, parcel
 * category and banner. The first id is the main picture; the others join it on covers and
 * banners. Pure data; `server/services/pictures/` composes the SVGs from it on request, so the
 * seed keeps its image names and the large world stores nothing more.
 */

export type IconIds = readonly [string, ...string[]];

/** Item template name → picture (every template of `ITEM_TEMPLATES` has one; a test checks). */
export const ITEM_PICTURES: Record<string, IconIds> = {
  // food
  'Kacchi Biryani': ['pot-of-food', 'curry-rice'],
  'Chicken Tehari': ['cooked-rice', 'poultry-leg'],
  'Beef Bhuna Khichuri': ['shallow-pan-of-food', 'cooked-rice'],
  'Shorshe Ilish': ['fish', 'hot-pepper'],
  'Chicken Roast': ['poultry-leg', 'chicken'],
  'Mutton Rezala': ['curry-rice', 'meat-on-bone'],
  'Margherita Pizza': ['pizza', 'cheese-wedge'],
  'Beef Burger': ['hamburger', 'french-fries'],
  'Chicken Chowmein': ['steaming-bowl', 'chopsticks'],
  'Vegetable Samosa (4 pcs)': ['dumpling', 'leafy-green'],
  'Fuchka Plate': ['falafel', 'bowl-with-spoon'],
  'Dal Puri (6 pcs)': ['flatbread', 'bowl-with-spoon'],
  'Chicken Shawarma': ['stuffed-flatbread', 'poultry-leg'],
  'Paneer Tikka': ['oden', 'cheese-wedge'],
  'Mango Lassi': ['cup-with-straw', 'mango'],
  Firni: ['custard', 'bowl-with-spoon'],
  // grocery
  'Miniket Rice': ['sheaf-of-rice', 'cooked-rice'],
  'Soybean Oil 1L': ['oil-drum', 'beans'],
  'Red Lentils (Masoor Dal) 1kg': ['beans', 'bowl-with-spoon'],
  'Fresh Milk 1L': ['glass-of-milk', 'cow-face'],
  'Farm Eggs (12 pcs)': ['egg', 'nest-with-eggs'],
  'Potato 1kg': ['potato'],
  'Onion 1kg': ['onion', 'garlic'],
  'Hilsa Fish 1kg': ['fish', 'ice'],
  'Broiler Chicken 1kg': ['poultry-leg', 'chicken'],
  'Banana (12 pcs)': ['banana'],
  'Brown Bread': ['bread', 'baguette-bread'],
  'Ground Turmeric 200g': ['jar', 'herb'],
  'Tea Leaves 400g': ['teacup-without-handle', 'leaf-fluttering-in-wind'],
  'Sugar 1kg': ['salt', 'candy'],
  Apples: ['red-apple', 'green-apple'],
  // pharmacy
  'Paracetamol 500mg (10 tabs)': ['pill', 'thermometer'],
  'Paracetamol Extra (10 tabs)': ['pill', 'thermometer'],
  'Omeprazole 20mg (14 caps)': ['pill', 'stethoscope'],
  'Fexofenadine 120mg (10 tabs)': ['pill', 'sneezing-face'],
  'Montelukast 10mg (10 tabs)': ['pill', 'lungs'],
  'Amoxicillin 500mg (10 caps)': ['pill', 'microbe'],
  'Oral Saline (20 sachets)': ['droplet', 'glass-of-milk'],
  'Hand Sanitizer': ['lotion-bottle', 'soap'],
  'Vitamin C 250mg (30 tabs)': ['tangerine', 'pill'],
  'Digital Thermometer': ['thermometer'],
  'Face Mask (50 pcs)': ['face-with-medical-mask'],
  'Antiseptic Liquid': ['lotion-bottle', 'adhesive-bandage'],
  'Insulin Pen Needles (100 pcs)': ['syringe', 'drop-of-blood'],
  'Calcium + D3 (30 tabs)': ['pill', 'bone'],
  'Baby Diapers (40 pcs)': ['baby', 'baby-bottle'],
  // shop
  'Cotton T-Shirt': ['t-shirt'],
  'Denim Jeans': ['jeans'],
  'Wireless Earbuds': ['headphone'],
  'Smartphone X1 (128GB)': ['mobile-phone'],
  'Laptop Pro 14': ['laptop'],
  Panjabi: ['kimono'],
  'Leather Wallet': ['purse'],
  'Ceramic Dinner Set (24 pcs)': ['fork-and-knife-with-plate'],
  'Bedsheet Set': ['bed'],
  'Travel Backpack': ['backpack'],
  'Wrist Watch': ['watch'],
  'Paperback Novel': ['closed-book', 'books'],
  Sneakers: ['running-shoe'],
  'LED Desk Lamp': ['light-bulb', 'desktop-computer'],
  'Jamdani Saree': ['sari'],
};

/** Store base name (before the branch) → picture. */
export const STORE_PICTURES: Record<string, IconIds> = {
  'Kacchi Ghor': ['pot-of-food', 'curry-rice', 'cooked-rice'],
  'Spice Route': ['hot-pepper', 'curry-rice', 'garlic'],
  'Burger Barn': ['hamburger', 'french-fries', 'cup-with-straw'],
  'Curry Leaf Kitchen': ['curry-rice', 'herb', 'shallow-pan-of-food'],
  'Tandoor Tales': ['flatbread', 'poultry-leg', 'oden'],
  'Noodle Nook': ['steaming-bowl', 'chopsticks', 'dumpling'],
  'Fuchka Corner': ['falafel', 'bowl-with-spoon', 'hot-pepper'],
  'Dhaba Express': ['shallow-pan-of-food', 'flatbread', 'teacup-without-handle'],
  'Pizza Piazza': ['pizza', 'cheese-wedge', 'tomato'],
  'Biryani Bari': ['pot-of-food', 'cooked-rice', 'poultry-leg'],
  'Shorshe House': ['fish', 'curry-rice', 'cooked-rice'],
  'Chai & Chop': ['teacup-without-handle', 'stuffed-flatbread', 'dumpling'],
  'Fresh Basket': ['basket', 'carrot', 'red-apple'],
  'Daily Bazar': ['shopping-cart', 'bread', 'egg'],
  'Green Grocer': ['leafy-green', 'broccoli', 'cucumber'],
  'Sobji Bazar': ['carrot', 'eggplant', 'tomato'],
  'Family Mart': ['convenience-store', 'shopping-cart', 'glass-of-milk'],
  'Organic Nest': ['herb', 'nest-with-eggs', 'leafy-green'],
  'Quick Pantry': ['canned-food', 'jar', 'bread'],
  'Bazar Express': ['shopping-cart', 'banana', 'potato'],
  'Harvest Hub': ['sheaf-of-rice', 'ear-of-corn', 'potato'],
  'Deshi Mudi': ['jar', 'sheaf-of-rice', 'onion'],
  'HealthPlus Pharmacy': ['pill', 'stethoscope', 'adhesive-bandage'],
  'Care Pharma': ['pill', 'red-heart', 'lotion-bottle'],
  MediCure: ['medical-symbol', 'pill', 'syringe'],
  'Shefa Pharmacy': ['pill', 'thermometer', 'soap'],
  'City Drug House': ['hospital', 'pill', 'adhesive-bandage'],
  'Aarogya Pharmacy': ['herb', 'pill', 'lotion-bottle'],
  'LifeLine Medicine Corner': ['stethoscope', 'pill', 'beating-heart'],
  'Popular Medicine Point': ['pill', 'face-with-medical-mask', 'thermometer'],
  'Gadget Gallery': ['mobile-phone', 'laptop', 'headphone'],
  'Style Studio': ['dress', 't-shirt', 'high-heeled-shoe'],
  'Home Nest': ['couch-and-lamp', 'bed', 'potted-plant'],
  'Book Corner': ['books', 'open-book', 'closed-book'],
  'Trendy Threads': ['t-shirt', 'jeans', 'running-shoe'],
  'Tech Bazar': ['laptop', 'mobile-phone', 'watch'],
  'Kids Zone': ['teddy-bear', 'kite', 'balloon'],
  'Craft & Loom': ['yarn', 'sari', 'thread'],
};

/** Category key (roots and children) → picture. */
export const CATEGORY_PICTURES: Record<string, IconIds> = {
  bangladeshi: ['curry-rice', 'fish'],
  'biryani-and-rice': ['pot-of-food', 'cooked-rice'],
  curries: ['curry-rice', 'shallow-pan-of-food'],
  'fast-food': ['hamburger', 'pizza'],
  'pizza-burgers-wraps': ['pizza', 'hamburger'],
  'street-snacks': ['falafel', 'dumpling'],
  'drinks-and-desserts': ['cup-with-straw', 'custard'],
  drinks: ['cup-with-straw', 'teacup-without-handle'],
  desserts: ['custard', 'shortcake'],
  staples: ['sheaf-of-rice', 'beans'],
  'rice-dal-flour': ['sheaf-of-rice', 'beans'],
  'oil-spices-sugar': ['oil-drum', 'salt'],
  fresh: ['leafy-green', 'red-apple'],
  'dairy-and-eggs': ['glass-of-milk', 'egg'],
  'fruits-and-vegetables': ['red-apple', 'carrot'],
  'meat-and-fish': ['fish', 'cut-of-meat'],
  'bakery-and-beverages': ['bread', 'teacup-without-handle'],
  'bread-and-tea': ['bread', 'teacup-without-handle'],
  medicines: ['pill', 'syringe'],
  'pain-and-fever': ['thermometer', 'pill'],
  'gastric-and-allergy': ['pill', 'sneezing-face'],
  'prescription-medicines': ['page-facing-up', 'pill'],
  'health-and-care': ['red-heart', 'stethoscope'],
  'vitamins-and-supplements': ['tangerine', 'pill'],
  hygiene: ['soap', 'lotion-bottle'],
  'devices-and-baby-care': ['thermometer', 'baby-bottle'],
  fashion: ['dress', 't-shirt'],
  'clothing-and-footwear': ['t-shirt', 'running-shoe'],
  'bags-and-accessories': ['handbag', 'watch'],
  electronics: ['laptop', 'mobile-phone'],
  'phones-audio-computers': ['mobile-phone', 'headphone'],
  'home-and-books': ['couch-and-lamp', 'books'],
  'home-and-living': ['couch-and-lamp', 'potted-plant'],
  books: ['books', 'open-book'],
};

/** Brand key → picture. */
export const BRAND_PICTURES: Record<string, IconIds> = {
  nakshi: ['sari', 'yarn'],
  'urban-loom': ['t-shirt', 'thread'],
  'dhaka-denim': ['jeans', 'handbag'],
  volt: ['high-voltage', 'battery'],
  'pixel-bay': ['mobile-phone', 'camera'],
  loomcraft: ['yarn', 'backpack'],
  'jatra-home': ['couch-and-lamp', 'potted-plant'],
  'kotha-books': ['books', 'speech-balloon'],
  'boi-ghor': ['open-book', 'house'],
  'shapla-press': ['closed-book', 'lotus'],
  rangdhanu: ['rainbow', 'artist-palette'],
  'nodi-outdoor': ['camping', 'canoe'],
};

/** Module slug or type → picture (modules, and the fallback for a module's banners). */
export const MODULE_PICTURES: Record<string, IconIds> = {
  food: ['hamburger', 'pizza', 'curry-rice', 'cup-with-straw'],
  grocery: ['shopping-cart', 'carrot', 'red-apple', 'bread'],
  pharmacy: ['pill', 'stethoscope', 'adhesive-bandage', 'thermometer'],
  shop: ['shopping-bags', 't-shirt', 'mobile-phone', 'running-shoe'],
  ecommerce: ['shopping-bags', 't-shirt', 'mobile-phone', 'running-shoe'],
  parcel: ['package', 'delivery-truck', 'motor-scooter', 'envelope'],
};

/** Parcel category image name (`parcel-<slug of name>`) → picture. */
export const PARCEL_PICTURES: Record<string, IconIds> = {
  'parcel-documents': ['page-facing-up', 'envelope'],
  'parcel-small-package': ['package'],
  'parcel-medium-box': ['package', 'delivery-truck'],
  'parcel-fragile': ['wine-glass', 'package'],
  'parcel-food-container': ['takeout-box', 'bento-box'],
};

/** Words in banner and campaign names → picture, for the ones not about a store or an item. */
export const THEME_PICTURES: Record<string, IconIds> = {
  festival: ['party-popper', 'confetti-ball', 'balloon'],
  'winter-sale': ['snowflake', 'snowman', 'shopping-bags'],
  'new-year': ['fireworks', 'sparkles', 'wrapped-gift'],
  lunch: ['fork-and-knife-with-plate', 'curry-rice', 'alarm-clock'],
  'best-reviewed': ['star', 'glowing-star', 'red-heart'],
  'new-arrival': ['sparkles', 'wrapped-gift', 'shopping-bags'],
  'top-offer': ['money-bag', 'fire', 'shopping-bags'],
  'bottom-section': ['shopping-bags', 'sparkles', 'wrapped-gift'],
  promo: ['wrapped-gift', 'sparkles', 'money-bag'],
  deals: ['fire', 'money-bag', 'sparkles'],
  'fast-pickup': ['motor-scooter', 'stopwatch'],
  'live-tracking': ['world-map', 'round-pushpin'],
  'safe-handling': ['package', 'shield'],
  'fair-prices': ['money-bag', 'balance-scale'],
  'how-it-works': ['package', 'delivery-truck', 'house'],
  storefront: ['convenience-store', 'shopping-bags'],
};

/** People: customers and delivery men have a person emoji, chosen by name. */
export const PEOPLE_PICTURES: IconIds = [
  'person',
  'girl',
  'boy',
  'person-blonde-hair',
  'person-red-hair',
  'person-bald',
];
export const DELIVERY_PICTURES: IconIds = ['man-biking', 'person-biking', 'motor-scooter'];

/** When nothing more specific matches: per image kind. */
export const KIND_FALLBACK: Record<string, IconIds> = {
  item: ['shopping-bags'],
  store: ['convenience-store'],
  cover: ['convenience-store', 'shopping-bags', 'sparkles'],
  category: ['card-file-box'],
  brand: ['label'],
  module: ['shopping-bags'],
  banner: ['shopping-bags', 'sparkles', 'wrapped-gift'],
  campaign: ['party-popper', 'shopping-bags', 'sparkles'],
  'parcel-category': ['package'],
  business: ['convenience-store'],
  gateway: ['credit-card'],
};
