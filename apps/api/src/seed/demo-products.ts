// Catalogue data of the two demo stores: categories, products (in display order), variant attributes
// and variant price rows. Data only; demo-catalogue.ts inserts it.

export type DemoCategory = { name: string; description: string };

export type DemoProduct = {
  name: string;
  description: string | null;
  priceMinor: number;
  image: string;
  category: string;
  inStock: number;
  /** 'Group:Value' puts a value under that option; a plain value goes under 'Size'. */
  sizes: string[];
  isDraft?: boolean;
  /** Grams, for the weight-priced shipping rates (docs/decisions/0100). */
  weightGrams?: number;
};

export type DemoVariantAttribute = {
  name: string;
  type: 'size' | 'color' | 'material' | 'style';
  values: string[];
  description: string;
};

/** A price row for one combination, written with attribute names; ids are resolved on insert. */
export type DemoVariantPrice = {
  product: string;
  combination: Record<string, string>;
  priceMinor: number;
  stock: number;
  sku: string;
};

export type DemoCatalogue = {
  categories: DemoCategory[];
  products: DemoProduct[];
  variantAttributes: DemoVariantAttribute[];
  variantPrices: DemoVariantPrice[];
};

export const demoMerchCatalogue: DemoCatalogue = {
  categories: [
    { name: 'T-Shirts', description: 'Soft everyday tees in organic and ring-spun cotton.' },
    { name: 'Hoodies', description: 'Warm pullover and zip-up hoodies for cooler days.' },
    { name: 'Accessories', description: 'Caps, bags and small gifts to finish the look.' },
    { name: 'Kids', description: 'Our favourite designs sized for ages 5 to 13.' },
  ],
  products: [
    {
      name: 'Classic Logo Tee',
      description:
        'Our best-selling crew neck tee in 180gsm ring-spun cotton, screen printed with the original logo on the chest. Pre-shrunk, so it keeps its shape wash after wash.',
      priceMinor: 1999,
      image: '/demo/classic-logo-tee.svg',
      category: 'T-Shirts',
      inStock: 48,
      sizes: ['Small', 'Medium', 'Large'],
    },
    {
      name: 'Vintage Wash Tee',
      description:
        'A garment-dyed tee with a lived-in feel from the very first wear. Relaxed fit, dropped shoulders and a faded print.',
      priceMinor: 2299,
      image: '/demo/vintage-wash-tee.svg',
      category: 'T-Shirts',
      inStock: 35,
      sizes: ['Size:S', 'Size:M', 'Size:L', 'Colour:Black', 'Colour:White'],
    },
    {
      name: 'Organic Cotton Crew Tee',
      description:
        'Made from 100% certified organic cotton and printed with water-based inks. Available in six sizes from XS to XXL.',
      priceMinor: 2499,
      image: '/demo/organic-cotton-tee.svg',
      category: 'T-Shirts',
      inStock: 60,
      sizes: ['XS', 'S', 'M', 'L', 'XL', 'XXL'],
    },
    {
      name: 'Long Sleeve Tour Tee',
      description: 'Long sleeve tee with the full tour list printed down the back. Back in stock soon.',
      priceMinor: 2799,
      image: '/demo/long-sleeve-tee.svg',
      category: 'T-Shirts',
      inStock: 0,
      sizes: ['Small', 'Medium', 'Large'],
    },
    {
      name: 'Essential Pullover Hoodie',
      description:
        'A midweight brushed-back fleece hoodie with a lined hood, kangaroo pocket and ribbed cuffs. Larger sizes and some colours are priced separately.',
      priceMinor: 4299,
      image: '/demo/essential-hoodie.svg',
      category: 'Hoodies',
      inStock: 25,
      sizes: ['Size:S', 'Size:M', 'Size:L', 'Size:XL', 'Colour:Black', 'Colour:Navy'],
    },
    {
      name: 'Zip-Up Hoodie',
      description: null,
      priceMinor: 4799,
      image: '/demo/zip-hoodie.svg',
      category: 'Hoodies',
      inStock: 18,
      sizes: ['Small', 'Medium', 'Large'],
    },
    {
      name: 'Heavyweight Oversized Hoodie',
      description:
        'Cut boxy and long from a 400gsm heavyweight cotton fleece, with an embroidered logo and double-layer hood. Built to last for years.',
      priceMinor: 5499,
      image: '/demo/oversized-hoodie.svg',
      category: 'Hoodies',
      inStock: 22,
      sizes: ['Size:M', 'Size:L', 'Size:XL', 'Colour:Heather Grey', 'Colour:Forest Green'],
    },
    {
      name: 'Embroidered Dad Cap',
      description:
        'Unstructured six-panel cotton cap with an embroidered logo and an adjustable brass buckle.',
      priceMinor: 1899,
      image: '/demo/dad-cap.svg',
      category: 'Accessories',
      inStock: 40,
      sizes: [],
    },
    {
      name: 'Canvas Tote Bag',
      description:
        'A heavy 12oz natural canvas tote with long handles and an inside pocket, roomy enough for a laptop and the weekly shop.',
      priceMinor: 1499,
      image: '/demo/canvas-tote.svg',
      category: 'Accessories',
      inStock: 75,
      sizes: [],
    },
    {
      name: 'Enamel Pin Set',
      description: 'Three hard enamel pins with rubber clutches, packed on a printed backing card.',
      priceMinor: 899,
      image: '/demo/enamel-pins.svg',
      category: 'Accessories',
      inStock: 100,
      sizes: [],
    },
    {
      name: 'Kids Logo Tee',
      description:
        'The classic logo tee made for smaller adventurers, in soft combed cotton that stands up to the playground and the washing machine.',
      priceMinor: 1499,
      image: '/demo/kids-logo-tee.svg',
      category: 'Kids',
      inStock: 30,
      sizes: ['Small', 'Medium', 'Large'],
    },
    {
      name: 'Kids Zip Hoodie',
      description: 'A cosy zip hoodie for ages 5 to 13 with a full-length zip and two front pockets.',
      priceMinor: 2999,
      image: '/demo/kids-hoodie.svg',
      category: 'Kids',
      inStock: 12,
      sizes: ['Size:Small', 'Size:Medium', 'Size:Large', 'Colour:Navy', 'Colour:Pink'],
    },
    {
      name: 'Recycled Knit Beanie',
      description: 'A ribbed beanie knitted from recycled yarn. Coming this winter.',
      priceMinor: 1599,
      image: '/demo/knit-beanie.svg',
      category: 'Accessories',
      inStock: 20,
      sizes: [],
      isDraft: true,
    },
  ],
  variantAttributes: [
    { name: 'Size', type: 'size', values: ['XS', 'S', 'M', 'L', 'XL', 'XXL'], description: 'Garment size' },
    {
      name: 'Colour',
      type: 'color',
      values: ['Black', 'White', 'Navy', 'Heather Grey', 'Forest Green', 'Pink'],
      description: 'Garment colour',
    },
  ],
  variantPrices: [
    {
      product: 'Essential Pullover Hoodie',
      combination: { Size: 'XL' },
      priceMinor: 4599,
      stock: 10,
      sku: 'HOO-XL',
    },
    {
      product: 'Essential Pullover Hoodie',
      combination: { Size: 'L', Colour: 'Black' },
      priceMinor: 4499,
      stock: 8,
      sku: 'HOO-L-BL',
    },
    {
      product: 'Essential Pullover Hoodie',
      combination: { Size: 'XL', Colour: 'Navy' },
      priceMinor: 4799,
      stock: 4,
      sku: 'HOO-XL-NA',
    },
    {
      product: 'Essential Pullover Hoodie',
      combination: { Size: 'S', Colour: 'Navy' },
      priceMinor: 4299,
      stock: 0,
      sku: 'HOO-S-NA',
    },
  ],
};

