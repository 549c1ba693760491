// Catches a render error (or a screen's code failing to load) and offers a reload instead of a
// blank page. React still needs a class component for this.
import { TriangleAlert } from 'lucide-react';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { StatusPanel } from '@/components/status-panel.tsx';
import { Button } from '@/components/ui/button.tsx';

type Props = { children: ReactNode };
type State = { error: Error | null };

export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('Unhandled error while rendering', error, info.componentStack);
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <StatusPanel
        icon={TriangleAlert}
        title="Something went wrong"
        actions={<Button onClick={() => window.location.reload()}>Reload the page</Button>}
      >
        An unexpected error stopped this page from loading. Reloading usually fixes it.
      </StatusPanel>
    );
  }
}
