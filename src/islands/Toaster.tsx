import { useEffect, useRef, useState } from 'react';
import { Icon } from '../components/Icon';
import { onToast, takePendingToasts, type ToastInput } from '../browser/toast';

const MAX_VISIBLE = 3;
const DISMISS_MS = 4000;

type Item = ToastInput & { id: number };

/** Announces toasts politely (assertively for errors); the newest three stay visible for about 4 s each. */
export default function Toaster() {
  const [items, setItems] = useState<Item[]>([]);
  const nextId = useRef(1);

  useEffect(() => {
    const add = (t: ToastInput) => {
      const id = nextId.current++;
      setItems((list) => [...list, { ...t, id }].slice(-MAX_VISIBLE));
      window.setTimeout(() => setItems((list) => list.filter((x) => x.id !== id)), DISMISS_MS);
    };
    takePendingToasts().forEach(add);
    return onToast(add);
  }, []);

  return (
    <div className="toaster">
      <ol role="status" aria-live="polite">
        {items
          .filter((t) => t.variant !== 'destructive')
          .map((t) => (
            <ToastView key={t.id} item={t} onClose={() => setItems((l) => l.filter((x) => x.id !== t.id))} />
          ))}
      </ol>
      <ol role="alert" aria-live="assertive">
        {items
          .filter((t) => t.variant === 'destructive')
          .map((t) => (
            <ToastView key={t.id} item={t} onClose={() => setItems((l) => l.filter((x) => x.id !== t.id))} />
          ))}
      </ol>
    </div>
  );
}

function ToastView({ item, onClose }: { item: Item; onClose: () => void }) {
  return (
    <li className={item.variant === 'destructive' ? 'toast toast-destructive' : 'toast'} data-testid="toast">
      <div>
        <p className="toast-title">{item.title}</p>
        {item.description ? <p className="toast-description">{item.description}</p> : null}
      </div>
      <button type="button" className="icon-button" aria-label="Dismiss notification" onClick={onClose}>
        <Icon name="close" size={16} />
      </button>
    </li>
  );
}
