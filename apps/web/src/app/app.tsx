// The whole web app: providers around the router.
import { AppProvider } from './provider.tsx';
import { AppRouter } from './router.tsx';

export function App() {
  return (
    <AppProvider>
      <AppRouter />
    </AppProvider>
  );
}
