// A product's picture, or a neutral stand-in (a crossed-out picture and the product's name) when it
// has none or it fails to load.
import { ImageOff } from 'lucide-react';
import { useState } from 'react';
import { cn } from '@/lib/cn.ts';

type ProductImageProps = { src: string | null; alt: string; className?: string; eager?: boolean };

export function ProductImage({ src, alt, className, eager = false }: ProductImageProps) {
  const [failed, setFailed] = useState(false);
  if (!src || failed) {
    return (
      <div
        role="img"
        aria-label={alt}
        data-testid="product-image-placeholder"
        className={cn(
          'flex flex-col items-center justify-center gap-2 bg-muted p-4 text-center text-sm text-muted-foreground',
          className,
        )}
      >
        <ImageOff aria-hidden="true" className="size-8 opacity-60" />
        {alt}
      </div>
    );
  }
  return (
    <img
      src={src}
      alt={alt}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      onError={() => setFailed(true)}
      className={cn('bg-muted object-cover', className)}
    />
  );
}
