'use client';

import { useSearchParams } from 'next/navigation';
import { useEffect, useState, type MouseEvent } from 'react';
import { catalogHref, parseCatalogParams, type TCatalogParams } from './catalog-params';
import { KitCatalog } from './kit-catalog';
import { ProductCatalog } from './product-catalog';

const VIEWS = [
  { view: 'products', label: 'Products' },
  { view: 'kits', label: 'Kits' },
] as const;

/** The catalog with its state in the URL; changes go through the History API, so the page does not reload. */
export function CatalogBrowser({ canWrite }: { canWrite: boolean }) {
  const search = useSearchParams().toString();
  // Local state answers a click at once (a checkbox must not flicker back while the URL catches up); the URL wins
  // when it changes on its own (back and forward).
  const [params, setParams] = useState(() => parseCatalogParams(new URLSearchParams(search)));
  useEffect(() => setParams(parseCatalogParams(new URLSearchParams(search))), [search]);

  function update(next: Partial<TCatalogParams>, mode: 'push' | 'replace' = 'replace') {
    const merged = { ...params, ...next };
    setParams(merged);
    const href = catalogHref(merged);
    if (mode === 'push') window.history.pushState(null, '', href);
    else window.history.replaceState(null, '', href);
  }

  function openView(event: MouseEvent<HTMLAnchorElement>, view: TCatalogParams['view']) {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    update({ view }, 'push');
  }

  return (
    <div className="space-y-6">
      <nav aria-label="Catalog sections" className="border-b border-line">
        <ul className="-mb-px flex gap-4">
          {VIEWS.map(({ view, label }) => (
            <li key={view}>
              <a
                href={catalogHref({ ...params, view })}
                onClick={(event) => openView(event, view)}
                aria-current={params.view === view ? 'page' : undefined}
                className="inline-block border-b-2 border-transparent px-1 py-2 text-sm font-medium text-muted hover:text-fg aria-[current=page]:border-accent aria-[current=page]:text-accent"
              >
                {label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {params.view === 'kits' ? (
        <KitCatalog params={params} canWrite={canWrite} onChange={update} />
      ) : (
        <ProductCatalog params={params} canWrite={canWrite} onChange={update} />
      )}
    </div>
  );
}
