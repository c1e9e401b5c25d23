import type { ProductInput } from '@kasuwa/contracts';
import { fragment } from 'xmlbuilder2';
import type { Config } from '../../config';
import type { DbContext } from '../../platform/context';
import { loadSharp, storeImage } from '../../platform/images';
import { hashPassword } from '../../platform/passwords';
import { storageFor } from '../../platform/storage';
import { findAccountByEmail, insertAccount } from '../admin-users';
import { createStore, isSubdomainAvailable, updateStoreOf } from '../stores';
import { addImage, createCollection, createProduct } from './catalog.service';

/** The demo vendor's sign-in; printed nowhere secret because it only exists outside production. */
export const DEMO_VENDOR = { email: 'vendor@kasuwa.local', password: 'kasuwa-demo' };

type DemoProduct = Omit<ProductInput, 'status'> & {
  shape: 'circle' | 'bottle' | 'shirt' | 'phone' | 'bowl' | 'vase';
  colours: [string, string];
};

interface DemoStore {
  name: string;
  subdomain: string;
  description: string;
  category: string;
  themeId: number;
  primaryColor: string;
  accentColor: string;
  whatsapp: string;
  collection: string;
  products: DemoProduct[];
}

const sizes = { name: 'Size', values: ['S', 'M', 'L', 'XL'] };
const v = (size: string, price: number, stock: number, sku: string) => ({
  options: { Size: size },
  price,
  stock,
  sku,
});

