import { sportNotes, type SportNoteKey } from '../../content/site/anti-doping';
import { Icon } from '../Icon';

/** "Prohibited in sport" notice wherever WADA-listed compounds are offered or discussed for athletes. */
export function SportNote({ note }: { note: SportNoteKey }) {
  return (
    <aside className="sport-note" aria-label="Prohibited in sport" data-sport-note={note}>
      <Icon name="alert" size={18} />
      <p>
        <strong>Prohibited in sport.</strong> {sportNotes[note]}
      </p>
    </aside>
  );
}
