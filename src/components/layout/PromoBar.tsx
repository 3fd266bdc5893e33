import { company } from '../../content/company';
import { Icon } from '../Icon';

/** The top promotion strip: three claims and the consultation link. */
export function PromoBar() {
  return (
    <div className="promo-bar">
      <div className="container promo-inner">
        <ul className="promo-claims">
          <li>
            <Icon name="truck" size={16} /> Free shipping on orders ${company.freeShippingThreshold}+
          </li>
          <li>
            {/* The claim is the client's; the terms say exactly what it covers. */}
            <a href="/terms#refunds-and-returns" className="promo-claim-link">
              <Icon name="award" size={16} /> 100% quality guarantee
            </a>
          </li>
          <li>
            {/* 24/7 is the assistant and the message form; people answer in business hours (explained on /contact). */}
            <a href="/contact#support" className="promo-claim-link">
              <Icon name="headset" size={16} /> 24/7 expert support
            </a>
          </li>
        </ul>
        <a href="/contact" className="promo-link">
          Book Your FREE Consultation Today <Icon name="arrowRight" size={14} />
        </a>
      </div>
    </div>
  );
}
