// Every route of the console (SPEC §2): the pages declared in app/pages/registry.tsx, plus the
// index, the namespace index and Not Found. /login stands alone; every other route needs
// a session (SPEC §4, §6) and renders inside the app shell. Namespaced pages exist both bare
// (`/flags`, using the remembered namespace) and nested under lib/paths NAMESPACE_SCOPE
// (`/namespaces/<ns>`), whose `ns` the pages read with useNamespaceKey.
//
// Inside that nest wouter's useLocation() is relative to `/namespaces/:ns`: a page there that
// navigates with navigate() must prefix absolute paths with '~' (`navigate('~' + paths.flag(…))`).
// Links and MenuItems with `href` go through wouter's Link with a '~' prefix, so they always take absolute paths.
import { Fragment, type ReactNode } from 'react';
import { Redirect, Route, Switch, useLocation } from 'wouter';
import { FullScreenLoader } from '../design/components';
import { LoginPage } from '../features/auth';
import { useMeta, useThemeSync } from '../features/meta';
import { useNamespaceKey, useNamespaces } from '../features/namespaces';
import { OnboardingPage } from '../features/onboarding';
import { useSessionStart, type StartStatus } from '../features/session';
import { NAMESPACE_INDEX, NAMESPACE_SCOPE, paths } from '../lib/paths';
import { useUserEvents } from '../stores/events';
import { useSession, type Session } from '../stores/session';
import { ErrorBoundary } from './errors/ErrorBoundary';
import { showsLastVisit } from './last-visit';
import { ErrorPage } from './errors/ErrorPage';
import { NotFoundPage } from './errors/NotFoundPage';
import { PAGES } from './pages/registry';
import type { Page } from './pages/page';
import { AppShell } from './shell/AppShell';
import { usePageTitle } from './shell/hooks';

/** Whether a session may use the console: signed in, or authentication is off. */
export function isAllowed(session: Session | null, authRequired: boolean): boolean {
  return session !== null && (session.authenticated || (!session.required && !authRequired));
}

const isStarting = (status: StartStatus) => status === 'idle' || status === 'loading';

/** /login: sends a user who needs no sign-in (or has one) on to '/'. */
function LoginRoute({ status }: { status: StartStatus }) {
  const session = useSession((s) => s.session);
  const { authRequired } = useMeta();
  usePageTitle(null);
  if (isStarting(status)) return <FullScreenLoader />;
  if (status === 'succeeded' && isAllowed(session, authRequired)) return <Redirect to={paths.root()} replace />;
  return <LoginPage />;
}

/** The full-screen loader until the namespaces are known (UI-INVENTORY §2.2); their failure is an error screen. */
function NamespacesGate({ children }: { children: ReactNode }) {
  const { data, error } = useNamespaces();
  if (data) return children;
  if (error) return <ErrorPage error={error} />;
  return <FullScreenLoader />;
}

/** Every route but /login: waits for the session start (SPEC §4), else goes to /login. */
function RequireSession({ status, children }: { status: StartStatus; children: ReactNode }) {
  const session = useSession((s) => s.session);
  const { authRequired } = useMeta();
  // A returning operator's last visit is drawn while the session start runs (issue 28 item 3).
  if (isStarting(status)) return showsLastVisit() ? <NamespacesGate>{children}</NamespacesGate> : <FullScreenLoader />;
  if (status === 'failed' || !isAllowed(session, authRequired)) return <Redirect to={paths.login()} replace />;
  return <NamespacesGate>{children}</NamespacesGate>;
}

/** The index (`/` or `/namespaces/:ns`): onboarding on a first visit, else the flags (SPEC §2). */
function NamespaceIndex() {
  const completed = useUserEvents((s) => s.completedOnboarding);
  const namespaceKey = useNamespaceKey();
  if (!completed) return <OnboardingPage firstRun />;
  return <Redirect to={paths.flags(namespaceKey)} replace />;
}

/** A declared page's route: its component, in its frame if it has one. */
function routeOf({ path, component: Screen, layout: Frame = Fragment }: Page) {
  return (
    <Route key={String(path)} path={path}>
      <Frame>
        <Screen />
      </Frame>
    </Route>
  );
}

/** The namespace-scoped routes, relative: mounted bare and inside the `/namespaces/:ns` nest. */
const namespacedRoutes = PAGES.filter((p) => p.namespaced).map(routeOf);

/** The routes inside the shell: the index, then every page of the registry (app/pages). */
function ShellRoutes() {
  return (
    <Switch>
      <Route path="/" component={NamespaceIndex} />
      {PAGES.filter((p) => !p.namespaced).map(routeOf)}
      {/* Outside the nest, so the index's redirect and onboarding navigate with absolute paths. */}
      <Route path={NAMESPACE_INDEX} component={NamespaceIndex} />
      <Route path={NAMESPACE_SCOPE} nest>
        <Switch>
          {namespacedRoutes}
          <Route component={NotFoundPage} />
        </Switch>
      </Route>
      {namespacedRoutes}
      <Route component={NotFoundPage} />
    </Switch>
  );
}

// One element for every render of AppRoutes: React skips the shell when AppRoutes renders again
// only because a start-up answer (meta/info, meta/config, the session) arrived, instead of
// rendering every component of the shell once per answer before the first list shows.
const shell = (
  <AppShell>
    <ShellRoutes />
  </AppShell>
);

/** The console's routes; mount once inside Providers. */
export function AppRoutes() {
  useThemeSync();
  const { status } = useSessionStart();
  const [location] = useLocation();
  return (
    <ErrorBoundary resetKey={location}>
      <Switch>
        <Route path="/login">
          <LoginRoute status={status} />
        </Route>
        <Route>
          <RequireSession status={status}>{shell}</RequireSession>
        </Route>
      </Switch>
    </ErrorBoundary>
  );
}
