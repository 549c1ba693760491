// One content image (header image or logo): the current picture, the recommended size, and an
// upload that saves the new URL as content (spec admin §2 Settings, §5, §8).
import type { contentKeys } from '@storefleet/contracts';
import { ImageUp } from 'lucide-react';
import { useId, useState } from 'react';
import { useStoreReadOnly } from '@/components/store-read-only-context.ts';
import { Label } from '@/components/ui/label.tsx';
import { toast } from '@/lib/toast.ts';
import { useSaveContent } from '../api/save-content.ts';
import { uploadContentImage } from '../api/upload-content-image.ts';

type ImageUploadFieldProps = {
  tenantId: number;
  contentKey: typeof contentKeys.heroImage | typeof contentKeys.storeLogo;
  label: string;
  recommended: string;
  description: string;
  failure: string;
  current?: string;
};

export function ImageUploadField(props: ImageUploadFieldProps) {
  const { readOnly } = useStoreReadOnly();
  const id = useId();
  const save = useSaveContent(props.tenantId);
  const [busy, setBusy] = useState(false);

  const upload = async (file: File | undefined) => {
    if (!file) return;
    if (!file.type.startsWith('image/')) {
      return toast({
        title: 'Invalid File',
        description: 'Please select an image file.',
        variant: 'destructive',
      });
    }
    setBusy(true);
    try {
      const { imageUrl } = await uploadContentImage(file, props.tenantId);
      await save.mutateAsync({
        key: props.contentKey,
        body: { key: props.contentKey, type: 'url', value: imageUrl, description: props.description },
      });
      toast({ title: 'Image Uploaded' });
    } catch {
      toast({ title: 'Upload Failed', description: props.failure, variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="space-y-2">
      <Label htmlFor={id}>{props.label}</Label>
      <p className="text-xs text-muted-foreground">Recommended size: {props.recommended}</p>
      <div className="flex flex-wrap items-center gap-4">
        <div className="flex h-20 w-40 items-center justify-center overflow-hidden rounded-md border bg-muted">
          {props.current ? (
            <img
              src={props.current}
              alt={`Current ${props.label.toLowerCase()}`}
              className="h-full w-full object-cover"
            />
          ) : (
            <ImageUp aria-hidden="true" className="size-6 text-muted-foreground" />
          )}
        </div>
        <input
          id={id}
          type="file"
          accept="image/*"
          disabled={busy || readOnly}
          onChange={(event) => {
            void upload(event.target.files?.[0]);
            event.target.value = '';
          }}
          className="text-sm file:mr-3 file:rounded-md file:border file:bg-background file:px-3 file:py-1.5 file:text-sm focus-visible:outline-2 focus-visible:outline-ring"
        />
        {busy ? <span className="text-sm text-muted-foreground">Uploading…</span> : null}
      </div>
    </div>
  );
}
