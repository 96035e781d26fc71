/**
 * Whether a link from the API may become an href: http(s) only. The API accepts only https:// links since
 * 2026-11-24 and removed other schemes stored before; the dashboard checks again so that no javascript: or data: link
 * ever becomes clickable.
 */
export function isWebLink(url: string | null | undefined): url is string {
  return typeof url === 'string' && /^https?:\/\//i.test(url);
}
