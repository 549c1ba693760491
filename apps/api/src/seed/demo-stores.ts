// The two demo stores: tenant settings, owner account, shipping options and content. Data only;
// demo-store.ts inserts a store, demo-products.ts holds the catalogues.
import type { RoundingRule } from '@storefleet/contracts';
import type { tenants } from '../db/schema/index.ts';
import type { StoreContent } from './demo-content.ts';
import { type DemoGerman, demoGerman } from './demo-german.ts';
import { type DemoCatalogue, demoMerchCatalogue, northwindCatalogue } from './demo-products.ts';

export type DemoShippingOption = {
  name: string;
  description: string;
  costMinor: number;
  estimatedDays: number;
  /** The zone (by name) it is offered in; absent: the default zone, the UK (docs/decisions/0100). */
  zone?: string;
  rateKind?: 'flat' | 'value' | 'weight';
  rateBands?: { upTo: number | null; costMinor: number }[];
  freeAboveMinor?: number;
};

/** A shipping zone besides the default one (the UK), by name and countries. */
export type DemoShippingZone = { name: string; countries: string[] };

export type DemoStore = {
  tenant: Pick<
    typeof tenants.$inferInsert,
    | 'name'
    | 'slug'
    | 'subscriptionPlan'
    | 'colorTemplate'
    | 'emailStoreName'
    | 'emailFromAddress'
    | 'emailSupportAddress'
    | 'primaryPaymentGateway'
    | 'taxOss'
  >;
  /**
   * 'trial' (the default): a new store's 14 days from now. 'paying': its trial ended a month ago and it
   * is on its paid plan, so the operator has a store to bill from the first minute (ADR 0036: a store
   * in its trial is not billed).
   */
  subscription?: 'trial' | 'paying';
  /** defaultPassword is published (README): seeded only on a developer's machine (seed.ts). */
  owner: { username: string; email: string; defaultPassword: string };
  catalogue: DemoCatalogue;
  shipping: DemoShippingOption[];
  /** Zones besides the default UK one: set, the store ships abroad (docs/decisions/0100). */
  zones?: DemoShippingZone[];
  /** Currencies it sells in besides GBP, at the owner's rate and rounding (docs/decisions/0105). */
  currencies?: { currency: string; rate: string; rounding: RoundingRule }[];
  content: StoreContent;
  /** The seeded past (demo-history.ts): orders on an ordinary weekday (before the weekend lift and the trend), and the customers' streets. */
  history: { ordersPerDay: number; streets: readonly string[] };
  /** Set: the store also speaks German, these its German texts (docs/decisions/0093). */
  german?: DemoGerman;
};

/** Tenant 1: the store `npm start` opens on, and the spec's fallback tenant. */
export const demoMerchStore: DemoStore = {
  tenant: {
    name: 'Demo Merch Store',
    slug: 'demo',
    subscriptionPlan: 'basic',
    colorTemplate: 'default',
    emailStoreName: 'Demo Merch Store',
    emailFromAddress: 'orders@demo.storefleet.test',
    emailSupportAddress: 'support@demo.storefleet.test',
    primaryPaymentGateway: 'stripe',
  },
  owner: { username: 'demo-owner', email: 'owner@demo.storefleet.test', defaultPassword: 'demo-owner-123' },
  catalogue: demoMerchCatalogue,
  german: demoGerman,
  history: {
    ordersPerDay: 5,
    streets: [
      'Oldham Street, Manchester M1 1JQ',
      'High Street, Leeds LS1 6BQ',
      'Bold Street, Liverpool L1 4DS',
      'Church Road, Bristol BS5 9JA',
      'Princes Street, Edinburgh EH2 2ER',
      'Mill Lane, Cardiff CF10 1FL',
    ],
  },
  shipping: [
    {
      name: 'Standard Delivery',
      description: 'Royal Mail Tracked 48: 3-5 business days',
      costMinor: 399,
      estimatedDays: 5,
    },
    {
      name: 'Express Delivery',
      description: 'DPD next day courier: 1-2 business days',
      costMinor: 799,
      estimatedDays: 2,
    },
    {
      name: 'Free Collection',
      description: 'Collect from our Manchester studio, usually ready the next business day',
      costMinor: 0,
      estimatedDays: 1,
    },
  ],
  content: {
    siteTitle: 'Demo Merch Store',
    heroTitle: 'Premium Merchandise Collection',
    heroSubtitle: 'Tees, hoodies and accessories made to last, printed in small batches in the UK.',
    heroButtonText: 'Explore Collection',
    heroImage: '/demo/hero.svg',
    companyName: 'Demo Merch Store',
    address: '12 Ancoats Yard, Manchester M4 6DE',
    phone: '+44 161 496 0123',
    email: 'hello@demo.storefleet.test',
    supportEmail: 'support@demo.storefleet.test',
  },
};

