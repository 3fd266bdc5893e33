import { Fragment, useMemo, type ReactNode } from 'react';
import { parseMarkdown, type Inline } from '../../lib/markdown';

function renderInline(nodes: Inline[]): ReactNode[] {
  return nodes.map((node, i) => {
    switch (node.type) {
      case 'text':
        return <Fragment key={i}>{node.text}</Fragment>;
      case 'br':
        return <br key={i} />;
      case 'code':
        return <code key={i}>{node.text}</code>;
      case 'strong':
        return <strong key={i}>{renderInline(node.children)}</strong>;
      case 'em':
        return <em key={i}>{renderInline(node.children)}</em>;
      case 'link':
        return node.external ? (
          <a key={i} href={node.href} target="_blank" rel="noopener noreferrer nofollow">
            {renderInline(node.children)}
          </a>
        ) : (
          <a key={i} href={node.href}>
            {renderInline(node.children)}
          </a>
        );
    }
  });
}

/** An answer rendered from the safe Markdown subset: React elements only, never HTML strings. */
export function Markdown({ text }: { text: string }) {
  const blocks = useMemo(() => parseMarkdown(text), [text]);
  return (
    <div className="chat-markdown">
      {blocks.map((block, i) => {
        if (block.type === 'paragraph') return <p key={i}>{renderInline(block.children)}</p>;
        const items = block.items.map((item, j) => <li key={j}>{renderInline(item)}</li>);
        return block.ordered ? <ol key={i}>{items}</ol> : <ul key={i}>{items}</ul>;
      })}
    </div>
  );
}
