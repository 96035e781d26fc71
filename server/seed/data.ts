// Seed data set for Loadout: the product catalogue, the demo company's ("Acme") kits and its employees.
// Plain data module: no imports, no side effects. Prices are USD list-price estimates.

export const PRODUCT_TYPES = ['Laptop', 'Monitor', 'Phone', 'Tablet', 'Keyboard', 'Mouse', 'Headset', 'Dock', 'Accessory'] as const;
export type SeedProductType = (typeof PRODUCT_TYPES)[number];

export type SeedConfiguration = {
  key: string;
  cpu: string | null;
  ram: string | null;
  storage: string | null;
  screen_size: string | null;
  price_estimate: number;
  active: boolean;
};

export type SeedProduct = {
  key: string;
  name: string;
  brand: string;
  model: string;
  product_type: SeedProductType;
  image_url: string | null;
  active: boolean;
  configurations: SeedConfiguration[];
};

export type SeedKitItem = { product: string; configuration: string | null; quantity: number };
export type SeedKit = {
  name: string;
  description: string;
  region: 'North America' | 'Europe' | 'Asia Pacific';
  tags: string[];
  items: SeedKitItem[];
};

export type SeedEmployee = {
  hris_id: string;
  name: string;
  email: string;
  status: 'active' | 'inactive';
  department: string;
  job_title: string;
  country: string;
  address: string;
  hire_date: string;
  manager_email: string | null;
};

