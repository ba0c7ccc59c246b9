import { useEffect, useState, type ComponentType, type ReactNode } from 'react';

/**
 * A controlled dialog whose module (and Radix Dialog's, ~12 KB gzip) loads when it first opens
 * instead of with the page (issue 18): closed, it renders nothing, as a closed Radix dialog does.
 * `preload()` fetches it ahead, e.g. when the screen that may open it mounts. Not React.lazy: a
 * Suspense boundary would hold the page's first paint back.
 */
export function whenOpened<P extends { open: boolean }>(
  load: () => Promise<ComponentType<P>>,
): ComponentType<P> & { preload: () => Promise<void> } {
  return lazyWhen(load, (props) => props.open);
}

/**
 * A component whose module loads once `isWanted(props)` is first true, rendering `fallback` (or
 * nothing) until it is in, and itself from then on.
 */
export function lazyWhen<P extends object>(
  load: () => Promise<ComponentType<P>>,
  isWanted: (props: P) => boolean,
  fallback: (props: P) => ReactNode = () => null,
): ComponentType<P> & { preload: () => Promise<void> } {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const get = () =>
    (loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        loading = undefined; // Offline: the next opening tries again.
        throw error;
      },
    ));

  function WhenOpened(props: P) {
    const [Component, setComponent] = useState(() => loaded);
    const wanted = isWanted(props);
    useEffect(() => {
      if (!wanted || Component) return;
      let isLive = true;
      get().then(
        (component) => isLive && setComponent(() => component),
        () => undefined,
      );
      return () => {
        isLive = false;
      };
    }, [wanted, Component]);
    return Component ? <Component {...props} /> : fallback(props);
  }
  return Object.assign(WhenOpened, {
    preload: () =>
      get().then(
        () => undefined,
        () => undefined,
      ),
  });
}