const DEMO_STORES: DemoStore[] = [
  {
    name: 'Mama Put Kitchen',
    subdomain: 'mamaput',
    description: 'Home-style Nigerian soups, spices and snacks from Surulere, delivered across Lagos.',
    category: 'Food & Beverage',
    themeId: 1,
    primaryColor: '#b5381e',
    accentColor: '#f2b705',
    whatsapp: '+2348030000001',
    collection: 'Spices and mixes',
    products: [
      {
        title: 'Jollof spice mix',
        price: 350_000,
        stock: 40,
        sku: 'MP-JOL',
        shape: 'bowl',
        colours: ['#d35400', '#f39c12'],
        description:
          '<p>Our house blend of thyme, curry, bay leaf and smoked pepper for <strong>party jollof</strong>.</p>',
      },
      {
        title: 'Suya pepper (yaji)',
        price: 250_000,
        compareAtPrice: 300_000,
        stock: 25,
        sku: 'MP-YAJ',
        shape: 'bowl',
        colours: ['#8e2e12', '#e67e22'],
        description: '<p>Ground groundnut, ginger and chilli, roasted in Kano style.</p>',
      },
      {
        title: 'Zobo drink',
        price: 150_000,
        stock: 60,
        sku: 'MP-ZOB',
        shape: 'bottle',
        colours: ['#6d0f2f', '#c0392b'],
        description: '<p>Chilled hibiscus drink with pineapple and ginger. 50cl.</p>',
      },
      {
        title: 'Chin chin',
        price: 200_000,
        stock: 8,
        sku: 'MP-CHN',
        shape: 'circle',
        colours: ['#c98a2b', '#f5d18b'],
        description: '<p>Crunchy, lightly sweet, fried in small batches.</p>',
      },
      {
        title: 'Ofada stew base',
        price: 450_000,
        stock: 15,
        sku: 'MP-OFD',
        shape: 'bowl',
        colours: ['#7b2d00', '#27ae60'],
        description: '<p>Green pepper and locust bean base for ayamase.</p>',
      },
      {
        title: 'Palm oil, 1 litre',
        price: 300_000,
        stock: 30,
        sku: 'MP-PLM',
        shape: 'bottle',
        colours: ['#c0392b', '#e67e22'],
        description: '<p>Fresh red palm oil from Imo.</p>',
      },
    ],
  },
  {
    name: 'Adire Lagos',
    subdomain: 'adirelagos',
    description: 'Hand-dyed adire and aso-oke, made in Abeokuta, cut in Lagos.',
    category: 'Fashion',
    themeId: 2,
    primaryColor: '#1d3a6e',
    accentColor: '#c8a24a',
    whatsapp: '+2348030000002',
    collection: 'New season',
    products: [
      {
        title: 'Indigo adire shirt',
        price: 1_850_000,
        options: [sizes],
        variants: [
          v('S', 1_850_000, 4, 'AL-SH-S'),
          v('M', 1_850_000, 6, 'AL-SH-M'),
          v('L', 1_950_000, 5, 'AL-SH-L'),
          v('XL', 1_950_000, 0, 'AL-SH-XL'),
        ],
        shape: 'shirt',
        colours: ['#1d3a6e', '#5b7db1'],
        description: '<p>Cotton shirt, resist-dyed by hand with natural indigo. Every piece is unique.</p>',
      },
      {
        title: 'Aso-oke wrapper',
        price: 3_500_000,
        stock: 5,
        sku: 'AL-ASO',
        shape: 'vase',
        colours: ['#7a4b1e', '#c8a24a'],
        description: '<p>Hand-woven on a narrow loom, ready for owambe.</p>',
      },
      {
        title: 'Adire kaftan',
        price: 2_400_000,
        compareAtPrice: 2_800_000,
        options: [sizes],
        variants: [v('M', 2_400_000, 3, 'AL-KF-M'), v('L', 2_400_000, 2, 'AL-KF-L')],
        shape: 'shirt',
        colours: ['#2c3e50', '#9fb3c8'],
        description: '<p>Relaxed kaftan with embroidered neckline.</p>',
      },
      {
        title: 'Tie-dye scarf',
        price: 650_000,
        stock: 20,
        sku: 'AL-SCF',
        shape: 'circle',
        colours: ['#34495e', '#85c1e9'],
        description: '<p>Light silk-cotton, 180 cm.</p>',
      },
      {
        title: 'Gele head-tie',
        price: 900_000,
        stock: 12,
        sku: 'AL-GEL',
        shape: 'vase',
        colours: ['#8e44ad', '#c8a24a'],
        description: '<p>Stiff damask that holds its shape all evening.</p>',
      },
    ],
  },
  {
    name: 'Gidi Gadgets',
    subdomain: 'gidigadgets',
    description: 'Phones, chargers and accessories with a 6-month warranty. Computer Village, Ikeja.',
    category: 'Electronics',
    themeId: 3,
    primaryColor: '#6c5ce7',
    accentColor: '#00d2a8',
    whatsapp: '',
    collection: 'Phone essentials',
    products: [
      {
        title: 'Power bank 20,000 mAh',
        price: 2_200_000,
        stock: 14,
        sku: 'GG-PB20',
        shape: 'phone',
        colours: ['#2d3436', '#6c5ce7'],
        description: '<p>Two USB-C ports, fast charging, charges a phone four times.</p>',
      },
      {
        title: 'Wireless earbuds',
        price: 1_500_000,
        compareAtPrice: 1_900_000,
        stock: 9,
        sku: 'GG-EB1',
        shape: 'circle',
        colours: ['#0f1115', '#00d2a8'],
        description: '<p>Noise isolation, 24 hours with the case.</p>',
      },
      {
        title: 'USB-C cable, 2 m',
        price: 350_000,
        stock: 80,
        sku: 'GG-USBC',
        shape: 'vase',
        colours: ['#2d3436', '#a29bfe'],
        description: '<p>Braided, 60 W.</p>',
      },
      {
        title: 'Solar lamp',
        price: 1_200_000,
        stock: 3,
        sku: 'GG-SOL',
        shape: 'bottle',
        colours: ['#f9ca24', '#6c5ce7'],
        description: '<p>For NEPA nights: 12 hours of light from a sunny day.</p>',
      },
      {
        title: 'Phone case',
        price: 400_000,
        options: [{ name: 'Model', values: ['iPhone 13', 'Galaxy A54', 'Tecno Spark 10'] }],
        variants: [
          { options: { Model: 'iPhone 13' }, price: 450_000, stock: 10, sku: 'GG-CS-IP13' },
          { options: { Model: 'Galaxy A54' }, price: 400_000, stock: 7, sku: 'GG-CS-A54' },
          { options: { Model: 'Tecno Spark 10' }, price: 350_000, stock: 12, sku: 'GG-CS-TS10' },
        ],
        shape: 'phone',
        colours: ['#00b894', '#0984e3'],
        description: '<p>Shock-absorbing edges, raised lip for the camera.</p>',
      },
    ],
  },
  {
    name: 'Kano Crafts',
    subdomain: 'kanocrafts',
    description: 'Leatherwork, pottery and woven baskets from artisans in Kano and Bida.',
    category: 'Arts and Crafts',
    themeId: 1,
    primaryColor: '#0b6e4f',
    accentColor: '#f4a261',
    whatsapp: '+2348030000004',
    collection: 'Home decor',
    products: [
      {
        title: 'Leather pouf',
        price: 4_500_000,
        stock: 4,
        sku: 'KC-POUF',
        shape: 'circle',
        colours: ['#8b4513', '#d2a679'],
        description: '<p>Hand-stitched goatskin, dyed with natural pigments.</p>',
      },
      {
        title: 'Bida brass bowl',
        price: 1_800_000,
        stock: 6,
        sku: 'KC-BOWL',
        shape: 'bowl',
        colours: ['#b8860b', '#f4d03f'],
        description: '<p>Engraved by hand in Bida.</p>',
      },
      {
        title: 'Clay water pot',
        price: 950_000,
        stock: 10,
        sku: 'KC-POT',
        shape: 'vase',
        colours: ['#a0522d', '#e9967a'],
        description: '<p>Keeps water cool without electricity.</p>',
      },
      {
        title: 'Woven basket',
        price: 700_000,
        stock: 18,
        sku: 'KC-BSK',
        shape: 'bowl',
        colours: ['#c19a6b', '#0b6e4f'],
        description: '<p>Raffia and palm, 40 cm.</p>',
      },
    ],
  },
];

