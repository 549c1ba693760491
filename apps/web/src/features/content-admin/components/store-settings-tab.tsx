// Store Settings (spec admin §2): header image and logo, and the footer fields.
import { contentKeys } from '@storefleet/contracts';
import { FooterFields } from './footer-fields.tsx';
import { ImageUploadField } from './image-upload-field.tsx';

export function StoreSettingsTab({ tenantId, values }: { tenantId: number; values: Record<string, string> }) {
  return (
    <div className="space-y-8">
      <section className="space-y-6">
        <h2 className="text-lg font-semibold">Images</h2>
        <ImageUploadField
          tenantId={tenantId}
          contentKey={contentKeys.heroImage}
          label="Header image"
          recommended="1920x600 px"
          description="Store header background image"
          failure="Failed to upload image."
          current={values[contentKeys.heroImage]}
        />
        <ImageUploadField
          tenantId={tenantId}
          contentKey={contentKeys.storeLogo}
          label="Logo"
          recommended="200x80 px"
          description="Store logo displayed in header"
          failure="Failed to upload logo."
          current={values[contentKeys.storeLogo]}
        />
      </section>
      <section className="space-y-4">
        <h2 className="text-lg font-semibold">Footer</h2>
        <p className="text-sm text-muted-foreground">Changes are saved as you type.</p>
        <FooterFields tenantId={tenantId} values={values} />
      </section>
    </div>
  );
}
