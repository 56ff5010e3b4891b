/**
 * The staff lists' pages as last sent, serialized with their headers, per caller's branches and
 * address: many staff screens show the same pages, and refetch them as the lists' pulse moves.
 * A page is sent again only while the lists' change count (`listVersion`) is the one it was built
 * at: any change to an order, its items or a branch, by any process or server, retires it.
 */

export interface ListPage {
  /** The lists' change count read before the page was built. */
  version: number;
  /** The JSON, encoded once: sent as it is each time. */
  body: Buffer;
  headers: Record<string, string>;
}

/** Pages beyond this many bytes in all give way, the least recently sent first. */
const MAX_BYTES = 8_000_000;

export function listPageCache(maxBytes = MAX_BYTES) {
  const pages = new Map<string, ListPage>();
  let bytes = 0;

  function remove(key: string) {
    const page = pages.get(key);
    if (!page) return;
    bytes -= page.body.length;
    pages.delete(key);
  }

  return {
    /** The page kept under `key` if it was built at `version`. */
    get(key: string, version: number): ListPage | undefined {
      const page = pages.get(key);
      if (page?.version !== version) return undefined;
      // Most recently sent last: the first to give way is the one sent longest ago.
      pages.delete(key);
      pages.set(key, page);
      return page;
    },

    set(key: string, page: ListPage): void {
      remove(key);
      if (page.body.length > maxBytes) return;
      pages.set(key, page);
      bytes += page.body.length;
      for (const oldest of pages.keys()) {
        if (bytes <= maxBytes) break;
        remove(oldest);
      }
    },
  };
}

export { sharedFreshReads } from '#server/fresh-reads.ts';
