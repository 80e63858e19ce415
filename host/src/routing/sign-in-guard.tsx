import { useCallback, type ReactNode } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { APP_PATHS, session, useSession } from 'shared';
import { useGoBack } from '../layout/use-go-back';

/** The page a guard sent a visitor away from, carried as the /auth route's navigation state. */
export interface SignInReturn {
  returnTo: { pathname: string; search: string; state: unknown };
}

/** The guarded page in /auth's navigation state, if a guard put one there. */
export function returnToOf(state: unknown): SignInReturn['returnTo'] | null {
  if (typeof state !== 'object' || state === null || !('returnTo' in state)) return null;
  const { returnTo } = state as { returnTo: unknown };
  if (typeof returnTo !== 'object' || returnTo === null) return null;
  const { pathname, search, state: pageState } = returnTo as Record<string, unknown>;
  if (typeof pathname !== 'string' || !pathname.startsWith('/')) return null;
  return { pathname, search: typeof search === 'string' ? search : '', state: pageState };
}

/**
 * A page for signed-in visitors only. Anyone else goes to sign in: /auth takes this page's
 * place in history (so closing sign-in never lands here again) and keeps where to come back
 * to, with the page's own navigation state (the place of a new comment).
 */
export function RequireSignIn({ children }: { children: ReactNode }) {
  const { isAuthenticated } = useSession();
  const location = useLocation();
  if (!isAuthenticated) {
    const state: SignInReturn = {
      returnTo: { pathname: location.pathname, search: location.search, state: location.state },
    };
    return <Navigate to={APP_PATHS.auth} replace state={state} />;
  }
  return <>{children}</>;
}

/**
 * Closing the sign-in modal: signed in after a guard sent the visitor here, back to the
 * guarded page as it was; otherwise one step back in history.
 */
export function useCloseSignIn(): () => void {
  const goBack = useGoBack();
  const navigate = useNavigate();
  const { state } = useLocation();
  return useCallback(() => {
    const returnTo = returnToOf(state);
    if (returnTo && session.snapshot.isAuthenticated) {
      navigate(
        { pathname: returnTo.pathname, search: returnTo.search },
        { replace: true, state: returnTo.state },
      );
    } else {
      goBack();
    }
  }, [goBack, navigate, state]);
}
