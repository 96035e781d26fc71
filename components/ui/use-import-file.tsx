'use client';

import { useState } from 'react';
import { TextField } from '@/components/ui/field';

const ACCEPT = '.csv,.json,text/csv,application/json';

/**
 * The file of an import form (CSV or JSON): its field, and `take()`, which gives the chosen file or says on the field
 * that one is needed. `onChange` runs when another file is chosen (to clear the last import's results).
 */
export function useImportFile({ label, onChange }: { label: string; onChange?: () => void }) {
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | undefined>();
  const field = (
    <TextField
      label={label}
      type="file"
      accept={ACCEPT}
      error={error}
      onChange={(event) => {
        setFile(event.currentTarget.files?.[0] ?? null);
        onChange?.();
      }}
    />
  );
  const take = (): File | null => {
    setError(file ? undefined : 'Choose a CSV or JSON file to import.');
    return file;
  };
  return { file, field, take };
}
