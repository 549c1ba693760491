// The browser entry. A store page the server rendered (apps/api/src/plugins/storefront-ssr.ts) is
// hydrated: Preact (ADR 0023) adopts the markup the shopper already sees. Every other page is
// rendered here.
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import './index.css';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

const app = (
  <StrictMode>
    <App />
  </StrictMode>
);
if (root.hasChildNodes()) hydrateRoot(root, app);
else createRoot(root).render(app);
