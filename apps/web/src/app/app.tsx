import { RouterProvider } from 'react-router';
import { AlertHost } from '@/components/ui/alert-host';
import { router } from './router';

export function App() {
  return (
    <>
      <RouterProvider router={router} />
      <AlertHost />
    </>
  );
}
