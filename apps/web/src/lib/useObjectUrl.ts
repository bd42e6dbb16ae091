import { useEffect, useState } from "react";
import { getBlob } from "./api.ts";

export type ObjectUrlState = { url: string | undefined; failed: boolean };

/**
 * A file behind sign-in as an object URL: an <img src> or a link cannot send the bearer header, so
 * the bytes are fetched with it and handed over as a blob. The URL is revoked when the component
 * goes or the path changes, so the memory goes with it.
 */
export function useObjectUrl(path: string | null): ObjectUrlState {
  const [state, setState] = useState<ObjectUrlState & { path: string | null }>({
    path: null,
    url: undefined,
    failed: false,
  });
  useEffect(() => {
    if (path === null) return;
    const controller = new AbortController();
    let url: string | undefined;
    getBlob(path, controller.signal).then(
      (blob) => {
        url = URL.createObjectURL(blob);
        setState({ path, url, failed: false });
      },
      () => {
        if (!controller.signal.aborted) setState({ path, url: undefined, failed: true });
      },
    );
    return () => {
      controller.abort();
      if (url) URL.revokeObjectURL(url);
    };
  }, [path]);
  // A result for an earlier path is not shown for the new one.
  return state.path === path ? { url: state.url, failed: state.failed } : { url: undefined, failed: false };
}
