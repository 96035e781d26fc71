'use client';

import type { TQuote } from '@/lib/contract/quotes';
import { formatDateTime } from '@/lib/dates';
import { quoteQueries } from '@/lib/queries/resources';
import { CommentList } from '@/components/comments/comment-list';
import { MessageForm } from '@/components/comments/message-form';

export const MESSAGE_FIELD_ID = 'quote-message';

/** The operator's request for input: what they asked, when, and where to answer. */
export function ActionRequiredBanner({
  request,
  canComment,
}: {
  request: NonNullable<TQuote['action_required']>;
  canComment: boolean;
}) {
  return (
    <section
      aria-labelledby="action-required"
      className="rounded-lg border border-warning-line bg-warning-soft p-4 text-warning"
    >
      <h2 id="action-required" className="font-semibold">
        Action required
      </h2>
      <p className="mt-1 text-sm whitespace-pre-line text-fg">{request.message}</p>
      <p className="mt-2 text-sm">
        Asked {formatDateTime(request.requested_at)}.{' '}
        {canComment ? (
          <>
            <a
              href={`#${MESSAGE_FIELD_ID}`}
              onClick={(event) => {
                event.preventDefault();
                document.getElementById(MESSAGE_FIELD_ID)?.focus();
              }}
              className="font-medium underline"
            >
              Answer in the conversation
            </a>{' '}
            below; Loadout continues once they have what they asked for and close the request.
          </>
        ) : (
          'IT staff or a manager answer it in the conversation below; Loadout continues once they have what they asked for.'
        )}
      </p>
    </section>
  );
}

/** The messages between the company and Loadout about this quote, oldest first, and (for roles that may) a reply box. */
export function QuoteConversation({ quote, canComment }: { quote: TQuote; canComment: boolean }) {
  return (
    <section
      aria-labelledby="quote-conversation"
      className="space-y-3 rounded-xl border border-line bg-raised p-5 shadow-sm"
    >
      <h2 id="quote-conversation" className="text-lg font-semibold">
        Conversation with Loadout
      </h2>
      <CommentList
        comments={quote.comments}
        reader="client"
        answersAfter={quote.action_required?.requested_at ?? null}
      />
      {canComment ? (
        <MessageForm
          to={{ route: 'POST /api/quotes/[id]/comments', id: quote.id }}
          invalidates={[quoteQueries.root]}
          success={`Message sent to Loadout about ${quote.number}; they are told by e-mail and answer here.`}
          fieldId={MESSAGE_FIELD_ID}
          label="Your message to Loadout"
          hint={
            quote.action_required
              ? 'Answer what Loadout asked above, or write anything else about this quote.'
              : 'Anything Loadout should know about this quote.'
          }
          submitLabel="Send to Loadout"
        />
      ) : (
        <p className="text-sm text-muted">
          Support reads the conversation; IT staff and managers write to Loadout here.
        </p>
      )}
    </section>
  );
}
