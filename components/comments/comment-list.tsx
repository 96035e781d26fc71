import type { z } from 'zod';
import type { ZComment } from '@/lib/contract/common';
import { formatDateTime } from '@/lib/dates';

export type TComment = z.infer<typeof ZComment>;

type Props = {
  comments: TComment[];
  /** Which side reads the list: its own messages are plain, the other side's are tinted. */
  reader: 'client' | 'operator';
  /** When the open request for input was raised: the client's messages after it are marked as its answers. */
  answersAfter?: string | null;
};

const SIDE_NAMES: Record<Props['reader'], Record<TComment['source'], string>> = {
  client: { client: 'your company', operator: 'Loadout', system: 'Loadout (automatic)' },
  operator: { client: 'client', operator: 'Loadout', system: 'Loadout (automatic)' },
};

/** The messages between a company and Loadout about one quote or device action, oldest first. */
export function CommentList({ comments, reader, answersAfter = null }: Props) {
  if (comments.length === 0) return <p className="text-sm text-muted">No messages yet.</p>;
  return (
    <ol className="space-y-3" aria-label="Messages">
      {comments.map((comment) => {
        const isAnswer = comment.source === 'client' && answersAfter !== null && comment.created_at > answersAfter;
        const isOwn = comment.source === reader;
        return (
          <li
            key={comment.id}
            className={`rounded-md border p-3 text-sm ${isOwn ? 'border-line bg-surface' : 'border-info-line bg-info-soft'}`}
          >
            <p className="flex flex-wrap gap-x-2 text-xs text-muted">
              <span className="font-medium text-fg">{comment.author}</span>
              <span>{SIDE_NAMES[reader][comment.source]}</span>
              <time dateTime={comment.created_at}>{formatDateTime(comment.created_at)}</time>
              {isAnswer ? <span className="font-medium text-info">answers the request for input</span> : null}
            </p>
            <p className="mt-1 break-words whitespace-pre-wrap text-fg">{comment.message}</p>
          </li>
        );
      })}
    </ol>
  );
}