/** A second store, so that tenancy is visible from the first minute. */
export const northwindStore: DemoStore = {
  subscription: 'paying',
  tenant: {
    name: 'Northwind Outfitters',
    slug: 'northwind',
    subscriptionPlan: 'pro',
    colorTemplate: 'emerald',
    emailStoreName: 'Northwind Outfitters',
    emailFromAddress: 'orders@northwind.storefleet.test',
    emailSupportAddress: 'support@northwind.storefleet.test',
    primaryPaymentGateway: 'stripe',
    // Sells to the EU under the One-Stop Shop: a German shopper pays 19 % (docs/decisions/0101).
    taxOss: true,
  },
  // Prices abroad at about the day's rate, ending in .99 (£21.99 is €25.99 and $27.99).
  currencies: [
    { currency: 'EUR', rate: '1.17', rounding: 'ninety-nine' },
    { currency: 'USD', rate: '1.27', rounding: 'ninety-nine' },
  ],
  owner: {
    username: 'northwind-owner',
    email: 'owner@northwind.storefleet.test',
    defaultPassword: 'northwind-owner-123',
  },
  catalogue: northwindCatalogue,
  history: {
    ordersPerDay: 3,
    streets: [
      'Lake Road, Keswick CA12 5BX',
      'Market Place, Kendal LA9 4TN',
      'Fore Street, Hexham NE46 1ND',
      'Station Road, Ambleside LA22 9BH',
      'King Street, Penrith CA11 7AH',
    ],
  },
  shipping: [
    {
      name: 'Standard Delivery',
      description: 'Tracked delivery in 2-4 business days',
      costMinor: 495,
      estimatedDays: 4,
    },
    {
      name: 'Next Day Delivery',
      description: 'Order by 2pm for delivery the next business day',
      costMinor: 995,
      estimatedDays: 1,
    },
    {
      name: 'Economy by Weight',
      description: 'Royal Mail 48 in 3-5 business days, priced by weight',
      costMinor: 0,
      estimatedDays: 5,
      rateKind: 'weight',
      rateBands: [
        { upTo: 1000, costMinor: 295 },
        { upTo: 5000, costMinor: 595 },
        { upTo: null, costMinor: 995 },
      ],
    },
    {
      name: 'EU Tracked',
      description: 'Tracked delivery in 4-7 business days',
      costMinor: 0,
      estimatedDays: 7,
      zone: 'European Union',
      rateKind: 'weight',
      rateBands: [
        { upTo: 1000, costMinor: 950 },
        { upTo: 3000, costMinor: 1400 },
        { upTo: null, costMinor: 2400 },
      ],
      freeAboveMinor: 15000,
    },
    {
      name: 'US Air Mail',
      description: 'Tracked air mail in 5-10 business days',
      costMinor: 0,
      estimatedDays: 10,
      zone: 'United States',
      rateKind: 'weight',
      rateBands: [
        { upTo: 1000, costMinor: 1400 },
        { upTo: 3000, costMinor: 2200 },
        { upTo: null, costMinor: 3500 },
      ],
      freeAboveMinor: 25000,
    },
  ],
  zones: [
    {
      name: 'European Union',
      countries: [
        'AT',
        'BE',
        'BG',
        'HR',
        'CY',
        'CZ',
        'DK',
        'EE',
        'FI',
        'FR',
        'DE',
        'GR',
        'HU',
        'IE',
        'IT',
        'LV',
        'LT',
        'LU',
        'MT',
        'NL',
        'PL',
        'PT',
        'RO',
        'SK',
        'SI',
        'ES',
        'SE',
      ],
    },
    { name: 'United States', countries: ['US'] },
  ],
  content: {
    siteTitle: 'Northwind Outfitters',
    heroTitle: 'Gear for Wild Weather',
    heroSubtitle: 'Waterproofs, fleeces and camp kit tested on the fells of the Lake District.',
    heroButtonText: 'Shop Outdoor Gear',
    heroImage: '/demo/northwind-hero.svg',
    companyName: 'Northwind Outfitters',
    address: '4 Lake Road, Keswick CA12 5BX',
    phone: '+44 1632 960123',
    email: 'hello@northwind.storefleet.test',
    supportEmail: 'support@northwind.storefleet.test',
  },
};
