import { useEffect } from 'react';
import { type RouteObject, useNavigate, useRoutes } from 'react-router-dom';
import { APP_PATHS, FOOTER_LINKS, bus } from 'shared';
import { AppShell } from './layout/app-shell';
import { MapLayout } from './layout/map-layout';
import { RemoteSlot } from './remotes/remote-slot';
import { InfoPage } from './pages/info-page';
import { NotFoundPage } from './pages/not-found-page';
import { StatusPage } from './pages/status-page';
import { useGoBack } from './layout/use-go-back';
import { RequireSignIn, useCloseSignIn } from './routing/sign-in-guard';

function AuthRoute() {
  const close = useCloseSignIn();
  return (
    <RemoteSlot
      remote="remote-auth"
      module="./AuthModal"
      props={{ onClose: close }}
      loading={null}
    />
  );
}

/**
 * The Add Comment dialog, for signed-in visitors (anyone else signs in first, then comes
 * back). The place comes in the route's typed navigation state (NewCommentNavigationState);
 * without one the dialog sends the visitor back to the map.
 */
function NewCommentRoute() {
  const goBack = useGoBack();
  return (
    <RequireSignIn>
      <RemoteSlot
        remote="remote-markers"
        module="./AddCommentDialog"
        props={{ onClose: goBack }}
        loading={null}
      />
    </RequireSignIn>
  );
}

/** Anonymous users who try to interact are sent to sign in, whichever remote asked. */
function useAuthRequiredPrompt() {
  const navigate = useNavigate();
  useEffect(() => {
    const subscription = bus.on('auth:required').subscribe(() => navigate(APP_PATHS.auth));
    return () => subscription.unsubscribe();
  }, [navigate]);
}

/**
 * The app's pages. Their paths come from shared's one list (APP_PATHS, FOOTER_LINKS), which
 * the API also reads to answer 200 at a page and 404 elsewhere; anything else here is the
 * "Page not found" page.
 */
export const appRoutes: RouteObject[] = [
  {
    element: <AppShell />,
    children: [
      {
        element: <MapLayout />,
        children: [
          { index: true, element: null },
          { path: APP_PATHS.auth, element: <AuthRoute /> },
          { path: APP_PATHS.newComment, element: <NewCommentRoute /> },
        ],
      },
      {
        path: APP_PATHS.login,
        element: <RemoteSlot remote="remote-auth" module="./LoginPage" />,
      },
      {
        path: APP_PATHS.verifyEmail,
        element: <RemoteSlot remote="remote-auth" module="./VerifyEmailPage" />,
      },
      {
        path: APP_PATHS.profile,
        element: <RemoteSlot remote="remote-account" module="./ProfilePage" />,
      },
      {
        path: APP_PATHS.settings,
        element: <RemoteSlot remote="remote-account" module="./SettingsPage" />,
      },
      ...FOOTER_LINKS.map((link) => ({ path: link.path, element: <InfoPage path={link.path} /> })),
      { path: APP_PATHS.status, element: <StatusPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export function AppRoutes() {
  useAuthRequiredPrompt();
  return useRoutes(appRoutes);
}
