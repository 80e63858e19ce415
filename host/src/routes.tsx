import { useEffect } from 'react';
import { Route, Routes, useNavigate } from 'react-router-dom';
import { FOOTER_LINKS, bus } from 'shared';
import { AppShell } from './layout/app-shell';
import { MapLayout } from './layout/map-layout';
import { RemoteSlot } from './remotes/remote-slot';
import { InfoPage } from './pages/info-page';
import { NotFoundPage } from './pages/not-found-page';
import { StatusPage } from './pages/status-page';
import { useGoBack } from './layout/use-go-back';

function AuthRoute() {
  const goBack = useGoBack();
  return (
    <RemoteSlot
      remote="remote-auth"
      module="./AuthModal"
      props={{ onClose: goBack }}
      loading={null}
    />
  );
}

function NewCommentRoute() {
  const goBack = useGoBack();
  return (
    <RemoteSlot
      remote="remote-markers"
      module="./AddCommentDialog"
      props={{ onClose: goBack }}
      loading={null}
    />
  );
}

/** Anonymous users who try to interact are sent to sign in, whichever remote asked. */
function useAuthRequiredPrompt() {
  const navigate = useNavigate();
  useEffect(() => {
    const subscription = bus.on('auth:required').subscribe(() => navigate('/auth'));
    return () => subscription.unsubscribe();
  }, [navigate]);
}

export function AppRoutes() {
  useAuthRequiredPrompt();
  return (
    <Routes>
      <Route element={<AppShell />}>
        <Route element={<MapLayout />}>
          <Route index element={null} />
          <Route path="auth" element={<AuthRoute />} />
          <Route path="newComment" element={<NewCommentRoute />} />
        </Route>
        <Route path="login" element={<RemoteSlot remote="remote-auth" module="./LoginPage" />} />
        <Route
          path="verify-email"
          element={<RemoteSlot remote="remote-auth" module="./VerifyEmailPage" />}
        />
        <Route
          path="profile"
          element={<RemoteSlot remote="remote-account" module="./ProfilePage" />}
        />
        <Route
          path="settings"
          element={<RemoteSlot remote="remote-account" module="./SettingsPage" />}
        />
        {FOOTER_LINKS.map((link) => (
          <Route key={link.path} path={link.path} element={<InfoPage path={link.path} />} />
        ))}
        <Route path="status" element={<StatusPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
