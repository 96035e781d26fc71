import Link from 'next/link';

/** The company an object belongs to, linked to its page in the console; `(sandbox)` for test-key data. */
export function CompanyLink({
  company,
  livemode = true,
}: {
  company: { id: string; name: string };
  livemode?: boolean;
}) {
  return (
    <span>
      <Link href={`/operator/companies/${company.id}`} className="text-accent underline">
        {company.name}
      </Link>
      {livemode ? null : <span className="text-muted"> (sandbox)</span>}
    </span>
  );
}

/** The company's name as text, for table rows whose one link leads to the quote or action itself. */
export function CompanyName({ company, livemode = true }: { company: { name: string }; livemode?: boolean }) {
  return (
    <span>
      {company.name}
      {livemode ? null : <span className="text-muted"> (sandbox)</span>}
    </span>
  );
}
