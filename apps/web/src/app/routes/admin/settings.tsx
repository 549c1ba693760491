// /settings, /cms and /tenant/{id}/settings (spec admin §2 Settings page): five tabs, Account
// first. The store is the one in the URL, else the member's own, else the fallback store.
import { canAdministerStore, describeRole, FALLBACK_STORE_ID, userMayUse } from '@storefleet/contracts';
import { LogOut } from 'lucide-react';
import type { ReactNode } from 'react';
import { LoadError } from '@/components/load-error.tsx';
import { StoreWritesAllowed } from '@/components/store-read-only.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent } from '@/components/ui/card.tsx';
import { PageHeading } from '@/components/ui/page-heading.tsx';
import { PageSpinner, Spinner } from '@/components/ui/spinner.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs.tsx';
import { ChangePasswordCard } from '@/features/account/components/change-password-form.tsx';
import { TimeZoneSection } from '@/features/analytics-admin/components/time-zone-section.tsx';
import { ApiKeysScreen } from '@/features/api-keys-admin/components/api-keys-screen.tsx';
import { useUser } from '@/features/auth/api/get-user.ts';
import { useLogout } from '@/features/auth/api/logout.ts';
import { SignOutEverywhereButton } from '@/features/auth/components/sign-out-everywhere-button.tsx';
import { PolicyContent } from '@/features/content/components/policy-content.tsx';
import { useAdminContent } from '@/features/content-admin/api/get-admin-content.ts';
import { ContentManagementTab } from '@/features/content-admin/components/content-management-tab.tsx';
import { LegalPagesTab } from '@/features/content-admin/components/legal-pages-tab.tsx';
import { StoreSettingsTab } from '@/features/content-admin/components/store-settings-tab.tsx';
import { CurrenciesSection } from '@/features/currencies-admin/components/currencies-section.tsx';
import { DomainsManager } from '@/features/domains-admin/components/domains-manager.tsx';
import { ShippingOptionsManager } from '@/features/shipping-admin/components/shipping-options-manager.tsx';
import { ShippingZonesManager } from '@/features/shipping-admin/components/shipping-zones-manager.tsx';
import { TaxRatesSection } from '@/features/tax-rates-admin/components/tax-rates-section.tsx';
import { StoreLanguagesSection } from '@/features/translations-admin/components/store-languages-section.tsx';
import { VatSettingsSection } from '@/features/vat-admin/components/vat-settings-section.tsx';
import { WebhooksScreen } from '@/features/webhooks-admin/components/webhooks-screen.tsx';
import { useDocumentTitle } from '@/lib/use-document-title.ts';
import { useAdminTenantId } from './use-admin-tenant-id.ts';

