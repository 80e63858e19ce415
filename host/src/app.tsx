import { BrowserRouter } from 'react-router-dom';
import { DataProvider } from 'shared';
import { AppErrorBoundary } from './app-error-boundary';
import { AppRoutes } from './routes';

export function App() {
  return (
    <AppErrorBoundary>
      {/* The page's one cache, for the host and every remote it mounts. */}
      <DataProvider>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </DataProvider>
    </AppErrorBoundary>
  );
}
