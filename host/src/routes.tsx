import { Suspense, lazy, useEffect, useRef } from 'react';
import {
  type RouteObject,
  matchRoutes,
  useLocation,
  useNavigate,
  useRoutes,
} from 'react-router-dom';
import {
  APP_PATHS,
  BUILDING_PATH_PATTERN,
  FOOTER_LINKS,
  PLACE_PATH_PATTERN,
  REMOTE_PAGES,
  bus,
  type RemoteExpose,
  type RemoteName,
} from 'shared';
import { AppShell } from './layout/app-shell';
import { MapLayout } from './layout/map-layout';
import { RemoteSlot } from './remotes/remote-slot';
import { NotFoundPage } from './pages/not-found-page';
import { StatusPage } from './pages/status-page';
import { useGoBack } from './layout/use-go-back';
import { RequireSignIn, useCloseSignIn } from './routing/sign-in-guard';
import { RequireModerator } from './routing/moderator-guard';
import { signInLocation } from './routing/sign-in-link';
import { PAGE_TITLES, pageTitle } from './page-titles';

/**
 * The footer pages' text (~19 KB) is read by few visitors and never by the map: it loads when
 * one of them opens. Their titles stay here, in the routes' handles.
 */
const InfoPage = lazy(() =>
  import(/* webpackChunkName: "info-pages" */ './pages/info-page').then((module) => ({
    default: module.InfoPage,
  })),
);

/** What a route declares besides its element: the tab's title on its page, if the host sets it. */
export interface AppRouteHandle {
  title?: string;
}

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

/**
 * The signed-in user's comments (remote-account) with the Edit Comment dialog beside them
 * (remote-markers, the owner of the comment form): the page asks for it on the bus.
 */
function MyCommentsRoute() {
  return (
    <>
      <RemoteSlot remote="remote-account" module="./MyCommentsPage" />
      <RemoteSlot remote="remote-markers" module="./EditCommentDialog" loading={null} />
    </>
  );
}

/**
 * The moderators' page (remote-account): someone signed out signs in first, a signed-in user
 * who is not a moderator is told it is for moderators only.
 */
function ModerationRoute() {
  return (
    <RequireSignIn>
      <RequireModerator>
        <RemoteSlot remote="remote-account" module="./ModerationPage" />
      </RequireModerator>
    </RequireSignIn>
  );
}

/**
 * Anonymous users who try to interact are sent to sign in, whichever remote asked. The map
 * page's query (its view, selection and filters) goes along, so the map stays where it was
 * under the dialog and Back closes the dialog onto the same map.
 */
function useAuthRequiredPrompt() {
  const navigate = useNavigate();
  const location = useLocation();
  const latest = useRef(location);
  useEffect(() => {
    latest.current = location;
  }, [location]);
  useEffect(() => {
    const subscription = bus
      .on('auth:required')
      .subscribe(() => navigate(signInLocation(latest.current)));
    return () => subscription.unsubscribe();
  }, [navigate]);
}

/**
 * The tab's title follows the page (the leaf route's handle). A route without one (a saved
 * comment's page) keeps what the server's HTML or its dialog set.
 */
function useDocumentTitle() {
  const { pathname } = useLocation();
  useEffect(() => {
    const leaf = matchRoutes(appRoutes, pathname)?.at(-1)?.route;
    const title = (leaf?.handle as AppRouteHandle | undefined)?.title;
    if (title) document.title = title;
  }, [pathname]);
}

const titled = (title: string): { handle: AppRouteHandle } => ({ handle: { title } });

/** A page that is one remote's exposed module, under its title. */
const remotePage = (
  path: string,
  remote: RemoteName,
  module: RemoteExpose<RemoteName>,
  title: string,
): RouteObject => ({
  path,
  element: <RemoteSlot remote={remote} module={module} />,
  ...titled(title),
});

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
          { index: true, element: null, ...titled(PAGE_TITLES.map) },
          // A saved comment's page: the same map, its details opened by the markers remote.
          { path: PLACE_PATH_PATTERN, element: null },
          { path: APP_PATHS.auth, element: <AuthRoute />, ...titled(PAGE_TITLES.signIn) },
          {
            path: APP_PATHS.newComment,
            element: <NewCommentRoute />,
            ...titled(PAGE_TITLES.newComment),
          },
        ],
      },
      // A building's page; it titles the tab with the building's name itself.
      {
        path: BUILDING_PATH_PATTERN,
        element: <RemoteSlot remote="remote-markers" module="./BuildingPage" />,
      },
      remotePage(APP_PATHS.login, 'remote-auth', './LoginPage', PAGE_TITLES.signIn),
      remotePage(
        APP_PATHS.verifyEmail,
        'remote-auth',
        './VerifyEmailPage',
        PAGE_TITLES.verifyEmail,
      ),
      remotePage(APP_PATHS.profile, 'remote-account', './ProfilePage', PAGE_TITLES.profile),
      remotePage(APP_PATHS.settings, 'remote-account', './SettingsPage', PAGE_TITLES.settings),
      {
        path: APP_PATHS.myComments,
        element: <MyCommentsRoute />,
        ...titled(PAGE_TITLES.myComments),
      },
      remotePage(
        APP_PATHS.watchedAreas,
        'remote-account',
        './WatchedAreasPage',
        PAGE_TITLES.watchedAreas,
      ),
      {
        path: APP_PATHS.moderation,
        element: <ModerationRoute />,
        ...titled(PAGE_TITLES.moderation),
      },
      // A remote's own pages, as REMOTES declares them (shared/src/remotes.ts).
      ...REMOTE_PAGES.map((page) => ({
        path: page.path,
        element: <RemoteSlot remote={page.remote} module={page.module} />,
        ...titled(pageTitle(page.title)),
      })),
      ...FOOTER_LINKS.map((link) => ({
        path: link.path,
        element: (
          <Suspense fallback={null}>
            <InfoPage path={link.path} />
          </Suspense>
        ),
        ...titled(pageTitle(link.label)),
      })),
      { path: APP_PATHS.status, element: <StatusPage />, ...titled(PAGE_TITLES.status) },
      { path: '*', element: <NotFoundPage />, ...titled(PAGE_TITLES.notFound) },
    ],
  },
];

export function AppRoutes() {
  useAuthRequiredPrompt();
  useDocumentTitle();
  return useRoutes(appRoutes);
}