export function SettingsRoute() {
  useDocumentTitle('General Settings');
  const userQuery = useUser();
  const pathTenantId = useAdminTenantId();
  const user = userQuery.data;
  const tenantId = pathTenantId ?? user?.memberships[0]?.tenantId ?? FALLBACK_STORE_ID;
  const content = useAdminContent(tenantId, { enabled: userMayUse(user, tenantId, 'content') });
  const logout = useLogout({ onSuccess: () => window.location.assign('/') });

  if (userQuery.isPending) return <PageSpinner label="Loading settings…" />;
  if (!user) return <p className="py-16 text-center">Please log in to access settings.</p>;
  // The member's role in this store, in words (ADR 0080): "Owner", "Admin", "Staff: Orders, Products".
  const membership = user.memberships.find((m) => m.tenantId === tenantId);
  const values = Object.fromEntries((content.data ?? []).map((e) => [e.key, e.value]));
  const translations = Object.fromEntries((content.data ?? []).map((e) => [e.key, e.translations]));
  // ADR 0030: a member sees the tabs of the areas their role allows; everyone has Account.
  const mayContent = userMayUse(user, tenantId, 'content');
  const maySettings = userMayUse(user, tenantId, 'settings');
  const contentTab = (body: (values: Record<string, string>) => ReactNode) =>
    content.isPending ? (
      <Spinner label="Loading content…" className="py-12" />
    ) : content.isError ? (
      <LoadError what="content" onRetry={() => content.refetch()} />
    ) : (
      body(values)
    );

  return (
    <div className="space-y-6">
      <PageHeading
        title="Settings"
        description="Your store's look, delivery, legal pages, content and account."
      />
      <Tabs defaultValue="account" className="space-y-4">
        <TabsList className="flex h-auto flex-wrap justify-start">
          {mayContent || maySettings ? <TabsTrigger value="store">Store Settings</TabsTrigger> : null}
          {maySettings ? <TabsTrigger value="shipping">Shipping Options</TabsTrigger> : null}
          {maySettings ? <TabsTrigger value="domains">Domains</TabsTrigger> : null}
          {mayContent ? <TabsTrigger value="legal">Legal Pages</TabsTrigger> : null}
          {mayContent ? <TabsTrigger value="content">Content Management</TabsTrigger> : null}
          {userMayUse(user, tenantId, 'api-keys') ? (
            <TabsTrigger value="api-keys">API Keys</TabsTrigger>
          ) : null}
          {userMayUse(user, tenantId, 'webhooks') ? (
            <TabsTrigger value="webhooks">Webhooks</TabsTrigger>
          ) : null}
          <TabsTrigger value="account">Account Settings</TabsTrigger>
        </TabsList>
        <Card>
          <CardContent className="p-4 sm:p-6">
            <TabsContent value="store" className="space-y-8">
              {mayContent ? contentTab((v) => <StoreSettingsTab tenantId={tenantId} values={v} />) : null}
              {maySettings ? <VatSettingsSection tenantId={tenantId} /> : null}
              {maySettings ? <TaxRatesSection tenantId={tenantId} /> : null}
              {maySettings ? <TimeZoneSection tenantId={tenantId} /> : null}
              {maySettings ? <StoreLanguagesSection tenantId={tenantId} /> : null}
              {maySettings ? <CurrenciesSection tenantId={tenantId} /> : null}
            </TabsContent>
            <TabsContent value="shipping" className="space-y-8">
              <ShippingZonesManager tenantId={tenantId} />
              <ShippingOptionsManager tenantId={tenantId} />
            </TabsContent>
            <TabsContent value="domains">
              <DomainsManager tenantId={tenantId} />
            </TabsContent>
            <TabsContent value="legal">
              {contentTab((v) => (
                <LegalPagesTab
                  tenantId={tenantId}
                  values={v}
                  translations={translations}
                  renderPreview={(html) => <PolicyContent html={html} />}
                />
              ))}
            </TabsContent>
            <TabsContent value="content">
              {contentTab(() => (
                <ContentManagementTab tenantId={tenantId} entries={content.data ?? []} />
              ))}
            </TabsContent>
            <TabsContent value="api-keys">
              <ApiKeysScreen tenantId={pathTenantId} />
            </TabsContent>
            <TabsContent value="webhooks">
              <WebhooksScreen tenantId={pathTenantId} />
            </TabsContent>
            <TabsContent value="account" className="space-y-4">
              <dl className="grid grid-cols-[8rem_1fr] gap-y-2 text-sm">
                <dt className="text-muted-foreground">Username</dt>
                <dd className="font-medium">{user.username}</dd>
                <dt className="text-muted-foreground">Email</dt>
                <dd>{user.email ?? '—'}</dd>
                <dt className="text-muted-foreground">Role</dt>
                <dd>{canAdministerStore(user, tenantId) ? 'Administrator' : 'Regular User'}</dd>
                {membership ? (
                  <>
                    <dt className="text-muted-foreground">Store role</dt>
                    <dd data-testid="store-role">
                      {describeRole(membership.role, membership.permissions)}
                      {membership.tenantName ? (
                        <span className="text-muted-foreground"> in {membership.tenantName}</span>
                      ) : null}
                    </dd>
                  </>
                ) : user.isAdmin === 'true' ? (
                  <>
                    <dt className="text-muted-foreground">Store role</dt>
                    <dd data-testid="store-role">Platform operator</dd>
                  </>
                ) : null}
              </dl>
              <div className="flex flex-wrap gap-2">
                <Button variant="outline" onClick={() => logout.mutate()} disabled={logout.isPending}>
                  <LogOut aria-hidden="true" /> Logout
                </Button>
                <StoreWritesAllowed>
                  <SignOutEverywhereButton />
                </StoreWritesAllowed>
              </div>
              <ChangePasswordCard />
            </TabsContent>
          </CardContent>
        </Card>
      </Tabs>
    </div>
  );
}
