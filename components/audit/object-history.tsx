'use client';

import Link from 'next/link';
import { useId, useState } from 'react';
import { AuditEventList } from './audit-event-list';

/**
 * The "History" of one object on its page: who changed it (or one of its parts) and how, from the audit log. It is
 * read when opened, and links to the audit log filtered to the object.
 */
export function ObjectHistory({ objectId, what }: { objectId: string; what: string }) {
  const [open, setOpen] = useState(false);
  const heading = useId();
  const panel = useId();
  return (
    <section aria-labelledby={heading}>
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h2 id={heading} className="text-lg font-semibold">
          Change history
        </h2>
        <div className="flex gap-3 text-sm">
          <button
            type="button"
            aria-expanded={open}
            aria-controls={panel}
            onClick={() => setOpen((value) => !value)}
            className="rounded-md border border-line-strong px-3 py-1.5 font-medium hover:bg-subtle"
          >
            {open ? 'Hide history' : 'Show history'}
          </button>
          <Link
            href={`/audit-log?object_id=${encodeURIComponent(objectId)}`}
            className="self-center text-accent underline"
          >
            Open in the audit log
          </Link>
        </div>
      </div>
      <div id={panel} hidden={!open}>
        {open ? (
          <AuditEventList
            filters={{ object_id: objectId }}
            caption={`History of this ${what}`}
            empty={`No change to this ${what} is recorded yet.`}
          />
        ) : null}
      </div>
    </section>
  );
}