export const SEED_PRODUCTS: SeedProduct[] = [
  // ── Laptops ────────────────────────────────────────────────────────────────
  {
    key: 'macbook-air-13-m4', name: 'MacBook Air 13" (M4, 2025)', brand: 'Apple', model: 'MacBook Air 13', product_type: 'Laptop', image_url: null, active: true,
    configurations: [
      { key: 'm4-16-256', cpu: 'Apple M4 10-core', ram: '16 GB', storage: '256 GB', screen_size: '13.6"', price_estimate: 999.0, active: true },
      { key: 'm4-16-512', cpu: 'Apple M4 10-core', ram: '16 GB', storage: '512 GB', screen_size: '13.6"', price_estimate: 1199.0, active: true },
      { key: 'm4-24-512', cpu: 'Apple M4 10-core', ram: '24 GB', storage: '512 GB', screen_size: '13.6"', price_estimate: 1399.0, active: true },
      { key: 'm4-32-1tb', cpu: 'Apple M4 10-core', ram: '32 GB', storage: '1 TB', screen_size: '13.6"', price_estimate: 1799.0, active: true },
    ],
  },
  {
    key: 'macbook-air-15-m4', name: 'MacBook Air 15" (M4, 2025)', brand: 'Apple', model: 'MacBook Air 15', product_type: 'Laptop', image_url: null, active: true,
    configurations: [
      { key: 'm4-16-256', cpu: 'Apple M4 10-core', ram: '16 GB', storage: '256 GB', screen_size: '15.3"', price_estimate: 1199.0, active: true },
      { key: 'm4-16-512', cpu: 'Apple M4 10-core', ram: '16 GB', storage: '512 GB', screen_size: '15.3"', price_estimate: 1399.0, active: true },
      { key: 'm4-24-512', cpu: 'Apple M4 10-core', ram: '24 GB', storage: '512 GB', screen_size: '15.3"', price_estimate: 1599.0, active: true },
    ],
  },
  {
    key: 'macbook-pro-14-m4', name: 'MacBook Pro 14" (M4 Pro, 2024)', brand: 'Apple', model: 'MacBook Pro 14', product_type: 'Laptop', image_url: null, active: true,
    configurations: [
      { key: 'm4pro-24-512', cpu: 'Apple M4 Pro 12-core', ram: '24 GB', storage: '512 GB', screen_size: '14.2"', price_estimate: 1999.0, active: true },
      { key: 'm4pro-48-1tb', cpu: 'Apple M4 Pro 14-core', ram: '48 GB', storage: '1 TB', screen_size: '14.2"', price_estimate: 2799.0, active: true },
      { key: 'm4max-36-1tb', cpu: 'Apple M4 Max 14-core', ram: '36 GB', storage: '1 TB', screen_size: '14.2"', price_estimate: 3199.0, active: true },
      { key: 'm3pro-18-512', cpu: 'Apple M3 Pro 11-core', ram: '18 GB', storage: '512 GB', screen_size: '14.2"', price_estimate: 1999.0, active: false },
    ],
  },
  {
    key: 'macbook-pro-16-m4', name: 'MacBook Pro 16" (M4 Pro, 2024)', brand: 'Apple', model: 'MacBook Pro 16', product_type: 'Laptop', image_url: null, active: true,
    configurations: [
      { key: 'm4pro-24-512', cpu: 'Apple M4 Pro 14-core', ram: '24 GB', storage: '512 GB', screen_size: '16.2"', price_estimate: 2499.0, active: true },
      { key: 'm4pro-48-1tb', cpu: 'Apple M4 Pro 14-core', ram: '48 GB', storage: '1 TB', screen_size: '16.2"', price_estimate: 3099.0, active: true },
      { key: 'm4max-48-1tb', cpu: 'Apple M4 Max 16-core', ram: '48 GB', storage: '1 TB', screen_size: '16.2"', price_estimate: 3999.0, active: true },
    ],
  },
  {
    key: 'thinkpad-x1-carbon-gen12', name: 'ThinkPad X1 Carbon Gen 12', brand: 'Lenovo', model: 'ThinkPad X1 Carbon Gen 12', product_type: 'Laptop', image_url: null, active: true,
    configurations: [
      { key: 'u5-16-512', cpu: 'Intel Core Ultra 5 125U', ram: '16 GB', storage: '512 GB', screen_size: '14"', price_estimate: 1649.0, active: true },
      { key: 'u7-32-512', cpu: 'Intel Core Ultra 7 155U', ram: '32 GB', storage: '512 GB', screen_size: '14"', price_estimate: 1999.0, active: true },
      { key: 'u7-32-1tb', cpu: 'Intel Core Ultra 7 165U', ram: '32 GB', storage: '1 TB', screen_size: '14"', price_estimate: 2249.0, active: true },
    ],
  },
  {
    key: 'thinkpad-t14-gen5', name: 'ThinkPad T14 Gen 5', brand: 'Lenovo', model: 'ThinkPad T14 Gen 5', product_type: 'Laptop', image_url: null, active: true,
    configurations: [
      { key: 'r5-16-256', cpu: 'AMD Ryzen 5 PRO 8540U', ram: '16 GB', storage: '256 GB', screen_size: '14"', price_estimate: 1149.0, active: true },
      { key: 'r7-32-512', cpu: 'AMD Ryzen 7 PRO 8840U', ram: '32 GB', storage: '512 GB', screen_size: '14"', price_estimate: 1449.0, active: true },
      { key: 'u7-32-1tb', cpu: 'Intel Core Ultra 7 155U', ram: '32 GB', storage: '1 TB', screen_size: '14"', price_estimate: 1699.0, active: true },
    ],
  },
  {
    key: 'dell-xps-13-9350', name: 'Dell XPS 13 (9350)', brand: 'Dell', model: 'XPS 13 9350', product_type: 'Laptop', image_url: null, active: true,
    configurations: [
      { key: 'u5-16-512', cpu: 'Intel Core Ultra 5 226V', ram: '16 GB', storage: '512 GB', screen_size: '13.4"', price_estimate: 1299.0, active: true },
      { key: 'u7-32-1tb', cpu: 'Intel Core Ultra 7 258V', ram: '32 GB', storage: '1 TB', screen_size: '13.4"', price_estimate: 1699.0, active: true },
      { key: 'u7-155h-16-512', cpu: 'Intel Core Ultra 7 155H', ram: '16 GB', storage: '512 GB', screen_size: '13.4"', price_estimate: 1399.0, active: false },
    ],
  },
  {
    key: 'dell-latitude-7450', name: 'Dell Latitude 7450', brand: 'Dell', model: 'Latitude 7450', product_type: 'Laptop', image_url: null, active: true,
    configurations: [
      { key: 'u5-16-256', cpu: 'Intel Core Ultra 5 135U', ram: '16 GB', storage: '256 GB', screen_size: '14"', price_estimate: 1589.0, active: true },
      { key: 'u7-16-512', cpu: 'Intel Core Ultra 7 165U', ram: '16 GB', storage: '512 GB', screen_size: '14"', price_estimate: 1849.0, active: true },
      { key: 'u7-32-512', cpu: 'Intel Core Ultra 7 165U', ram: '32 GB', storage: '512 GB', screen_size: '14"', price_estimate: 2049.0, active: true },
    ],
  },
  {
    key: 'hp-elitebook-840-g11', name: 'HP EliteBook 840 G11', brand: 'HP', model: 'EliteBook 840 G11', product_type: 'Laptop', image_url: null, active: true,
    configurations: [
      { key: 'u5-16-512', cpu: 'Intel Core Ultra 5 125U', ram: '16 GB', storage: '512 GB', screen_size: '14"', price_estimate: 1599.0, active: true },
      { key: 'u7-32-512', cpu: 'Intel Core Ultra 7 155U', ram: '32 GB', storage: '512 GB', screen_size: '14"', price_estimate: 1899.0, active: true },
      { key: 'u7-32-1tb', cpu: 'Intel Core Ultra 7 165U', ram: '32 GB', storage: '1 TB', screen_size: '14"', price_estimate: 2149.0, active: true },
    ],
  },
  {
    key: 'surface-laptop-7', name: 'Surface Laptop, 7th Edition', brand: 'Microsoft', model: 'Surface Laptop 7', product_type: 'Laptop', image_url: null, active: true,
    configurations: [
      { key: 'xplus-16-256-13', cpu: 'Qualcomm Snapdragon X Plus X1P-64-100', ram: '16 GB', storage: '256 GB', screen_size: '13.8"', price_estimate: 999.99, active: true },
      { key: 'xelite-16-512-13', cpu: 'Qualcomm Snapdragon X Elite X1E-80-100', ram: '16 GB', storage: '512 GB', screen_size: '13.8"', price_estimate: 1399.99, active: true },
      { key: 'xelite-32-1tb-15', cpu: 'Qualcomm Snapdragon X Elite X1E-80-100', ram: '32 GB', storage: '1 TB', screen_size: '15"', price_estimate: 2199.99, active: true },
    ],
  },
  {
    key: 'framework-laptop-13', name: 'Framework Laptop 13 (AMD Ryzen AI 300)', brand: 'Framework', model: 'Laptop 13', product_type: 'Laptop', image_url: null, active: true,
    configurations: [
      { key: 'ai5-16-512', cpu: 'AMD Ryzen AI 5 340', ram: '16 GB', storage: '512 GB', screen_size: '13.5"', price_estimate: 1199.0, active: true },
      { key: 'ai7-32-1tb', cpu: 'AMD Ryzen AI 7 350', ram: '32 GB', storage: '1 TB', screen_size: '13.5"', price_estimate: 1649.0, active: true },
      { key: 'r7-7840u-32-1tb', cpu: 'AMD Ryzen 7 7840U', ram: '32 GB', storage: '1 TB', screen_size: '13.5"', price_estimate: 1469.0, active: false },
    ],
  },

  // ── Monitors ───────────────────────────────────────────────────────────────
  {
    key: 'dell-u2723qe', name: 'Dell UltraSharp 27 4K USB-C Hub Monitor', brand: 'Dell', model: 'U2723QE', product_type: 'Monitor', image_url: null, active: true,
    configurations: [{ key: 'standard', cpu: null, ram: null, storage: null, screen_size: '27"', price_estimate: 629.99, active: true }],
  },
  {
    key: 'dell-u2724d', name: 'Dell UltraSharp 27 QHD Monitor', brand: 'Dell', model: 'U2724D', product_type: 'Monitor', image_url: null, active: true,
    configurations: [{ key: 'standard', cpu: null, ram: null, storage: null, screen_size: '27"', price_estimate: 449.99, active: true }],
  },
  {
    key: 'lg-27up850', name: 'LG UltraFine 27" 4K UHD IPS USB-C Monitor', brand: 'LG', model: '27UP850-W', product_type: 'Monitor', image_url: null, active: true,
    configurations: [{ key: 'standard', cpu: null, ram: null, storage: null, screen_size: '27"', price_estimate: 449.99, active: true }],
  },
  {
    key: 'apple-studio-display', name: 'Apple Studio Display', brand: 'Apple', model: 'Studio Display', product_type: 'Monitor', image_url: null, active: true,
    configurations: [
      { key: 'standard-tilt', cpu: null, ram: null, storage: null, screen_size: '27"', price_estimate: 1599.0, active: true },
      { key: 'standard-tilt-height', cpu: null, ram: null, storage: null, screen_size: '27"', price_estimate: 1999.0, active: true },
      { key: 'nano-tilt-height', cpu: null, ram: null, storage: null, screen_size: '27"', price_estimate: 2299.0, active: true },
    ],
  },
  {
    key: 'samsung-viewfinity-s8', name: 'Samsung ViewFinity S8 4K UHD Monitor', brand: 'Samsung', model: 'ViewFinity S8 (S80PB)', product_type: 'Monitor', image_url: null, active: true,
    configurations: [
      { key: '27', cpu: null, ram: null, storage: null, screen_size: '27"', price_estimate: 429.99, active: true },
      { key: '32', cpu: null, ram: null, storage: null, screen_size: '32"', price_estimate: 599.99, active: true },
    ],
  },
  {
    key: 'hp-e24-g5', name: 'HP E24 G5 FHD Monitor', brand: 'HP', model: 'E24 G5', product_type: 'Monitor', image_url: null, active: true,
    configurations: [{ key: 'standard', cpu: null, ram: null, storage: null, screen_size: '23.8"', price_estimate: 219.0, active: true }],
  },

  // ── Phones ─────────────────────────────────────────────────────────────────
  {
    key: 'iphone-16', name: 'iPhone 16', brand: 'Apple', model: 'iPhone 16', product_type: 'Phone', image_url: null, active: true,
    configurations: [
      { key: '128', cpu: 'Apple A18', ram: '8 GB', storage: '128 GB', screen_size: '6.1"', price_estimate: 799.0, active: true },
      { key: '256', cpu: 'Apple A18', ram: '8 GB', storage: '256 GB', screen_size: '6.1"', price_estimate: 899.0, active: true },
      { key: '512', cpu: 'Apple A18', ram: '8 GB', storage: '512 GB', screen_size: '6.1"', price_estimate: 1099.0, active: true },
    ],
  },
  {
    key: 'iphone-16-pro', name: 'iPhone 16 Pro', brand: 'Apple', model: 'iPhone 16 Pro', product_type: 'Phone', image_url: null, active: true,
    configurations: [
      { key: '128', cpu: 'Apple A18 Pro', ram: '8 GB', storage: '128 GB', screen_size: '6.3"', price_estimate: 999.0, active: true },
      { key: '256', cpu: 'Apple A18 Pro', ram: '8 GB', storage: '256 GB', screen_size: '6.3"', price_estimate: 1099.0, active: true },
      { key: '512', cpu: 'Apple A18 Pro', ram: '8 GB', storage: '512 GB', screen_size: '6.3"', price_estimate: 1299.0, active: true },
      { key: '1tb', cpu: 'Apple A18 Pro', ram: '8 GB', storage: '1 TB', screen_size: '6.3"', price_estimate: 1499.0, active: true },
    ],
  },
  {
    key: 'iphone-15', name: 'iPhone 15', brand: 'Apple', model: 'iPhone 15', product_type: 'Phone', image_url: null, active: false,
    configurations: [
      { key: '128', cpu: 'Apple A16 Bionic', ram: '6 GB', storage: '128 GB', screen_size: '6.1"', price_estimate: 699.0, active: false },
      { key: '256', cpu: 'Apple A16 Bionic', ram: '6 GB', storage: '256 GB', screen_size: '6.1"', price_estimate: 799.0, active: false },
    ],
  },
  {
    key: 'galaxy-s24', name: 'Samsung Galaxy S24', brand: 'Samsung', model: 'Galaxy S24 (SM-S921U)', product_type: 'Phone', image_url: null, active: true,
    configurations: [
      { key: '128', cpu: 'Qualcomm Snapdragon 8 Gen 3 for Galaxy', ram: '8 GB', storage: '128 GB', screen_size: '6.2"', price_estimate: 799.99, active: true },
      { key: '256', cpu: 'Qualcomm Snapdragon 8 Gen 3 for Galaxy', ram: '8 GB', storage: '256 GB', screen_size: '6.2"', price_estimate: 859.99, active: true },
    ],
  },
  {
    key: 'galaxy-s25', name: 'Samsung Galaxy S25', brand: 'Samsung', model: 'Galaxy S25 (SM-S931U)', product_type: 'Phone', image_url: null, active: true,
    configurations: [
      { key: '128', cpu: 'Qualcomm Snapdragon 8 Elite for Galaxy', ram: '12 GB', storage: '128 GB', screen_size: '6.2"', price_estimate: 799.99, active: true },
      { key: '256', cpu: 'Qualcomm Snapdragon 8 Elite for Galaxy', ram: '12 GB', storage: '256 GB', screen_size: '6.2"', price_estimate: 859.99, active: true },
    ],
  },
  {
    key: 'pixel-9', name: 'Google Pixel 9', brand: 'Google', model: 'Pixel 9', product_type: 'Phone', image_url: null, active: true,
    configurations: [
      { key: '128', cpu: 'Google Tensor G4', ram: '12 GB', storage: '128 GB', screen_size: '6.3"', price_estimate: 799.0, active: true },
      { key: '256', cpu: 'Google Tensor G4', ram: '12 GB', storage: '256 GB', screen_size: '6.3"', price_estimate: 899.0, active: true },
    ],
  },

  // ── Tablets ────────────────────────────────────────────────────────────────
  {
    key: 'ipad-air-m2', name: 'iPad Air (M2, 2024)', brand: 'Apple', model: 'iPad Air', product_type: 'Tablet', image_url: null, active: true,
    configurations: [
      { key: '11-128', cpu: 'Apple M2', ram: '8 GB', storage: '128 GB', screen_size: '11"', price_estimate: 599.0, active: true },
      { key: '11-256', cpu: 'Apple M2', ram: '8 GB', storage: '256 GB', screen_size: '11"', price_estimate: 699.0, active: true },
      { key: '13-256', cpu: 'Apple M2', ram: '8 GB', storage: '256 GB', screen_size: '13"', price_estimate: 899.0, active: true },
    ],
  },
  {
    key: 'ipad-pro-m4', name: 'iPad Pro (M4, 2024)', brand: 'Apple', model: 'iPad Pro', product_type: 'Tablet', image_url: null, active: true,
    configurations: [
      { key: '11-256', cpu: 'Apple M4 9-core', ram: '8 GB', storage: '256 GB', screen_size: '11"', price_estimate: 999.0, active: true },
      { key: '13-512', cpu: 'Apple M4 9-core', ram: '8 GB', storage: '512 GB', screen_size: '13"', price_estimate: 1499.0, active: true },
      { key: '13-1tb', cpu: 'Apple M4 10-core', ram: '16 GB', storage: '1 TB', screen_size: '13"', price_estimate: 1899.0, active: true },
    ],
  },
  {
    key: 'galaxy-tab-s9', name: 'Samsung Galaxy Tab S9', brand: 'Samsung', model: 'Galaxy Tab S9 (SM-X710)', product_type: 'Tablet', image_url: null, active: true,
    configurations: [
      { key: '128', cpu: 'Qualcomm Snapdragon 8 Gen 2 for Galaxy', ram: '8 GB', storage: '128 GB', screen_size: '11"', price_estimate: 799.99, active: true },
      { key: '256', cpu: 'Qualcomm Snapdragon 8 Gen 2 for Galaxy', ram: '12 GB', storage: '256 GB', screen_size: '11"', price_estimate: 919.99, active: false },
    ],
  },
  {
    key: 'surface-pro-11', name: 'Surface Pro, 11th Edition', brand: 'Microsoft', model: 'Surface Pro 11', product_type: 'Tablet', image_url: null, active: true,
    configurations: [
      { key: 'xplus-16-256', cpu: 'Qualcomm Snapdragon X Plus X1P-64-100', ram: '16 GB', storage: '256 GB', screen_size: '13"', price_estimate: 999.99, active: true },
      { key: 'xelite-16-512-oled', cpu: 'Qualcomm Snapdragon X Elite X1E-80-100', ram: '16 GB', storage: '512 GB', screen_size: '13"', price_estimate: 1499.99, active: true },
      { key: 'xelite-32-1tb-oled', cpu: 'Qualcomm Snapdragon X Elite X1E-80-100', ram: '32 GB', storage: '1 TB', screen_size: '13"', price_estimate: 2099.99, active: true },
    ],
  },

  // ── Keyboards ──────────────────────────────────────────────────────────────
  {
    key: 'logitech-mx-keys-s', name: 'Logitech MX Keys S', brand: 'Logitech', model: 'MX Keys S', product_type: 'Keyboard', image_url: null, active: true,
    configurations: [
      { key: 'us', cpu: null, ram: null, storage: null, screen_size: null, price_estimate: 109.99, active: true },
      { key: 'us-intl', cpu: null, ram: null, storage: null, screen_size: null, price_estimate: 109.99, active: true },
      { key: 'uk', cpu: null, ram: null, storage: null, screen_size: null, price_estimate: 109.99, active: true },
      { key: 'de', cpu: null, ram: null, storage: null, screen_size: null, price_estimate: 109.99, active: true },
    ],
  },
  {
    key: 'logitech-mx-keys-mini', name: 'Logitech MX Keys Mini', brand: 'Logitech', model: 'MX Keys Mini', product_type: 'Keyboard', image_url: null, active: true,
    configurations: [{ key: 'us', cpu: null, ram: null, storage: null, screen_size: null, price_estimate: 99.99, active: true }],
  },
  {
    key: 'apple-magic-keyboard', name: 'Magic Keyboard with Touch ID (USB-C)', brand: 'Apple', model: 'Magic Keyboard', product_type: 'Keyboard', image_url: null, active: true,
    configurations: [
      { key: 'standard', cpu: null, ram: null, storage: null, screen_size: null, price_estimate: 99.0, active: true },
      { key: 'touch-id', cpu: null, ram: null, storage: null, screen_size: null, price_estimate: 149.0, active: true },
      { key: 'touch-id-numeric', cpu: null, ram: null, storage: null, screen_size: null, price_estimate: 199.0, active: true },
    ],
  },
  {
    key: 'keychron-k8-pro', name: 'Keychron K8 Pro QMK/VIA Wireless Mechanical Keyboard', brand: 'Keychron', model: 'K8 Pro', product_type: 'Keyboard', image_url: null, active: true,
    configurations: [
      { key: 'brown', cpu: null, ram: null, storage: null, screen_size: null, price_estimate: 109.0, active: true },
      { key: 'red', cpu: null, ram: null, storage: null, screen_size: null, price_estimate: 109.0, active: true },
    ],
  },

  // ── Mice ───────────────────────────────────────────────────────────────────
  {
    key: 'logitech-mx-master-3s', name: 'Logitech MX Master 3S', brand: 'Logitech', model: 'MX Master 3S', product_type: 'Mouse', image_url: null, active: true,
    configurations: [
      { key: 'graphite', cpu: null, ram: null, storage: null, screen_size: null, price_estimate: 99.99, active: true },
      { key: 'pale-grey', cpu: null, ram: null, storage: null, screen_size: null, price_estimate: 99.99, active: true },
    ],
  },
  {
    key: 'logitech-mx-anywhere-3s', name: 'Logitech MX Anywhere 3S', brand: 'Logitech', model: 'MX Anywhere 3S', product_type: 'Mouse', image_url: null, active: true,
    configurations: [{ key: 'graphite', cpu: null, ram: null, storage: null, screen_size: null, price_estimate: 79.99, active: true }],
  },
  {
    key: 'apple-magic-mouse', name: 'Magic Mouse (USB-C)', brand: 'Apple', model: 'Magic Mouse', product_type: 'Mouse', image_url: null, active: true,
    configurations: [
      { key: 'white', cpu: null, ram: null, storage: null, screen_size: null, price_estimate: 79.0, active: true },
      { key: 'black', cpu: null, ram: null, storage: null, screen_size: null, price_estimate: 99.0, active: true },
    ],
  },
  {
    key: 'microsoft-bluetooth-mouse', name: 'Microsoft Bluetooth Mouse', brand: 'Microsoft', model: 'Bluetooth Mouse', product_type: 'Mouse', image_url: null, active: true,
    configurations: [{ key: 'black', cpu: null, ram: null, storage: null, screen_size: null, price_estimate: 24.99, active: true }],
  },

  // ── Headsets ───────────────────────────────────────────────────────────────
  {
    key: 'jabra-evolve2-65', name: 'Jabra Evolve2 65 Flex', brand: 'Jabra', model: 'Evolve2 65 Flex', product_type: 'Headset', image_url: null, active: true,
    configurations: [
      { key: 'usb-c-ms-teams', cpu: null, ram: null, storage: null, screen_size: null, price_estimate: 299.0, active: true },
      { key: 'usb-c-uc', cpu: null, ram: null, storage: null, screen_size: null, price_estimate: 299.0, active: true },
    ],
  },
  {
    key: 'jabra-evolve2-85', name: 'Jabra Evolve2 85', brand: 'Jabra', model: 'Evolve2 85', product_type: 'Headset', image_url: null, active: true,
    configurations: [
      { key: 'usb-c-ms-teams', cpu: null, ram: null, storage: null, screen_size: null, price_estimate: 449.0, active: true },
      { key: 'usb-c-uc', cpu: null, ram: null, storage: null, screen_size: null, price_estimate: 449.0, active: true },
    ],
  },
  {
    key: 'poly-voyager-focus-2', name: 'Poly Voyager Focus 2 UC', brand: 'Poly', model: 'Voyager Focus 2', product_type: 'Headset', image_url: null, active: true,
    configurations: [
      { key: 'usb-c', cpu: null, ram: null, storage: null, screen_size: null, price_estimate: 329.0, active: true },
      { key: 'usb-c-stand', cpu: null, ram: null, storage: null, screen_size: null, price_estimate: 369.0, active: true },
    ],
  },
  {
    key: 'sony-wh-1000xm5', name: 'Sony WH-1000XM5 Wireless Noise Canceling Headphones', brand: 'Sony', model: 'WH-1000XM5', product_type: 'Headset', image_url: null, active: true,
    configurations: [{ key: 'black', cpu: null, ram: null, storage: null, screen_size: null, price_estimate: 399.99, active: true }],
  },
  {
    key: 'bose-qc-ultra', name: 'Bose QuietComfort Ultra Headphones', brand: 'Bose', model: 'QuietComfort Ultra Headphones', product_type: 'Headset', image_url: null, active: true,
    configurations: [{ key: 'black', cpu: null, ram: null, storage: null, screen_size: null, price_estimate: 429.0, active: true }],
  },

  // ── Docks ──────────────────────────────────────────────────────────────────
  {
    key: 'caldigit-ts4', name: 'CalDigit TS4 Thunderbolt 4 Dock', brand: 'CalDigit', model: 'TS4', product_type: 'Dock', image_url: null, active: true,
    configurations: [{ key: 'standard', cpu: null, ram: null, storage: null, screen_size: null, price_estimate: 399.99, active: true }],
  },
  {
    key: 'dell-wd22tb4', name: 'Dell Thunderbolt Dock WD22TB4', brand: 'Dell', model: 'WD22TB4', product_type: 'Dock', image_url: null, active: true,
    configurations: [{ key: '180w', cpu: null, ram: null, storage: null, screen_size: null, price_estimate: 329.99, active: true }],
  },
  {
    key: 'dell-wd19tbs', name: 'Dell Thunderbolt Dock WD19TBS', brand: 'Dell', model: 'WD19TBS', product_type: 'Dock', image_url: null, active: false,
    configurations: [{ key: '180w', cpu: null, ram: null, storage: null, screen_size: null, price_estimate: 299.99, active: false }],
  },
  {
    key: 'anker-575-dock', name: 'Anker 575 USB-C Docking Station (13-in-1)', brand: 'Anker', model: '575 USB-C Docking Station', product_type: 'Dock', image_url: null, active: true,
    configurations: [{ key: 'standard', cpu: null, ram: null, storage: null, screen_size: null, price_estimate: 249.99, active: true }],
  },
  {
    key: 'lenovo-thinkpad-tb4-dock', name: 'Lenovo ThinkPad Thunderbolt 4 Dock', brand: 'Lenovo', model: 'ThinkPad Thunderbolt 4 Dock (40B0)', product_type: 'Dock', image_url: null, active: true,
    configurations: [{ key: '135w', cpu: null, ram: null, storage: null, screen_size: null, price_estimate: 359.0, active: true }],
  },

  // ── Accessories ────────────────────────────────────────────────────────────
  {
    key: 'belkin-usb-c-hdmi', name: 'Belkin USB-C to HDMI 2.1 Adapter (8K, 4K)', brand: 'Belkin', model: 'AVC013', product_type: 'Accessory', image_url: null, active: true,
    configurations: [{ key: 'standard', cpu: null, ram: null, storage: null, screen_size: null, price_estimate: 29.99, active: true }],
  },
  {
    key: 'rain-design-mstand', name: 'Rain Design mStand Laptop Stand', brand: 'Rain Design', model: 'mStand', product_type: 'Accessory', image_url: null, active: true,
    configurations: [
      { key: 'silver', cpu: null, ram: null, storage: null, screen_size: null, price_estimate: 59.95, active: true },
      { key: 'space-grey', cpu: null, ram: null, storage: null, screen_size: null, price_estimate: 59.95, active: true },
    ],
  },
  {
    key: 'apple-96w-usb-c', name: 'Apple 96W USB-C Power Adapter', brand: 'Apple', model: '96W USB-C Power Adapter', product_type: 'Accessory', image_url: null, active: true,
    configurations: [{ key: 'standard', cpu: null, ram: null, storage: null, screen_size: null, price_estimate: 79.0, active: true }],
  },
  {
    key: 'logitech-brio-4k', name: 'Logitech Brio 4K Webcam', brand: 'Logitech', model: 'Brio 4K', product_type: 'Accessory', image_url: null, active: true,
    configurations: [{ key: 'standard', cpu: null, ram: null, storage: null, screen_size: null, price_estimate: 199.99, active: true }],
  },
  {
    key: 'anker-737-power-bank', name: 'Anker 737 Power Bank (PowerCore 24K)', brand: 'Anker', model: 'A1289', product_type: 'Accessory', image_url: null, active: true,
    configurations: [{ key: 'standard', cpu: null, ram: null, storage: null, screen_size: null, price_estimate: 109.99, active: true }],
  },
  {
    key: 'belkin-boostcharge-3in1', name: 'Belkin BoostCharge Pro 3-in-1 Charging Pad with MagSafe', brand: 'Belkin', model: 'WIZ016', product_type: 'Accessory', image_url: null, active: true,
    configurations: [{ key: 'standard', cpu: null, ram: null, storage: null, screen_size: null, price_estimate: 149.99, active: true }],
  },
];

