/**
 * The search bench's catalogue: 1,054 products of one store (the size of the catalogue issue 20 measured),
 * titled from ten kinds of product and seven colours, and ten searches with the number of products each
 * must find, counted here from the titles rather than by the search under test.
 */

export const SEARCH_PRODUCTS = 1054;

const KINDS = [
  { title: 'Running Shoe', tags: ['sport', 'footwear'] },
  { title: 'Canvas Sneakers', tags: ['footwear'] },
  { title: 'Leather Sandals', tags: ['footwear'] },
  { title: 'Ankara Dress', tags: ['clothing'] },
  { title: 'Café Mug', tags: ['kitchen'] },
  { title: 'Shea Butter Jar', tags: ['beauty'] },
  { title: 'Beaded Necklace', tags: ['jewellery'] },
  { title: 'Kente Scarf', tags: ['clothing'] },
  { title: 'Phone Case', tags: ['gadgets'] },
  { title: 'Raffia Basket', tags: ['home'] },
] as const;
const COLOURS = ['Indigo', 'Red', 'Green', 'Black', 'White', 'Gold', 'Blue'] as const;

export interface BenchProduct {
  title: string;
  slug: string;
  tags: string[];
  kind: (typeof KINDS)[number]['title'];
  colour: (typeof COLOURS)[number];
}

export const searchCatalogue: BenchProduct[] = Array.from({ length: SEARCH_PRODUCTS }, (_, i) => {
  const kind = KINDS[i % KINDS.length]!;
  const colour = COLOURS[i % COLOURS.length]!;
  return {
    title: `${colour} ${kind.title} ${i + 1}`,
    slug: `search-product-${i + 1}`,
    tags: [...kind.tags],
    kind: kind.title,
    colour,
  };
});

const count = (match: (p: BenchProduct) => boolean) => searchCatalogue.filter(match).length;

/** What is typed, what it exercises, and how many products it must find. */
export const SEARCH_TERMS: { q: string; what: string; expected: number }[] = [
  { q: 'running shoes', what: 'stemming', expected: count((p) => p.kind === 'Running Shoe') },
  { q: 'sneakrs', what: 'typo', expected: count((p) => p.kind === 'Canvas Sneakers') },
  { q: 'cafe', what: 'accent', expected: count((p) => p.kind === 'Café Mug') },
  { q: 'leath', what: 'prefix', expected: count((p) => p.kind === 'Leather Sandals') },
  { q: 'ankara dresses', what: 'stemming', expected: count((p) => p.kind === 'Ankara Dress') },
  { q: 'shea butter', what: 'two words', expected: count((p) => p.kind === 'Shea Butter Jar') },
  { q: 'beads', what: 'stemming', expected: count((p) => p.kind === 'Beaded Necklace') },
  { q: 'indigo', what: 'colour', expected: count((p) => p.colour === 'Indigo') },
  { q: 'footwear', what: 'tag', expected: count((p) => p.tags.includes('footwear')) },
  {
    q: 'blue phone',
    what: 'two words, prefix',
    expected: count((p) => p.kind === 'Phone Case' && p.colour === 'Blue'),
  },
];
