import { disclaimers } from '../../content/company';
import { Icon } from '../Icon';

/** Research-use-only and not-medical-advice notice carried by every guide and research page. */
export function Disclaimer({ compact = false }: { compact?: boolean }) {
  return (
    <aside className={compact ? 'disclaimer disclaimer-compact' : 'disclaimer'} aria-label="Research use only disclaimer">
      <Icon name="alert" size={20} />
      <div>
        <p>
          <strong>Research use only.</strong> {disclaimers.researchOnly}
        </p>
        <p>
          <strong>Not medical advice.</strong> {disclaimers.notMedicalAdvice} {disclaimers.adultsOnly}
        </p>
      </div>
    </aside>
  );
}
