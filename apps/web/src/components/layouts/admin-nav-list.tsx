// The side navigation's links, grouped as spec admin §2 lists them; the current page is marked
// with aria-current so it is announced as well as highlighted.
import {
  BadgePoundSterling,
  Boxes,
  Building2,
  ChartNoAxesColumn,
  CreditCard,
  FilePen,
  FolderTree,
  Inbox,
  LayoutDashboard,
  type LucideIcon,
  Mail,
  Package,
  PackageOpen,
  Palette,
  Receipt,
  Repeat,
  ScrollText,
  Settings,
  ShieldCheck,
  ShoppingCart,
  Store,
  Tags,
  TicketPercent,
  Truck,
  UserCog,
  Users,
  Wallet,
} from 'lucide-react';
import { Link } from 'wouter';
import { cn } from '@/lib/cn.ts';
import type { AdminNav, AdminNavIcon, AdminNavItem } from './admin-nav.ts';

const icons: Record<AdminNavIcon, LucideIcon> = {
  dashboard: LayoutDashboard,
  store: Store,
  products: Package,
  categories: FolderTree,
  variants: Tags,
  pricing: BadgePoundSterling,
  orders: ShoppingCart,
  returns: PackageOpen,
  customers: Users,
  analytics: ChartNoAxesColumn,
  subscriptions: Repeat,
  settings: Settings,
  colors: Palette,
  email: Mail,
  'email-log': Inbox,
  payment: CreditCard,
  shipping: Truck,
  billing: Receipt,
  plans: Wallet,
  tenants: Building2,
  'super-admin': ShieldCheck,
  audit: ScrollText,
  team: UserCog,
  discounts: TicketPercent,
  'draft-orders': FilePen,
};

function NavLink({ item, onNavigate }: { item: AdminNavItem; onNavigate?: () => void }) {
  const Icon = icons[item.icon] ?? Boxes;
  return (
    <Link
      href={item.href}
      onClick={onNavigate}
      aria-current={item.current ? 'page' : undefined}
      className={cn(
        'flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium text-muted-foreground transition-colors',
        'outline-none hover:bg-accent hover:text-accent-foreground focus-visible:ring-2 focus-visible:ring-ring',
        item.current && 'bg-primary text-primary-foreground hover:bg-primary hover:text-primary-foreground',
      )}
    >
      <Icon aria-hidden="true" className="size-4 shrink-0" />
      <span className="truncate">{item.label}</span>
    </Link>
  );
}

export function AdminNavList({ nav, onNavigate }: { nav: AdminNav; onNavigate?: () => void }) {
  return (
    <div className="space-y-6">
      <NavLink item={nav.dashboard} onNavigate={onNavigate} />
      {nav.groups.map((group) => {
        const headingId = `admin-nav-${group.label.toLowerCase().replace(/\s+/g, '-')}`;
        return (
          <section key={group.label} aria-labelledby={headingId} className="space-y-1">
            <h2
              id={headingId}
              className="px-3 pb-1 text-xs font-semibold tracking-wide text-muted-foreground uppercase"
            >
              {group.label}
            </h2>
            <ul className="space-y-0.5">
              {group.items.map((item) => (
                <li key={item.label}>
                  <NavLink item={item} onNavigate={onNavigate} />
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
