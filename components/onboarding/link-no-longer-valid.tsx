/** What a used or expired choice link shows instead of the form: the API's explanation, and what happens now. */
export function LinkNoLongerValid({ message, headingLevel = 1 }: { message: string; headingLevel?: 1 | 2 }) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  // The API's message starts as the heading does; the rest is the explanation.
  const reason = message.replace(/^This link is no longer valid:\s*/i, '');
  return (
    <section aria-labelledby="link-gone" className="rounded-xl border border-line bg-raised p-6 shadow-sm">
      <Heading id="link-gone" className="text-xl font-semibold">
        This link is no longer valid
      </Heading>
      <p className="mt-3">{reason.charAt(0).toUpperCase() + reason.slice(1)}</p>
      <p className="mt-3 text-muted">
        Each link works once, until the deadline in the e-mail. If no choice was made, your IT team orders the standard
        equipment for you.
      </p>
    </section>
  );
}