export const northwindCatalogue: DemoCatalogue = {
  categories: [
    { name: 'Outerwear', description: 'Jackets and fleeces for changeable weather.' },
    { name: 'Camping', description: 'Kit for nights under canvas.' },
  ],
  products: [
    {
      name: 'Ridgeline Rain Jacket',
      description:
        'A fully seam-sealed 2.5-layer waterproof shell with pit zips, a wired hood and a stowaway pocket, light enough to carry all day.',
      priceMinor: 8999,
      image: '/demo/northwind-rain-jacket.svg',
      category: 'Outerwear',
      inStock: 14,
      weightGrams: 450,
      sizes: ['Size:S', 'Size:M', 'Size:L', 'Size:XL', 'Colour:Slate', 'Colour:Moss'],
    },
    {
      name: 'Alpine Fleece Pullover',
      description: 'A warm recycled grid fleece with a quarter zip and a chest pocket.',
      priceMinor: 5499,
      image: '/demo/northwind-fleece.svg',
      category: 'Outerwear',
      inStock: 20,
      weightGrams: 380,
      sizes: ['Small', 'Medium', 'Large'],
    },
    {
      name: 'Trail Flask 750ml',
      description: 'Double-walled stainless steel flask that keeps drinks hot for 12 hours or cold for 24.',
      priceMinor: 2199,
      image: '/demo/northwind-flask.svg',
      category: 'Camping',
      inStock: 60,
      weightGrams: 420,
      sizes: [],
    },
    {
      name: 'Packable Camp Blanket',
      description:
        'A water-resistant insulated blanket that packs into its own stuff sack, for cold evenings around the fire or the stands at a match.',
      priceMinor: 3999,
      image: '/demo/northwind-blanket.svg',
      category: 'Camping',
      inStock: 9,
      weightGrams: 900,
      sizes: [],
    },
  ],
  variantAttributes: [],
  variantPrices: [],
};
