// A list that could not load: the spec's message (admin §8) and a way to try again.
import { TriangleAlert } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';

export function ListLoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div role="alert" className="flex flex-col items-center gap-3 px-6 py-12 text-center">
      <TriangleAlert aria-hidden="true" className="size-6 text-destructive" />
      <p className="font-medium">{message}</p>
      <Button variant="outline" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}
