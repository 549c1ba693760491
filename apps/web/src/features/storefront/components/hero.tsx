// The home page banner (spec storefront §2): title, subtitle, button and background image, all per
// store. The button scrolls to the products and moves keyboard focus there too.
import { Button } from '@/components/ui/button.tsx';

type HeroProps = { title: string; subtitle: string; buttonText: string; image: string; productsId: string };

export function Hero({ title, subtitle, buttonText, image, productsId }: HeroProps) {
  const scrollToProducts = () => {
    const target = document.getElementById(productsId);
    if (!target) return;
    const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    target.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' });
    target.focus({ preventScroll: true });
  };
  return (
    <section aria-labelledby="hero-title" className="relative isolate overflow-hidden bg-primary">
      {image ? (
        <img
          src={image}
          alt=""
          fetchPriority="high"
          className="absolute inset-0 -z-10 size-full object-cover"
        />
      ) : null}
      {/* Keeps white text readable on any picture. */}
      <div aria-hidden="true" className="absolute inset-0 -z-10 bg-black/55" />
      <div className="mx-auto max-w-7xl px-4 py-20 text-center text-white sm:px-6 sm:py-28">
        <h1 id="hero-title" className="text-4xl font-bold tracking-tight text-balance sm:text-5xl">
          {title}
        </h1>
        {subtitle ? (
          <p className="mx-auto mt-4 max-w-2xl text-lg text-pretty text-white/90">{subtitle}</p>
        ) : null}
        <Button size="lg" variant="secondary" className="mt-8" onClick={scrollToProducts}>
          {buttonText}
        </Button>
      </div>
    </section>
  );
}
