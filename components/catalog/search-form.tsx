'use client';

import { Button } from '@/components/ui/button';

type Props = {
  id: string;
  label: string;
  landmark: string;
  placeholder: string;
  value: string | undefined;
  onSearch: (value: string | undefined) => void;
};

/** A search box that applies on submit (Enter or the button); an empty search clears the filter. */
export function SearchForm({ id, label, landmark, placeholder, value, onSearch }: Props) {
  return (
    <form
      role="search"
      aria-label={landmark}
      key={value ?? ''}
      onSubmit={(event) => {
        event.preventDefault();
        const text = new FormData(event.currentTarget).get('search');
        onSearch(typeof text === 'string' && text.trim() ? text.trim() : undefined);
      }}
      className="flex items-end gap-2"
    >
      <div className="min-w-0 flex-1">
        <label htmlFor={id} className="block text-sm font-medium text-fg">
          {label}
        </label>
        <input
          id={id}
          name="search"
          type="search"
          defaultValue={value ?? ''}
          placeholder={placeholder}
          className="mt-1 w-full min-w-0 rounded-md border border-line-strong bg-raised px-3 py-2 text-sm"
        />
      </div>
      <Button type="submit" variant="secondary" className="py-2">
        Search
      </Button>
    </form>
  );
}
