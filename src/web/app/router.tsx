import { createBrowserRouter } from 'react-router';
import { StorefrontLayout } from './layout/storefront-layout.tsx';
import { HomeRoute } from './routes/storefront/home.tsx';
import { NotFoundRoute } from './routes/storefront/not-found.tsx';

export const router = createBrowserRouter([
  {
    element: <StorefrontLayout />,
    children: [
      { index: true, element: <HomeRoute /> },
      { path: '*', element: <NotFoundRoute /> },
    ],
  },
]);
