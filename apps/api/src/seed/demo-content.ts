// A demo store's content entries: every key the store front reads (spec storefront §3), with the
// descriptions the admin screens show.
import { returnsHtml, termsHtml } from './demo-legal.ts';

export type StoreContent = {
  siteTitle: string;
  heroTitle: string;
  heroSubtitle: string;
  heroButtonText: string;
  heroImage: string;
  companyName: string;
  address: string;
  phone: string;
  email: string;
  supportEmail: string;
};

export type ContentEntry = { key: string; type: 'text' | 'html' | 'url'; value: string; description: string };

export function storeContentEntries(content: StoreContent): ContentEntry[] {
  const legal = { name: content.companyName, supportEmail: content.supportEmail };
  return [
    {
      key: 'site_title',
      type: 'text',
      value: content.siteTitle,
      description: 'Store name shown in the header',
    },
    { key: 'store_logo', type: 'url', value: '', description: 'Store logo displayed in header' },
    { key: 'hero_title', type: 'text', value: content.heroTitle, description: 'Home page banner heading' },
    { key: 'hero_subtitle', type: 'text', value: content.heroSubtitle, description: 'Home page banner text' },
    {
      key: 'hero_button_text',
      type: 'text',
      value: content.heroButtonText,
      description: 'Home page banner button label',
    },
    {
      key: 'hero_image',
      type: 'url',
      value: content.heroImage,
      description: 'Store header background image',
    },
    {
      key: 'footer_company_name',
      type: 'text',
      value: content.companyName,
      description: 'Company name in the footer',
    },
    { key: 'footer_address', type: 'text', value: content.address, description: 'Address in the footer' },
    { key: 'footer_phone', type: 'text', value: content.phone, description: 'Phone number in the footer' },
    { key: 'footer_email', type: 'text', value: content.email, description: 'E-mail address in the footer' },
    {
      key: 'terms_conditions',
      type: 'html',
      value: termsHtml(legal),
      description: 'Terms & Conditions page',
    },
    {
      key: 'returns_refunds',
      type: 'html',
      value: returnsHtml(legal),
      description: 'Returns & Refunds page',
    },
  ];
}