export const SEED_KITS: SeedKit[] = [
  {
    name: 'Engineering starter — North America',
    description: 'Standard setup for new engineers in the US and Canada: MacBook Pro 14" with 48 GB, dual 4K monitors on a Thunderbolt dock, full-size peripherals and a noise-cancelling headset.',
    region: 'North America',
    tags: ['engineering', 'onboarding'],
    items: [
      { product: 'macbook-pro-14-m4', configuration: 'm4pro-48-1tb', quantity: 1 },
      { product: 'dell-u2723qe', configuration: 'standard', quantity: 2 },
      { product: 'caldigit-ts4', configuration: 'standard', quantity: 1 },
      { product: 'logitech-mx-keys-s', configuration: 'us', quantity: 1 },
      { product: 'logitech-mx-master-3s', configuration: 'graphite', quantity: 1 },
      { product: 'jabra-evolve2-65', configuration: 'usb-c-ms-teams', quantity: 1 },
    ],
  },
  {
    name: 'Sales starter — North America',
    description: 'Light, travel-ready kit for account executives and SDRs: MacBook Air 13", company iPhone, compact dock, HDMI adapter for customer meeting rooms and a laptop stand.',
    region: 'North America',
    tags: ['sales', 'onboarding'],
    items: [
      { product: 'macbook-air-13-m4', configuration: 'm4-16-512', quantity: 1 },
      { product: 'iphone-16', configuration: '128', quantity: 1 },
      { product: 'jabra-evolve2-85', configuration: 'usb-c-ms-teams', quantity: 1 },
      { product: 'anker-575-dock', configuration: 'standard', quantity: 1 },
      { product: 'belkin-usb-c-hdmi', configuration: 'standard', quantity: 1 },
      { product: 'rain-design-mstand', configuration: 'space-grey', quantity: 1 },
    ],
  },
  {
    name: 'Engineering starter — Europe',
    description: 'Standard setup for engineers in the UK and EU: ThinkPad X1 Carbon with 32 GB, ThinkPad Thunderbolt dock, two QHD monitors and US-International peripherals.',
    region: 'Europe',
    tags: ['engineering', 'onboarding'],
    items: [
      { product: 'thinkpad-x1-carbon-gen12', configuration: 'u7-32-1tb', quantity: 1 },
      { product: 'lenovo-thinkpad-tb4-dock', configuration: '135w', quantity: 1 },
      { product: 'dell-u2724d', configuration: 'standard', quantity: 2 },
      { product: 'logitech-mx-keys-s', configuration: 'us-intl', quantity: 1 },
      { product: 'logitech-mx-master-3s', configuration: 'graphite', quantity: 1 },
      { product: 'jabra-evolve2-65', configuration: 'usb-c-ms-teams', quantity: 1 },
    ],
  },
  {
    name: 'Remote worker — Europe',
    description: 'General kit for fully remote staff in Europe (sales, marketing, support, finance): Latitude 7450, Galaxy S25, a single 4K USB-C monitor and a Teams-certified headset.',
    region: 'Europe',
    tags: ['remote', 'onboarding'],
    items: [
      { product: 'dell-latitude-7450', configuration: 'u7-16-512', quantity: 1 },
      { product: 'galaxy-s25', configuration: '128', quantity: 1 },
      { product: 'dell-wd22tb4', configuration: '180w', quantity: 1 },
      { product: 'lg-27up850', configuration: 'standard', quantity: 1 },
      { product: 'logitech-mx-anywhere-3s', configuration: 'graphite', quantity: 1 },
      { product: 'jabra-evolve2-65', configuration: 'usb-c-ms-teams', quantity: 1 },
    ],
  },
  {
    name: 'Engineering starter — Asia Pacific',
    description: 'Setup for engineers in India and Australia: MacBook Pro 16" for heavier local builds, a 4K USB-C monitor, Thunderbolt dock, mechanical keyboard and ANC headphones.',
    region: 'Asia Pacific',
    tags: ['engineering', 'onboarding'],
    items: [
      { product: 'macbook-pro-16-m4', configuration: 'm4pro-48-1tb', quantity: 1 },
      { product: 'samsung-viewfinity-s8', configuration: '32', quantity: 1 },
      { product: 'caldigit-ts4', configuration: 'standard', quantity: 1 },
      { product: 'keychron-k8-pro', configuration: 'brown', quantity: 1 },
      { product: 'logitech-mx-master-3s', configuration: 'graphite', quantity: 1 },
      { product: 'sony-wh-1000xm5', configuration: 'black', quantity: 1 },
    ],
  },
  {
    name: 'Sales & field starter — Asia Pacific',
    description: 'Mobile kit for sales and customer-facing staff in APAC: Surface Laptop 7, Pixel 9, a Bluetooth headset, HDMI adapter and a power bank for long travel days.',
    region: 'Asia Pacific',
    tags: ['sales', 'onboarding', 'remote'],
    items: [
      { product: 'surface-laptop-7', configuration: 'xelite-16-512-13', quantity: 1 },
      { product: 'pixel-9', configuration: '128', quantity: 1 },
      { product: 'poly-voyager-focus-2', configuration: 'usb-c', quantity: 1 },
      { product: 'microsoft-bluetooth-mouse', configuration: 'black', quantity: 1 },
      { product: 'belkin-usb-c-hdmi', configuration: 'standard', quantity: 1 },
      { product: 'anker-737-power-bank', configuration: 'standard', quantity: 1 },
    ],
  },
];

