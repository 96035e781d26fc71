'use client';

import { CommentList, type TComment } from '@/components/comments/comment-list';
import { MessageForm, type MessageTarget } from '@/components/comments/message-form';

type Props = {
  comments: TComment[];
  /** Where the operator's message goes; null: the thread is closed. */
  to: MessageTarget | null;
  /** Who reads what the operator writes, e.g. "Acme's requester and notification addresses are e-mailed." */
  audience: string;
  /** When the open request for input was raised: client comments after it are its answers. */
  requestedAt: string | null;
  invalidates: readonly (readonly unknown[])[];
};

/** The messages between the client and Loadout, oldest first, and a form to write to the client. */
export function CommentThread({ comments, to, audience, requestedAt, invalidates }: Props) {
  return (
    <section aria-labelledby="comments" className="space-y-3 rounded-lg border border-line bg-raised p-4">
      <h2 id="comments" className="font-semibold">
        Messages with the client
      </h2>
      <CommentList comments={comments} reader="operator" answersAfter={requestedAt} />
      {to ? (
        <MessageForm
          to={to}
          invalidates={invalidates}
          success="Message sent to the client."
          label="Write to the client"
          hint={audience}
          submitLabel="Send message"
        />
      ) : null}
    </section>
  );
}
