const loading = new Map<string, Promise<boolean>>();

/**
 * Loads an external script once, on demand (payment checkout, video meeting), never in the
 * landing or app-shell bundle. Resolves whether `ready()` holds after it ran; a failed load is
 * forgotten so a later attempt may try again.
 */
export function loadScript(src: string, ready: () => boolean): Promise<boolean> {
  if (ready()) return Promise.resolve(true);
  let pending = loading.get(src);
  if (!pending) {
    pending = new Promise<boolean>((resolve) => {
      const script = document.createElement('script');
      script.src = src;
      script.async = true;
      script.onload = () => resolve(ready());
      script.onerror = () => {
        script.remove();
        loading.delete(src);
        resolve(false);
      };
      document.body.appendChild(script);
    });
    loading.set(src, pending);
  }
  return pending;
}
