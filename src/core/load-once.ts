/**
 * A loader that runs once and shares its promise: a heavy module (the docs
 * UI, a provider SDK, a font parser) is imported on first use instead of at
 * start-up. A failed load is forgotten, so the next call tries again.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
}
