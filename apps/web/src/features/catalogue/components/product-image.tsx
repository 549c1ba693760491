// A product's picture, or a neutral stand-in when it has none or it fails to load.
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
        className={cn(
          'flex items-center justify-center bg-muted p-4 text-center text-sm text-muted-foreground',
          className,
        )}
      >
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