function shapeSvg(shape: DemoProduct['shape'], fill: string): string {
  switch (shape) {
    case 'circle':
      return `<circle cx="400" cy="380" r="190" fill="${fill}"/><circle cx="400" cy="380" r="120" fill="#fff" opacity=".18"/>`;
    case 'bottle':
      return `<rect x="340" y="150" width="120" height="70" rx="14" fill="${fill}"/><rect x="290" y="210" width="220" height="380" rx="60" fill="${fill}"/><rect x="320" y="330" width="160" height="120" rx="10" fill="#fff" opacity=".85"/>`;
    case 'shirt':
      return `<path d="M270 190 L340 160 Q400 200 460 160 L530 190 L620 290 L550 340 L520 310 L520 610 L280 610 L280 310 L250 340 L180 290 Z" fill="${fill}"/><path d="M300 400 Q400 360 500 400 M300 470 Q400 430 500 470 M300 540 Q400 500 500 540" stroke="#fff" stroke-width="10" fill="none" opacity=".45"/>`;
    case 'phone':
      return `<rect x="285" y="140" width="230" height="460" rx="36" fill="${fill}"/><rect x="305" y="180" width="190" height="370" rx="12" fill="#fff" opacity=".22"/><circle cx="400" cy="575" r="12" fill="#fff" opacity=".6"/>`;
    case 'bowl':
      return `<ellipse cx="400" cy="320" rx="240" ry="60" fill="${fill}" opacity=".8"/><path d="M160 320 Q400 700 640 320 Z" fill="${fill}"/><ellipse cx="400" cy="320" rx="200" ry="40" fill="#fff" opacity=".25"/>`;
    case 'vase':
      return `<path d="M350 150 L450 150 L440 230 Q580 330 520 520 Q480 610 400 610 Q320 610 280 520 Q220 330 360 230 Z" fill="${fill}"/><path d="M300 400 L500 400" stroke="#fff" stroke-width="14" opacity=".4"/>`;
  }
}

