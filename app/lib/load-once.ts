/**
 * Code loaded on demand (a dynamic import), once: later calls share the first call's promise,
 * and `loaded()` gives the result synchronously once it has arrived. A load that fails (offline)
 * is tried again on the next call.
 */
export function loadOnce<T>(load: () => Promise<T>) {
  let pending: Promise<T> | undefined;
  let value: T | undefined;
  return {
    get(): Promise<T> {
      if (!pending) {
        pending = load();
        pending.then(
          (loaded) => (value = loaded),
          () => (pending = undefined),
        );
      }
      return pending;
    },
    loaded: (): T | undefined => value,
  };
}
