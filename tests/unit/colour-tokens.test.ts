import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The dashboard colours itself with the semantic tokens of app/globals.css, which carry a light and a dark value.
// A palette class (bg-white, text-slate-600, border-red-200, …) would stay light in the dark scheme; only solid fills
// under white text, which read the same in both schemes, may use the palette.

const ROOTS = ['app', 'components'];
const PALETTE =
  /(?<![\w-])(?:[\w-]+(?:\[[^\]]*\])?:)*(?:bg|text|border|divide|ring|fill|stroke|outline|from|to|via|placeholder|decoration|shadow)-(?:white|black|(?:slate|gray|zinc|neutral|stone|red|rose|orange|amber|yellow|lime|green|emerald|teal|cyan|sky|blue|indigo|violet|purple|fuchsia|pink|brand)-\d{2,3})(?:\/\d+)?(?![\w-])/g;
const SOLID_FILLS =
  /^(?:[\w-]+(?:\[[^\]]*\])?:)*(?:bg-(?:brand-(?:600|700|900)|red-(?:700|800)|green-(?:700|800)|white\/\d+|slate-900\/\d+)|text-(?:white|brand-50|brand-100)|border-brand-100\/\d+|outline-white)$/;

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

describe('colour classes', () => {
  it('components use the semantic colour tokens, the palette only for solid fills', () => {
    const offending = ROOTS.flatMap((root) => sourceFiles(root)).flatMap((file) =>
      [...fs.readFileSync(file, 'utf8').matchAll(PALETTE)]
        .map((match) => match[0])
        .filter((name) => !SOLID_FILLS.test(name))
        .map((name) => `${file}: ${name}`),
    );
    expect(
      offending,
      'use bg-surface, bg-raised, text-fg, text-muted, border-line, text-danger… (app/globals.css)',
    ).toEqual([]);
  });
});