/** A studio-style product shot as SVG, rendered by sharp (no downloads); its title escaped by xmlbuilder2. */
async function productShot(p: DemoProduct): Promise<Buffer> {
  const [dark, light] = p.colours;
  const font = { 'font-family': 'DejaVu Sans, Arial, sans-serif', 'font-size': '34', 'font-weight': '700' };
  const title = fragment()
    .ele('text', { x: '400', y: '730', ...font, 'text-anchor': 'middle', fill: dark })
    .txt(p.title)
    .end();
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800" viewBox="0 0 800 800">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${light}" stop-opacity=".35"/><stop offset="1" stop-color="#fdfaf4"/></linearGradient>
  <radialGradient id="s" cx=".5" cy=".5" r=".5"><stop offset="0" stop-color="#000" stop-opacity=".25"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient></defs>
  <rect width="800" height="800" fill="url(#g)"/>
  <ellipse cx="400" cy="650" rx="230" ry="34" fill="url(#s)"/>
  ${shapeSvg(p.shape, dark)}
  ${title}
</svg>`;
  return (await loadSharp())(Buffer.from(svg)).png().toBuffer();
}

async function banner(store: DemoStore): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1280" height="480" viewBox="0 0 1600 600"><defs><linearGradient id="b" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${store.primaryColor}"/><stop offset="1" stop-color="${store.accentColor}"/></linearGradient></defs><rect width="1600" height="600" fill="url(#b)"/>${Array.from({ length: 14 }, (_, i) => `<circle cx="${(i * 137) % 1600}" cy="${(i * 251) % 600}" r="${40 + ((i * 37) % 120)}" fill="#fff" opacity=".08"/>`).join('')}</svg>`;
  return (await loadSharp())(Buffer.from(svg)).png().toBuffer();
}

/**
 * First-start demo: a vendor who owns several stores across template categories and all three
 * themes, each with real products, variants, stock and images, so the storefronts are alive at once.
 */
export async function seedDemoStorefronts({ db }: DbContext, config: Config): Promise<void> {
  const storage = storageFor(config);
  const vendor =
    (await findAccountByEmail({ db }, DEMO_VENDOR.email)) ??
    (await insertAccount(
      { db },
      {
        username: 'demovendor',
        email: DEMO_VENDOR.email,
        passwordHash: await hashPassword(DEMO_VENDOR.password),
        firstName: 'Demo',
        lastName: 'Vendor',
        role: 'user',
        // A courtesy plan: the demo owns more stores than Free allows. Nothing bills it (no subscription
        // row), so it never lapses; /subscription says "granted by Kasuwa" and the back office "set by hand".
        plan: 'premium',
        businessName: 'Kasuwa demo shops',
        emailVerifiedAt: new Date(),
      },
    ));
  for (const s of DEMO_STORES) {
    // A store kept from an earlier start (or a subdomain someone took since) is left as it is.
    if (!(await isSubdomainAvailable({ db }, s.subdomain)).available) continue;
    const store = await createStore(
      { db },
      {
        userId: vendor.id,
        name: s.name,
        username: s.subdomain,
        subdomain: s.subdomain,
        description: s.description,
        templateCategory: s.category,
        themeId: s.themeId,
        phone: '+234 803 000 0000',
        status: 'active',
      },
    );
    const ctx = { db, storeId: store.id, actor: null };
    const stored = await storeImage(storage, `stores/${store.id}/banner/demo`, await banner(s));
    await updateStoreOf(ctx, {
      primaryColor: s.primaryColor,
      accentColor: s.accentColor,
      whatsapp: s.whatsapp,
      bannerUrl: storage.url(`${stored.key}-${stored.widths.at(-1)}.webp`),
    });
    const collection = await createCollection(ctx, { title: s.collection });
    const created: { id: string; p: DemoProduct }[] = [];
    for (const [i, p] of s.products.entries()) {
      const { shape: _shape, colours: _colours, ...input } = p;
      const product = await createProduct(
        ctx,
        {
          ...input,
          status: 'active',
          tags: [s.category.toLowerCase()],
          collectionIds: i < 3 ? [collection.id] : [],
        },
        storage,
      );
      created.push({ id: product.id, p });
    }
    // Image encoding runs on sharp's thread pool, so the products of a store are drawn side by side.
    await Promise.all(
      created.map(async ({ id, p }) => addImage(ctx, id, await productShot(p), p.title, storage)),
    );
  }
}
