import { Suspense, type ReactNode } from 'react';
import { Route, Switch } from 'wouter';
import { Spinner } from '@/components/ui/spinner.tsx';
import { useTranslation } from '@/lib/i18n.ts';
import { NotFound, type RouteEntry } from './routes/table.ts';

/** The routes of one area; anything else in it is page-not-found. */
export function Screens({ routes }: { routes: RouteEntry[] }) {
  return (
    <Switch>
      {routes.map(({ path, page: Page }) => (
        <Route key={path} path={path}>
          <Page />
        </Route>
      ))}
      <Route>
        <NotFound />
      </Route>
    </Switch>
  );
}

/** Screens load on demand with a spinner meanwhile (spec section 2). */
export function Loading({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Suspense fallback={<Spinner label={t('app.loading')} className="min-h-[50vh]" />}>{children}</Suspense>
  );
}
