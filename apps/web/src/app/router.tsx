// Top-level routing: finds which area owns the URL (route-table.ts) and loads only that area's
// code, so a shopper never downloads admin screens. Unknown paths get the 404 page.
import { type ComponentType, lazy } from 'react';
import { matchRoute, useLocation, useRouter } from 'wouter';
import { AreaOutlet } from './area-outlet.tsx';
import { adminRoutes, authRoutes, platformRoutes, type RouteEntry, storefrontRoutes } from './route-table.ts';
import { NotFoundRoute } from './routes/not-found.tsx';

const AuthArea = lazy(() => import('./routes/auth/area.tsx').then((m) => ({ default: m.AuthArea })));
const StorefrontArea = lazy(() =>
  import('./routes/storefront/area.tsx').then((m) => ({ default: m.StorefrontArea })),
);
const AdminArea = lazy(() => import('./routes/admin/area.tsx').then((m) => ({ default: m.AdminArea })));
const PlatformArea = lazy(() =>
  import('./routes/platform/area.tsx').then((m) => ({ default: m.PlatformArea })),
);

const areas: { routes: RouteEntry[]; Area: ComponentType }[] = [
  { routes: authRoutes, Area: AuthArea },
  { routes: storefrontRoutes, Area: StorefrontArea },
  { routes: platformRoutes, Area: PlatformArea },
  { routes: adminRoutes, Area: AdminArea },
];

export function AppRouter() {
  const [location] = useLocation();
  const { parser } = useRouter();
  const match = areas.find(({ routes }) =>
    routes.some((route) => matchRoute(parser, route.path, location)[0]),
  );
  if (!match) return <NotFoundRoute />;
  return <AreaOutlet Area={match.Area} />;
}
