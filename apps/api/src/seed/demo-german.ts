// The demo store in German as well as English (docs/decisions/0093): its products, categories,
// option names and values, shipping options, hero and footer. demo-store.ts writes these as each
// row's `translations.de`; the store offers English (its default) and German.

/** Product name → German name and description. */
export const germanProducts: Record<string, { name: string; description?: string }> = {
  'Classic Logo Tee': {
    name: 'Klassisches Logo-T-Shirt',
    description:
      'Unser meistverkauftes T-Shirt mit Rundhalsausschnitt aus 180 g/m² ringgesponnener Baumwolle, mit dem Original-Logo auf der Brust bedruckt. Vorgewaschen, damit es Wäsche für Wäsche seine Form behält.',
  },
  'Vintage Wash Tee': { name: 'Vintage-Wash-T-Shirt' },
  'Organic Cotton Crew Tee': {
    name: 'T-Shirt aus Bio-Baumwolle',
    description:
      'Aus 100 % zertifizierter Bio-Baumwolle, bedruckt mit Farben auf Wasserbasis. In sechs Größen von XS bis XXL erhältlich.',
  },
  'Long Sleeve Tour Tee': { name: 'Langarm-Tour-Shirt' },
  'Essential Pullover Hoodie': {
    name: 'Essential Kapuzenpullover',
    description:
      'Ein mittelschwerer, innen angerauter Fleece-Hoodie mit gefütterter Kapuze, Kängurutasche und Rippbündchen. Größere Größen und einige Farben haben eigene Preise.',
  },
  'Zip-Up Hoodie': { name: 'Kapuzenjacke mit Reißverschluss' },
  'Heavyweight Oversized Hoodie': { name: 'Schwerer Oversize-Hoodie' },
  'Embroidered Dad Cap': { name: 'Bestickte Dad-Cap' },
  'Canvas Tote Bag': { name: 'Canvas-Tragetasche' },
  'Enamel Pin Set': { name: 'Emaille-Pin-Set' },
  'Kids Logo Tee': { name: 'Logo-T-Shirt für Kinder' },
  'Kids Zip Hoodie': { name: 'Kapuzenjacke für Kinder' },
  'Recycled Knit Beanie': { name: 'Strickmütze aus Recyclinggarn' },
};

/** Option names and values in German (the same for every product). */
export const germanOptions: Record<string, string> = {
  Size: 'Größe',
  Colour: 'Farbe',
  Small: 'Klein',
  Medium: 'Mittel',
  Large: 'Groß',
  Black: 'Schwarz',
  White: 'Weiß',
  Navy: 'Marineblau',
  Pink: 'Rosa',
  'Heather Grey': 'Grau meliert',
  'Forest Green': 'Waldgrün',
};

export const germanCategories: Record<string, { name: string; description: string }> = {
  'T-Shirts': {
    name: 'T-Shirts',
    description: 'Weiche Alltags-T-Shirts aus Bio- und ringgesponnener Baumwolle.',
  },
  Hoodies: { name: 'Hoodies', description: 'Warme Kapuzenpullover und -jacken für kühlere Tage.' },
  Accessories: {
    name: 'Accessoires',
    description: 'Caps, Taschen und kleine Geschenke für den letzten Schliff.',
  },
  Kids: { name: 'Kinder', description: 'Unsere Lieblingsdesigns in Größen für 5 bis 13 Jahre.' },
};

export const germanShipping: Record<string, { name: string; description: string }> = {
  'Standard Delivery': { name: 'Standardversand', description: 'Royal Mail Tracked 48: 3-5 Werktage' },
  'Express Delivery': { name: 'Expressversand', description: 'DPD-Kurier am nächsten Tag: 1-2 Werktage' },
  'Free Collection': {
    name: 'Kostenlose Abholung',
    description: 'Abholung in unserem Studio in Manchester, meist am nächsten Werktag bereit',
  },
};

/** Content key → German value: the hero and the footer. */
export const germanContent: Record<string, string> = {
  hero_title: 'Hochwertige Merchandise-Kollektion',
  hero_subtitle:
    'T-Shirts, Hoodies und Accessoires für lange Zeit, in kleinen Auflagen in Großbritannien bedruckt.',
  hero_button_text: 'Kollektion entdecken',
  footer_company_name: 'Demo Merch Store',
};

/** The German translations of the demo store's rows, by what identifies each row. */
export type DemoGerman = {
  products: typeof germanProducts;
  options: typeof germanOptions;
  categories: typeof germanCategories;
  shipping: typeof germanShipping;
  content: typeof germanContent;
};

export const demoGerman: DemoGerman = {
  products: germanProducts,
  options: germanOptions,
  categories: germanCategories,
  shipping: germanShipping,
  content: germanContent,
};

/** A product's `translations`: its German name, description and the options it uses. */
export function germanProductTranslations(german: DemoGerman, name: string, sizes: readonly string[]) {
  const product = german.products[name];
  const used = new Set(sizes.flatMap((size) => (size.includes(':') ? size.split(':') : ['Size', size])));
  const options = Object.fromEntries(Object.entries(german.options).filter(([from]) => used.has(from)));
  if (!product && Object.keys(options).length === 0) return {};
  return { de: { ...product, ...(Object.keys(options).length > 0 ? { options } : {}) } };
}