export const SEED_EMPLOYEES: SeedEmployee[] = [
  // ── United States ──────────────────────────────────────────────────────────
  { hris_id: 'ACME-1001', name: 'Sarah Mitchell', email: 'sarah.mitchell@acme.example', status: 'active', department: 'Engineering', job_title: 'VP of Engineering', country: 'US', address: '845 Divisadero Street, San Francisco, CA 94117, United States', hire_date: '2016-02-15', manager_email: null },
  { hris_id: 'ACME-1002', name: 'David Okafor', email: 'david.okafor@acme.example', status: 'active', department: 'Sales', job_title: 'VP of Sales', country: 'US', address: '129 Carroll Street, Brooklyn, NY 11231, United States', hire_date: '2016-09-06', manager_email: null },
  { hris_id: 'ACME-1003', name: 'Emily Carter', email: 'emily.carter@acme.example', status: 'active', department: 'People', job_title: 'Chief People Officer', country: 'US', address: '56 Elm Street, Somerville, MA 02143, United States', hire_date: '2017-01-09', manager_email: null },
  { hris_id: 'ACME-1004', name: 'Robert Nguyen', email: 'robert.nguyen@acme.example', status: 'active', department: 'Finance', job_title: 'Chief Financial Officer', country: 'US', address: '3050 Fillmore Street, San Francisco, CA 94123, United States', hire_date: '2018-06-11', manager_email: null },
  { hris_id: 'ACME-1005', name: 'Hannah Levine', email: 'hannah.levine@acme.example', status: 'active', department: 'Legal', job_title: 'General Counsel', country: 'US', address: '415 W 23rd Street, Apt 6C, New York, NY 10011, United States', hire_date: '2019-04-01', manager_email: null },
  { hris_id: 'ACME-1006', name: 'Marcus Johnson', email: 'marcus.johnson@acme.example', status: 'active', department: 'Engineering', job_title: 'Engineering Manager', country: 'US', address: '1208 E Pine Street, Seattle, WA 98122, United States', hire_date: '2017-08-21', manager_email: 'sarah.mitchell@acme.example' },
  { hris_id: 'ACME-1007', name: 'Jessica Ramirez', email: 'jessica.ramirez@acme.example', status: 'active', department: 'Engineering', job_title: 'Senior Software Engineer', country: 'US', address: '1720 South Congress Avenue, Austin, TX 78704, United States', hire_date: '2020-03-02', manager_email: 'marcus.johnson@acme.example' },
  { hris_id: 'ACME-1008', name: 'Kevin Park', email: 'kevin.park@acme.example', status: 'active', department: 'Engineering', job_title: 'Staff Software Engineer', country: 'US', address: '4117 Greenwood Avenue N, Seattle, WA 98103, United States', hire_date: '2018-10-15', manager_email: 'marcus.johnson@acme.example' },
  { hris_id: 'ACME-1009', name: 'Ashley Thompson', email: 'ashley.thompson@acme.example', status: 'active', department: 'Sales', job_title: 'Account Executive', country: 'US', address: '2210 Peachtree Road NW, Atlanta, GA 30309, United States', hire_date: '2022-05-16', manager_email: 'ethan.tremblay@acme.example' },
  { hris_id: 'ACME-1010', name: 'Brandon Lee', email: 'brandon.lee@acme.example', status: 'inactive', department: 'Sales', job_title: 'Sales Development Representative', country: 'US', address: '3421 N Seminary Avenue, Chicago, IL 60657, United States', hire_date: '2023-01-17', manager_email: 'ethan.tremblay@acme.example' },
  { hris_id: 'ACME-1011', name: "Megan O'Brien", email: 'megan.obrien@acme.example', status: 'active', department: 'Finance', job_title: 'Senior Accountant', country: 'US', address: '1934 Pearl Street, Boulder, CO 80302, United States', hire_date: '2021-07-12', manager_email: 'robert.nguyen@acme.example' },
  { hris_id: 'ACME-1012', name: 'Tyler Brooks', email: 'tyler.brooks@acme.example', status: 'active', department: 'Support', job_title: 'Customer Support Specialist', country: 'US', address: '7302 Shoal Creek Boulevard, Austin, TX 78757, United States', hire_date: '2024-02-05', manager_email: 'sanne.devries@acme.example' },
  { hris_id: 'ACME-1013', name: 'Natalie Cooper', email: 'natalie.cooper@acme.example', status: 'active', department: 'People', job_title: 'People Partner', country: 'US', address: '2817 SE Alder Street, Portland, OR 97214, United States', hire_date: '2022-09-19', manager_email: 'emily.carter@acme.example' },
  { hris_id: 'ACME-1014', name: 'Jordan Hayes', email: 'jordan.hayes@acme.example', status: 'active', department: 'Legal', job_title: 'Paralegal', country: 'US', address: '618 W Jefferson Street, Raleigh, NC 27603, United States', hire_date: '2026-09-14', manager_email: 'hannah.levine@acme.example' },

  // ── Canada ─────────────────────────────────────────────────────────────────
  { hris_id: 'ACME-1015', name: 'Ethan Tremblay', email: 'ethan.tremblay@acme.example', status: 'active', department: 'Sales', job_title: 'Sales Manager, North America', country: 'CA', address: '88 Queens Quay W, Unit 2310, Toronto, ON M5J 0B8, Canada', hire_date: '2018-02-26', manager_email: 'david.okafor@acme.example' },
  { hris_id: 'ACME-1016', name: 'Camille Gagnon', email: 'camille.gagnon@acme.example', status: 'active', department: 'Marketing', job_title: 'Product Marketing Manager', country: 'CA', address: '1275 Rue Saint-Denis, Montréal, QC H2X 3J6, Canada', hire_date: '2021-03-08', manager_email: 'chloe.dubois@acme.example' },
  { hris_id: 'ACME-1017', name: 'Noah Singh', email: 'noah.singh@acme.example', status: 'active', department: 'Engineering', job_title: 'Software Engineer', country: 'CA', address: '2150 W 4th Avenue, Vancouver, BC V6K 1N6, Canada', hire_date: '2025-06-02', manager_email: 'marcus.johnson@acme.example' },
  { hris_id: 'ACME-1018', name: 'Olivia MacDonald', email: 'olivia.macdonald@acme.example', status: 'active', department: 'Sales', job_title: 'Account Executive', country: 'CA', address: '214 Bank Street, Ottawa, ON K2P 1W8, Canada', hire_date: '2023-08-14', manager_email: 'ethan.tremblay@acme.example' },
  { hris_id: 'ACME-1019', name: 'Mathieu Roy', email: 'mathieu.roy@acme.example', status: 'inactive', department: 'Support', job_title: 'Support Engineer', country: 'CA', address: '540 Avenue du Mont-Royal Est, Montréal, QC H2J 1W6, Canada', hire_date: '2020-11-02', manager_email: 'sanne.devries@acme.example' },
  { hris_id: 'ACME-1020', name: 'Emma Chen', email: 'emma.chen@acme.example', status: 'active', department: 'Finance', job_title: 'Financial Analyst', country: 'CA', address: '415 10 Avenue SW, Calgary, AB T2R 0A5, Canada', hire_date: '2024-10-21', manager_email: 'robert.nguyen@acme.example' },

  // ── United Kingdom ─────────────────────────────────────────────────────────
  { hris_id: 'ACME-1021', name: 'James Whitfield', email: 'james.whitfield@acme.example', status: 'active', department: 'Operations', job_title: 'Director of Operations', country: 'GB', address: '14 Elgin Crescent, London W11 2HX, United Kingdom', hire_date: '2017-05-22', manager_email: null },
  { hris_id: 'ACME-1022', name: 'Sophie Wright', email: 'sophie.wright@acme.example', status: 'active', department: 'Sales', job_title: 'Sales Manager, EMEA', country: 'GB', address: '76 Stockwell Park Road, London SW9 0DA, United Kingdom', hire_date: '2019-01-14', manager_email: 'david.okafor@acme.example' },
  { hris_id: 'ACME-1023', name: 'Oliver Hughes', email: 'oliver.hughes@acme.example', status: 'active', department: 'Engineering', job_title: 'Senior Backend Engineer', country: 'GB', address: '118 Burton Road, Manchester M20 1LP, United Kingdom', hire_date: '2020-09-07', manager_email: 'lukas.becker@acme.example' },
  { hris_id: 'ACME-1024', name: 'Amelia Clarke', email: 'amelia.clarke@acme.example', status: 'active', department: 'Design', job_title: 'Senior Product Designer', country: 'GB', address: '27 Canynge Road, Bristol BS8 3JZ, United Kingdom', hire_date: '2021-04-19', manager_email: 'katharina.vogel@acme.example' },
  { hris_id: 'ACME-1025', name: 'Harry Patel', email: 'harry.patel@acme.example', status: 'active', department: 'Sales', job_title: 'Account Executive', country: 'GB', address: '15 Headingley Lane, Leeds LS6 1BL, United Kingdom', hire_date: '2023-03-06', manager_email: 'sophie.wright@acme.example' },
  { hris_id: 'ACME-1026', name: 'Charlotte Evans', email: 'charlotte.evans@acme.example', status: 'active', department: 'People', job_title: 'Talent Acquisition Partner', country: 'GB', address: '52 Marchmont Road, Edinburgh EH9 1HT, United Kingdom', hire_date: '2022-01-10', manager_email: 'emily.carter@acme.example' },
  { hris_id: 'ACME-1027', name: 'George Murray', email: 'george.murray@acme.example', status: 'active', department: 'Operations', job_title: 'IT Support Specialist', country: 'GB', address: '41 Hackney Road, London E2 7NX, United Kingdom', hire_date: '2026-10-05', manager_email: 'arjun.mehta@acme.example' },
  { hris_id: 'ACME-1028', name: 'Isla Campbell', email: 'isla.campbell@acme.example', status: 'inactive', department: 'Legal', job_title: 'Commercial Counsel', country: 'GB', address: '9 Chapel Street, Cambridge CB4 1DY, United Kingdom', hire_date: '2021-10-18', manager_email: 'hannah.levine@acme.example' },

  // ── Germany ────────────────────────────────────────────────────────────────
  { hris_id: 'ACME-1029', name: 'Katharina Vogel', email: 'katharina.vogel@acme.example', status: 'active', department: 'Design', job_title: 'Head of Design', country: 'DE', address: 'Schönhauser Allee 112, 10439 Berlin, Germany', hire_date: '2018-03-01', manager_email: null },
  { hris_id: 'ACME-1030', name: 'Lukas Becker', email: 'lukas.becker@acme.example', status: 'active', department: 'Engineering', job_title: 'Engineering Manager', country: 'DE', address: 'Friedrichstraße 68, 10117 Berlin, Germany', hire_date: '2018-11-05', manager_email: 'sarah.mitchell@acme.example' },
  { hris_id: 'ACME-1031', name: 'Jonas Schmidt', email: 'jonas.schmidt@acme.example', status: 'active', department: 'Engineering', job_title: 'Senior Frontend Engineer', country: 'DE', address: 'Oranienstraße 185, 10999 Berlin, Germany', hire_date: '2020-01-13', manager_email: 'lukas.becker@acme.example' },
  { hris_id: 'ACME-1032', name: 'Lena Hoffmann', email: 'lena.hoffmann@acme.example', status: 'active', department: 'Engineering', job_title: 'DevOps Engineer', country: 'DE', address: 'Schanzenstraße 23, 20357 Hamburg, Germany', hire_date: '2022-07-01', manager_email: 'lukas.becker@acme.example' },
  { hris_id: 'ACME-1033', name: 'Felix Wagner', email: 'felix.wagner@acme.example', status: 'active', department: 'Sales', job_title: 'Account Executive, DACH', country: 'DE', address: 'Leopoldstraße 45, 80802 München, Germany', hire_date: '2023-09-04', manager_email: 'sophie.wright@acme.example' },
  { hris_id: 'ACME-1034', name: 'Anna Schneider', email: 'anna.schneider@acme.example', status: 'active', department: 'Design', job_title: 'UX Researcher', country: 'DE', address: 'Brüsseler Straße 31, 50674 Köln, Germany', hire_date: '2024-04-15', manager_email: 'katharina.vogel@acme.example' },
  { hris_id: 'ACME-1035', name: 'Maximilian Braun', email: 'maximilian.braun@acme.example', status: 'inactive', department: 'Finance', job_title: 'Financial Controller', country: 'DE', address: 'Kaiserstraße 40, 60329 Frankfurt am Main, Germany', hire_date: '2019-08-01', manager_email: 'robert.nguyen@acme.example' },

  // ── France ─────────────────────────────────────────────────────────────────
  { hris_id: 'ACME-1036', name: 'Chloé Dubois', email: 'chloe.dubois@acme.example', status: 'active', department: 'Marketing', job_title: 'VP of Marketing', country: 'FR', address: '12 Rue des Martyrs, 75009 Paris, France', hire_date: '2018-09-03', manager_email: null },
  { hris_id: 'ACME-1037', name: 'Thomas Laurent', email: 'thomas.laurent@acme.example', status: 'active', department: 'Marketing', job_title: 'Content Marketing Manager', country: 'FR', address: '48 Boulevard Voltaire, 75011 Paris, France', hire_date: '2021-02-01', manager_email: 'chloe.dubois@acme.example' },
  { hris_id: 'ACME-1038', name: 'Léa Moreau', email: 'lea.moreau@acme.example', status: 'active', department: 'Design', job_title: 'Visual Designer', country: 'FR', address: '7 Rue de la République, 69002 Lyon, France', hire_date: '2022-10-03', manager_email: 'katharina.vogel@acme.example' },
  { hris_id: 'ACME-1039', name: 'Hugo Bernard', email: 'hugo.bernard@acme.example', status: 'active', department: 'Engineering', job_title: 'Software Engineer', country: 'FR', address: '15 Allée Jean Jaurès, 31000 Toulouse, France', hire_date: '2025-01-06', manager_email: 'lukas.becker@acme.example' },
  { hris_id: 'ACME-1040', name: 'Manon Petit', email: 'manon.petit@acme.example', status: 'active', department: 'Sales', job_title: 'Account Executive', country: 'FR', address: '23 Rue Sainte-Catherine, 33000 Bordeaux, France', hire_date: '2024-03-11', manager_email: 'sophie.wright@acme.example' },
  { hris_id: 'ACME-1041', name: 'Julien Girard', email: 'julien.girard@acme.example', status: 'active', department: 'Support', job_title: 'Customer Success Manager', country: 'FR', address: '3 Quai de la Fosse, 44000 Nantes, France', hire_date: '2020-06-15', manager_email: 'sanne.devries@acme.example' },

  // ── Netherlands ────────────────────────────────────────────────────────────
  { hris_id: 'ACME-1042', name: 'Sanne de Vries', email: 'sanne.devries@acme.example', status: 'active', department: 'Support', job_title: 'Support Manager', country: 'NL', address: 'Prinsengracht 482, 1017 KH Amsterdam, Netherlands', hire_date: '2018-04-16', manager_email: 'james.whitfield@acme.example' },
  { hris_id: 'ACME-1043', name: 'Daan Jansen', email: 'daan.jansen@acme.example', status: 'active', department: 'Support', job_title: 'Support Specialist', country: 'NL', address: 'Oudegracht 158, 3511 AZ Utrecht, Netherlands', hire_date: '2023-05-01', manager_email: 'sanne.devries@acme.example' },
  { hris_id: 'ACME-1044', name: 'Emma van den Berg', email: 'emma.vandenberg@acme.example', status: 'active', department: 'Marketing', job_title: 'Growth Marketing Manager', country: 'NL', address: 'Javastraat 92, 1094 HK Amsterdam, Netherlands', hire_date: '2022-02-14', manager_email: 'chloe.dubois@acme.example' },
  { hris_id: 'ACME-1045', name: 'Bram Visser', email: 'bram.visser@acme.example', status: 'active', department: 'Engineering', job_title: 'Data Engineer', country: 'NL', address: 'Witte de Withstraat 57, 3012 BN Rotterdam, Netherlands', hire_date: '2021-09-01', manager_email: 'lukas.becker@acme.example' },
  { hris_id: 'ACME-1046', name: 'Lotte Bakker', email: 'lotte.bakker@acme.example', status: 'active', department: 'Operations', job_title: 'Workplace Manager', country: 'NL', address: 'Stationsweg 18, 2515 BP Den Haag, Netherlands', hire_date: '2019-11-11', manager_email: 'james.whitfield@acme.example' },
  { hris_id: 'ACME-1047', name: 'Ruben Smit', email: 'ruben.smit@acme.example', status: 'active', department: 'Finance', job_title: 'Payroll Specialist', country: 'NL', address: 'Stratumseind 30, 5611 ET Eindhoven, Netherlands', hire_date: '2026-08-03', manager_email: 'robert.nguyen@acme.example' },

  // ── India ──────────────────────────────────────────────────────────────────
  { hris_id: 'ACME-1048', name: 'Priya Raghavan', email: 'priya.raghavan@acme.example', status: 'active', department: 'Engineering', job_title: 'Engineering Manager', country: 'IN', address: '12, 4th Cross Road, Indiranagar, Bengaluru, Karnataka 560038, India', hire_date: '2019-02-18', manager_email: 'sarah.mitchell@acme.example' },
  { hris_id: 'ACME-1049', name: 'Arjun Mehta', email: 'arjun.mehta@acme.example', status: 'active', department: 'Operations', job_title: 'IT Operations Manager', country: 'IN', address: 'B-704, Lodha Bellissimo, Mahalaxmi, Mumbai, Maharashtra 400011, India', hire_date: '2019-07-08', manager_email: 'james.whitfield@acme.example' },
  { hris_id: 'ACME-1050', name: 'Rohan Iyer', email: 'rohan.iyer@acme.example', status: 'active', department: 'Engineering', job_title: 'Software Engineer', country: 'IN', address: 'Flat 402, Prestige Shantiniketan, Whitefield, Bengaluru, Karnataka 560048, India', hire_date: '2023-07-17', manager_email: 'priya.raghavan@acme.example' },
  { hris_id: 'ACME-1051', name: 'Ananya Sharma', email: 'ananya.sharma@acme.example', status: 'active', department: 'Engineering', job_title: 'QA Engineer', country: 'IN', address: 'Plot 45, Road No. 12, Banjara Hills, Hyderabad, Telangana 500034, India', hire_date: '2024-01-08', manager_email: 'priya.raghavan@acme.example' },
  { hris_id: 'ACME-1052', name: 'Vikram Nair', email: 'vikram.nair@acme.example', status: 'active', department: 'Support', job_title: 'Support Engineer', country: 'IN', address: '18 Koregaon Park Road, Pune, Maharashtra 411001, India', hire_date: '2022-06-06', manager_email: 'sanne.devries@acme.example' },
  { hris_id: 'ACME-1053', name: 'Neha Gupta', email: 'neha.gupta@acme.example', status: 'active', department: 'Operations', job_title: 'IT Asset Coordinator', country: 'IN', address: 'A-56, Sector 62, Noida, Uttar Pradesh 201309, India', hire_date: '2025-09-15', manager_email: 'arjun.mehta@acme.example' },
  { hris_id: 'ACME-1054', name: 'Karthik Subramanian', email: 'karthik.subramanian@acme.example', status: 'inactive', department: 'Engineering', job_title: 'Senior Software Engineer', country: 'IN', address: '7 Cenotaph Road, Teynampet, Chennai, Tamil Nadu 600018, India', hire_date: '2020-08-24', manager_email: 'priya.raghavan@acme.example' },

  // ── Australia ──────────────────────────────────────────────────────────────
  { hris_id: 'ACME-1055', name: "Liam O'Connor", email: 'liam.oconnor@acme.example', status: 'active', department: 'Sales', job_title: 'Sales Manager, APAC', country: 'AU', address: '8/45 Crown Street, Surry Hills NSW 2010, Australia', hire_date: '2019-10-07', manager_email: 'david.okafor@acme.example' },
  { hris_id: 'ACME-1056', name: 'Mia Thompson', email: 'mia.thompson@acme.example', status: 'active', department: 'Sales', job_title: 'Account Executive', country: 'AU', address: '56 Glebe Point Road, Glebe NSW 2037, Australia', hire_date: '2023-11-13', manager_email: 'liam.oconnor@acme.example' },
  { hris_id: 'ACME-1057', name: 'Jack Wilson', email: 'jack.wilson@acme.example', status: 'active', department: 'Engineering', job_title: 'Site Reliability Engineer', country: 'AU', address: '22 Brunswick Street, Fitzroy VIC 3065, Australia', hire_date: '2021-05-24', manager_email: 'marcus.johnson@acme.example' },
  { hris_id: 'ACME-1058', name: 'Grace Taylor', email: 'grace.taylor@acme.example', status: 'active', department: 'Marketing', job_title: 'Field Marketing Manager', country: 'AU', address: '71 Latrobe Terrace, Paddington QLD 4064, Australia', hire_date: '2024-08-05', manager_email: 'chloe.dubois@acme.example' },
  { hris_id: 'ACME-1059', name: 'Lachlan Murphy', email: 'lachlan.murphy@acme.example', status: 'inactive', department: 'Support', job_title: 'Support Specialist', country: 'AU', address: '19 Hay Street, Subiaco WA 6008, Australia', hire_date: '2022-03-21', manager_email: 'sanne.devries@acme.example' },
  { hris_id: 'ACME-1060', name: 'Zoe Nguyen', email: 'zoe.nguyen@acme.example', status: 'active', department: 'Design', job_title: 'Product Designer', country: 'AU', address: '3 Rundle Street, Kent Town SA 5067, Australia', hire_date: '2026-07-20', manager_email: 'katharina.vogel@acme.example' },
];
