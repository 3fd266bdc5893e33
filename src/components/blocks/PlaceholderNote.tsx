import { noticeFor, type placeholderNotices } from '../../content/business-facts';

/** Small print beside client facts still marked as placeholders; renders nothing once they are confirmed. */
export function PlaceholderNote({ group }: { group: keyof typeof placeholderNotices }) {
  const text = noticeFor(group);
  return text ? (
    <small className="placeholder-note" data-placeholder-notice={group}>
      {text}
    </small>
  ) : null;
}
